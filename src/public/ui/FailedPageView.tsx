import { useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { isConnectionFailure } from '../../core/api/errors'
import { t } from '../../core/i18n/t'
import { NoticePage } from './NoticePage'

/** The signed-in frame's route: a screen that fails inside the drawn frame sits in its `<main>`. */
const FRAME = '/(console)/_shell'

/**
 * The router's view of a page it could not show (docs/product/shell-and-routes.md 'A page that
 * cannot be shown'): its code or the sign-in's start did not arrive, or it failed as it was drawn.
 * It says so in the catalogue's words and offers to try again, which asks for what failed anew. In
 * the end-user kit, as the router's loading view is: it may show before the console's kit has loaded.
 */
export function FailedPageView({ error }: ErrorComponentProps) {
  const router = useRouter()
  const insideFrame = useRouterState({ select: (state) => state.matches.some((match) => match.routeId === FRAME && match.status === 'success') })
  return (
    <NoticePage
      standalone={!insideFrame}
      heading={isConnectionFailure(error) ? t('Errors.FETCH_COMMUNICATION_ERROR') : t('Errors.unknownError')}
      action={{ label: t('table.retry'), onClick: () => void router.invalidate() }}
    />
  )
}
