import { getRouteApi, useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { NoticePage } from '../ui/NoticePage'
import { PlainAlert } from '../ui/PlainAlert'
import { t } from '../../core/i18n/t'

const route = getRouteApi('/(public)/forcelogin')

export function ForceLoginPage() {
  const { auth } = useRouteContext({ from: '__root__' })
  const { expired } = route.useSearch()
  const [startFailed, setStartFailed] = useState(false)
  return (
    <NoticePage
      standalone
      heading={t('forceLogin.message')}
      notice={
        <>
          {expired && <PlainAlert severity="warning">{t('Errors.RECEIVED_LOGIN_REDIRECT')}</PlainAlert>}
          {startFailed && <PlainAlert severity="error">{t('Errors.FETCH_COMMUNICATION_ERROR')}</PlainAlert>}
        </>
      }
      action={{ label: t('forceLogin.login'), onClick: () => void auth.signInAgain().then((started) => setStartFailed(!started)) }}
    />
  )
}
