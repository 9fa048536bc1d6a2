import AccountCircleIcon from '@mui/icons-material/AccountCircle'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import LockResetIcon from '@mui/icons-material/LockReset'
import LogoutIcon from '@mui/icons-material/Logout'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useId, useRef, useState, type MouseEvent } from 'react'
import { rememberUsername } from '../../core/auth/remembered-username'
import { useSessionClaims } from '../../core/auth/use-session'
import { t } from '../../core/i18n/t'
import { isCut } from '../ui/OneLineText'
import { useCloseOnNavigation } from './use-close-on-navigation'

/**
 * The header's account button, named with the signed-in e-mail, and its menu: 'Change password'
 * and 'Logout' (docs/product/shell-and-routes.md). MUI's menu gives the keyboard behaviour: the
 * first item takes focus, the arrows move, Escape closes and focus returns to the button.
 */
export function AccountMenu({ onLogout, compact }: { onLogout: () => void; compact: boolean }) {
  const claims = useSessionClaims()
  const email = claims?.email
  const username = claims?.preferred_username
  const navigate = useNavigate()
  // The menu hangs from the button's outer edge: its right in a left-to-right page, its left in
  // Arabic, where the header is mirrored (MUI's placement names physical sides).
  const outerEdge = useTheme().direction === 'rtl' ? 'left' : 'right'
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const buttonId = useId()
  const menuId = useId()
  const open = anchor !== null
  const line = useRef<HTMLSpanElement>(null)
  const [wholeShown, setWholeShown] = useState(false)
  const close = useCallback(() => setAnchor(null), [])
  useCloseOnNavigation(close)

  const changePassword = () => {
    close()
    // Left for the change-password page to fill its Username field with, even after a reload
    // there has taken the session's tokens out of storage (docs/product/change-password.md).
    if (username !== undefined) rememberUsername(username)
    void navigate({ to: '/change-password' })
  }
  const logout = () => {
    close()
    onLogout()
  }

  const name = [email, username].find((value) => value?.trim()) ?? t('app.account')
  const menuButton = {
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(open ? null : event.currentTarget),
  } as const

  return (
    <>
      {/* The whole e-mail, for a pointer resting on the button or the keyboard's focus on it, when the
          button does not show all of it: MUI's Tooltip, since the button takes focus. Never over
          the open menu, and not for a finger, whose tap is the button's. */}
      <Tooltip
        title={name}
        open={wholeShown && !open}
        onOpen={() => setWholeShown(compact || (line.current !== null && isCut(line.current)))}
        onClose={() => setWholeShown(false)}
        disableTouchListener
      >
        {compact ? (
          // Below 900 px the header has room for the icon only; the e-mail still names the button.
          <IconButton id={buttonId} color="inherit" aria-label={name} {...menuButton}>
            <AccountCircleIcon />
          </IconButton>
        ) : (
          <Button
            id={buttonId}
            color="inherit"
            {...menuButton}
            startIcon={<AccountCircleIcon aria-hidden="true" />}
            endIcon={<ArrowDropDownIcon aria-hidden="true" />}
            sx={{ textTransform: 'none', minWidth: 0 }}
          >
            {/* Cut short with an ellipsis: an e-mail of any length leaves the rest of the header in
                place. It keeps its own direction, cut at its end in an Arabic page too. */}
            <Typography
              ref={line}
              component="span"
              dir="auto"
              variant="inherit"
              noWrap
              data-testid="user-email"
              sx={{ display: 'block', maxWidth: 280, textAlign: 'match-parent' }}
            >
              {name}
            </Typography>
          </Button>
        )}
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: outerEdge }}
        transformOrigin={{ vertical: 'top', horizontal: outerEdge }}
        slotProps={{ list: { id: menuId, 'aria-labelledby': buttonId } }}
      >
        <MenuItem onClick={changePassword}>
          <ListItemIcon>
            <LockResetIcon fontSize="small" aria-hidden="true" />
          </ListItemIcon>
          {t('app.changePassword')}
        </MenuItem>
        <MenuItem onClick={logout}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" aria-hidden="true" />
          </ListItemIcon>
          {t('app.logout')}
        </MenuItem>
      </Menu>
    </>
  )
}
