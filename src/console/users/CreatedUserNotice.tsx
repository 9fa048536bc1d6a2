import Alert from '@mui/material/Alert'
import MuiLink from '@mui/material/Link'
import { createLink } from '@tanstack/react-router'
import { t, tIsolated } from '../../core/i18n/t'
import { filterForUsername } from './users-search'

const RouterLink = createLink(MuiLink)

interface CreatedUserNoticeProps {
  username: string
  onClose: () => void
}

/**
 * Names the user just created, with a link that filters the list to it (docs/product/users.md
 * 'A new user'). The service's order of users is no part of its contract, so the page that holds
 * the new user cannot be worked out; the filter finds it wherever the service puts it.
 */
export function CreatedUserNotice({ username, onClose }: CreatedUserNoticeProps) {
  return (
    <Alert severity="success" role="status" onClose={onClose} closeText={t('dialog.close')} sx={{ mb: 1 }}>
      {tIsolated('users.created.message', { name: username })}{' '}
      <RouterLink
        from="/identities/users"
        to="/identities/users"
        search={(previous) => ({ ...previous, filter: filterForUsername(username), page: 1 })}
      >
        {tIsolated('users.created.show', { name: username })}
      </RouterLink>
    </Alert>
  )
}
