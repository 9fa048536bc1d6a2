import { useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { isConnectionFailure } from '../../core/api/errors'
import { reloadPage } from '../../core/load-page'
import { isCodeLoadFailure } from '../../core/utils/code-load-failure'
import { t } from '../../core/i18n/t'
import { NoticePage } from './NoticePage'

/** The signed-in frame's route: a screen that fails inside the drawn frame sits in its `<main>`. */
const FRAME = '/(console)/_shell'

/**
 * The router's view of a page it could not show (docs/product/shell-and-routes.md 'A page that
 * cannot be shown'): its code or the sign-in's start did not arrive, or it failed as it was drawn.
 * It says so in the catalogue's words and offers to try again, which asks for what failed anew:
 * the page's loaders and code again, or, for code that did not arrive, the whole page again (the
 * browser would answer a second import of it with the first one's failure). In the end-user kit, as
 * the router's loading view is: it may show before the console's kit has loaded.
 */
export function FailedPageView({ error }: ErrorComponentProps) {
  const router = useRouter()
  const insideFrame = useRouterState({ select: (state) => state.matches.some((match) => match.routeId === FRAME && match.status === 'success') })
  return (
    <NoticePage
      standalone={!insideFrame}
      heading={isConnectionFailure(error) ? t('Errors.FETCH_COMMUNICATION_ERROR') : t('Errors.unknownError')}
      action={{ label: t('table.retry'), onClick: () => (isCodeLoadFailure(error) ? reloadPage() : void router.invalidate()) }}
    />
  )
}
