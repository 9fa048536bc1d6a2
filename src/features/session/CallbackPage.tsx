import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { hasAuthParams, useAuth } from 'react-oidc-context'
import { LoadingView } from '../../components/LoadingView'
import { NoticePage } from '../../components/NoticePage'
import { t } from '../../i18n/t'
import { BASE_PATH, DEFAULT_SIGNED_IN_PATH } from '../../paths'

/**
 * Where the provider sends the browser back; the AuthProvider finishes the sign-in here.
 * Without a sign-in reply it is the console's default page (SPEC.md §2).
 */
export function CallbackPage() {
  const { error } = useAuth()
  const { auth } = useRouteContext({ from: '__root__' })
  const router = useRouter()
  // Read once: finishing the sign-in replaces the address, and this page must not then redirect again.
  const [isSignInReply] = useState(() => hasAuthParams())
  useEffect(() => {
    if (!isSignInReply) router.history.replace(`${BASE_PATH}${DEFAULT_SIGNED_IN_PATH}`)
  }, [isSignInReply, router])
  if (!error) return <LoadingView />
  return (
    <NoticePage
      standalone
      heading={t('app.signInFailed')}
      body={error.message}
      action={{ label: t('forceLogin.login'), onClick: () => void auth.signIn(`${BASE_PATH}${DEFAULT_SIGNED_IN_PATH}`) }}
    />
  )
}
