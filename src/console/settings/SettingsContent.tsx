import { useLocation, useNavigate } from '@tanstack/react-router'
import { t } from '../../core/i18n/t'
import { PATHS, showsLdapNotice } from '../../core/paths'
import { Notice } from '../ui/Notice'
import { AuthenticationPage } from './AuthenticationPage'
// This screen's English texts come with its code (other-screens-texts.ts).
import '../../core/i18n/other-screens-texts'

/**
 * docs/product/settings.md: /settings or any path containing /authentication shows the
 * providers; a path containing /ldapproviders is being worked on; any other settings path
 * opens the add-provider form.
 */
export function SettingsContent() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  if (showsLdapNotice(pathname)) {
    return (
      <Notice
        heading={t('placeholders.beingWorkedOn')}
        action={{ label: t('placeholders.backToHome'), onClick: () => void navigate({ to: PATHS.home }) }}
      />
    )
  }
  const showsLists = /\/settings\/?$/.test(pathname) || pathname.includes('/authentication')
  return <AuthenticationPage addingProvider={!showsLists} />
}
