import { useState } from 'react'
import { currentSession } from '../../core/auth/auth-controller'
import { readClaims } from '../../core/auth/id-token-claims'
import '../ui/plain.css'
import { t } from '../../core/i18n/t'
import { ChangePasswordForm } from './ChangePasswordForm'

/** The signed-in user's name from the identity token, if there is a session that names one. */
function sessionUsername(): string | undefined {
  const session = currentSession()
  return session ? readClaims(session.idToken)?.preferred_username : undefined
}

/** The change-password page, outside the shell (docs/product/change-password.md). */
export function ChangePasswordPage() {
  const [username] = useState(sessionUsername)
  return (
    <main className="plain-page">
      <div className="plain-card plain-stack" data-outlined>
        <h1 className="plain-heading">{t('changePassword.title')}</h1>
        <ChangePasswordForm sessionUsername={username} />
      </div>
    </main>
  )
}
