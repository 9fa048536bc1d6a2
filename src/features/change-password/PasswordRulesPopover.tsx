import CancelIcon from '@mui/icons-material/Cancel'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Popper from '@mui/material/Popper'
import Typography from '@mui/material/Typography'
import { VisuallyHidden } from '../../components/VisuallyHidden'
import { t } from '../../i18n/t'
import { PASSWORD_RULES, type PasswordRule } from './password-rules'


interface PasswordRulesPopoverProps {
  /** The id the New Password field points at with aria-describedby. */
  id: string
  anchorEl: HTMLElement | null
  open: boolean
  rules: Record<PasswordRule, boolean>
}

/**
 * The rules of a new password next to its field while it has focus (SPEC.md §2), each ticked
 * live. Kept mounted (hidden when closed), so the field's description is always there.
 */
export function PasswordRulesPopover({ id, anchorEl, open, rules }: PasswordRulesPopoverProps) {
  const titleId = `${id}-title`
  return (
    <Popper
      id={id}
      open={open && anchorEl !== null}
      anchorEl={anchorEl}
      placement="right-start"
      keepMounted
      aria-labelledby={titleId}
      sx={{ zIndex: (theme) => theme.zIndex.tooltip }}
      modifiers={[{ name: 'offset', options: { offset: [0, 12] } }]}
    >
      <Paper elevation={4} sx={{ p: 2, maxWidth: 320 }}>
        <Typography id={titleId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {t('changePassword.rulesTitle')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {PASSWORD_RULES.map((rule) => {
            const met = rules[rule]
            return (
              <Box
                component="li"
                key={rule}
                data-rule={rule}
                data-met={met}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
              >
                {met ? (
                  <CheckCircleIcon fontSize="small" color="success" aria-hidden />
                ) : (
                  <CancelIcon fontSize="small" color="error" aria-hidden />
                )}
                <Typography variant="body2" component="span">
                  {t(`changePassword.rules.${rule}`)}
                </Typography>
                <VisuallyHidden>
                  {` ${met ? t('changePassword.ruleMet') : t('changePassword.ruleNotMet')}`}
                </VisuallyHidden>
              </Box>
            )
          })}
        </Box>
      </Paper>
    </Popper>
  )
}
