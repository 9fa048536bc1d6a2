import { getRouteApi, useRouteContext } from '@tanstack/react-router'
import { NoticePage } from '../ui/NoticePage'
import { PlainAlert } from '../ui/PlainAlert'
import { t } from '../../core/i18n/t'
import { BASE_PATH, DEFAULT_SIGNED_IN_PATH } from '../../core/paths'

const route = getRouteApi('/(public)/forcelogin')

export function ForceLoginPage() {
  const { auth } = useRouteContext({ from: '__root__' })
  const { expired } = route.useSearch()
  return (
    <NoticePage
      standalone
      heading={t('forceLogin.message')}
      notice={expired ? <PlainAlert severity="warning">{t('Errors.RECEIVED_LOGIN_REDIRECT')}</PlainAlert> : undefined}
      action={{ label: t('forceLogin.login'), onClick: () => void auth.signIn(`${BASE_PATH}${DEFAULT_SIGNED_IN_PATH}`) }}
    />
  )
}
