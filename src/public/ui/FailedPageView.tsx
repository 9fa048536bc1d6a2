import { useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { ApiError } from '../../core/api/errors'
import { t } from '../../core/i18n/t'
import { NoticePage } from './NoticePage'

/**
 * What browsers say, in a TypeError, when a fetch or a module's import found no server: Chromium's
 * 'Failed to fetch' and 'Failed to fetch dynamically imported module', Firefox's 'NetworkError when
 * attempting to fetch resource' and 'error loading dynamically imported module', Safari's 'Load
 * failed' and 'Importing a module script failed'. A TypeError is also what a bug throws, so the
 * type alone says nothing.
 */
const UNREACHABLE = /failed to fetch|networkerror|load failed|dynamically imported module|importing a module script/i

/** A failure to reach the server; the API client's carry their code. */
function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === 'FETCH_COMMUNICATION_ERROR'
  return error instanceof TypeError && UNREACHABLE.test(error.message)
}

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
