import { useState } from 'react'
import { currentSession } from '../../core/auth/auth-controller'
import { rememberedUsername } from '../../core/auth/remembered-username'
import { BASE_PATH, DEFAULT_SIGNED_IN_PATH, PATHS } from '../../core/paths'
import '../ui/plain.css'
import { t } from '../../core/i18n/t'
import { ChangePasswordForm } from './ChangePasswordForm'
// This screen's English texts come with its code (other-screens-texts.ts).
import '../../core/i18n/other-screens-texts'

/**
 * The name the Username field starts with: the signed-in user's, else the one this tab kept from
 * the login form or the header's menu (docs/product/change-password.md). Only ever a first value.
 */
function initialUsername(): string | undefined {
  return currentSession()?.username ?? rememberedUsername()
}

/** Where 'Cancel' leads: back to the console for a signed-in user, else to the login page. */
const cancelTarget = () => `${BASE_PATH}${currentSession() ? DEFAULT_SIGNED_IN_PATH : PATHS.login}`

/** The change-password page, outside the shell (docs/product/change-password.md). */
export function ChangePasswordPage() {
  const [username] = useState(initialUsername)
  const [cancelHref] = useState(cancelTarget)
  return (
    <main className="plain-page">
      <div className="plain-card plain-stack" data-outlined>
        <h1 className="plain-heading">{t('changePassword.title')}</h1>
        <ChangePasswordForm initialUsername={username} />
        <a className="plain-link" href={cancelHref}>
          {t('dialog.cancel')}
        </a>
      </div>
    </main>
  )
}
