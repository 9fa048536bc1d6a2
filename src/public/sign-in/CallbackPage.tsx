import { getRouteApi, useRouteContext, useRouter } from '@tanstack/react-router'
import { ErrorResponse } from 'oidc-client-ts'
import { useEffect, useState } from 'react'
import { AuthProvider, hasAuthParams, useAuth, type ErrorContext } from 'react-oidc-context'
import { LoadingView } from '../ui/LoadingView'
import { NoticePage } from '../ui/NoticePage'
import { isConnectionFailure } from '../../core/api/errors'
import { t } from '../../core/i18n/t'
import { BASE_PATH, DEFAULT_SIGNED_IN_PATH } from '../../core/paths'

const route = getRouteApi('/(public)/callback')

/**
 * Where the provider sends the browser back; react-oidc-context's AuthProvider finishes the
 * sign-in here, the only page that needs it. Without a sign-in reply it is the console's
 * default page (docs/product/shell-and-routes.md).
 */
export function CallbackPage() {
  const { auth } = useRouteContext({ from: '__root__' })
  const { userManager, pendingState } = route.useLoaderData()
  const router = useRouter()
  // Read once: finishing the sign-in replaces the address, and this page must not then redirect again.
  const [isSignInReply] = useState(() => hasAuthParams())
  useEffect(() => {
    if (!isSignInReply) router.history.replace(`${BASE_PATH}${DEFAULT_SIGNED_IN_PATH}`)
    // Every page a sign-in returns to is inside the shell: its code loads while the tokens are fetched.
    else void router.loadRouteChunk(router.routesById['/(console)/_shell'])
  }, [isSignInReply, router])
  return (
    <AuthProvider
      userManager={userManager}
      skipSigninCallback={!isSignInReply}
      onSigninCallback={(user) => {
        // A full path under the base path: the raw history takes it as it is.
        router.history.replace(auth.finishSignIn(user))
      }}
    >
      <SignInStatus pendingState={pendingState} />
    </AuthProvider>
  )
}

/**
 * A loading view while the sign-in finishes, or why it failed with a way to try again: towards the
 * page the failed sign-in was for, which its state names (`pendingState`, undefined for a reply to
 * a sign-in this browser never started).
 */
function SignInStatus({ pendingState }: { pendingState: unknown }) {
  const { error } = useAuth()
  const { auth } = useRouteContext({ from: '__root__' })
  const [startFailed, setStartFailed] = useState(false)
  if (!error) return <LoadingView />
  return (
    <NoticePage
      standalone
      heading={t('app.signInFailed')}
      {...whySignInFailed(error)}
      action={{ label: t('forceLogin.login'), onClick: () => void auth.signInAgain(pendingState).then((started) => setStartFailed(!started)) }}
    >
      {/* A line of text, not the kit's alert: the alert's icons would add a file to every sign-in's way to the console. */}
      {startFailed && (
        <p role="alert" className="plain-secondary">
          {t('Errors.FETCH_COMMUNICATION_ERROR')}
        </p>
      )}
    </NoticePage>
  )
}

/**
 * The failure in words the user can act on: a server that could not be reached, or the provider's
 * own refusal (its description, rendered as text). Anything else (a reply this browser did not ask
 * for, a token that fails its checks) is the sign-in client's English, so the catalogue's words stand in.
 */
function whySignInFailed(error: ErrorContext): { body: string; bodyFromServer?: boolean } {
  const cause = error.innerError
  if (isConnectionFailure(cause)) return { body: t('Errors.FETCH_COMMUNICATION_ERROR') }
  if (cause instanceof ErrorResponse && cause.message) return { body: cause.message, bodyFromServer: true }
  return { body: t('Errors.unknownError') }
}
