import { getRouteApi } from '@tanstack/react-router'
import { NoticePage } from '../ui/NoticePage'
import { PlainAlert } from '../ui/PlainAlert'
import { t } from '../../core/i18n/t'
import { useStartSignIn } from './use-start-sign-in'

const route = getRouteApi('/(public)/forcelogin')

export function ForceLoginPage() {
  const { expired } = route.useSearch()
  const signIn = useStartSignIn()
  return (
    <NoticePage
      standalone
      heading={t('forceLogin.message')}
      notice={
        <>
          {expired && <PlainAlert severity="warning">{t('Errors.RECEIVED_LOGIN_REDIRECT')}</PlainAlert>}
          {signIn.failed && <PlainAlert severity="error">{t('Errors.FETCH_COMMUNICATION_ERROR')}</PlainAlert>}
        </>
      }
      action={{ label: t('forceLogin.login'), onClick: signIn.start }}
    />
  )
}
