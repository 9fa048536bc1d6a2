import { Icon } from '../ui/icons'
import { VisuallyHidden } from '../ui/VisuallyHidden'
import { t } from '../../core/i18n/t'
import { PASSWORD_RULES, type PasswordRule } from '../../core/validation/password-rules'
import './password-rules.css'

interface PasswordRulesPopoverProps {
  /** The id the New Password field points at with aria-describedby. */
  id: string
  open: boolean
  rules: Record<PasswordRule, boolean>
}

/**
 * The rules of a new password next to its field while it has focus (docs/product/change-password.md), each ticked
 * live. Kept in the page (hidden when closed), so the field's description is always there.
 * Rendered right after the field inside `.password-rules-anchor`, which places it beside it.
 */
export function PasswordRulesPopover({ id, open, rules }: PasswordRulesPopoverProps) {
  const titleId = `${id}-title`
  return (
    <div id={id} role="tooltip" className="password-rules" hidden={!open} aria-labelledby={titleId}>
      <p id={titleId} className="password-rules-title">
        {t('changePassword.rulesTitle')}
      </p>
      <ul>
        {PASSWORD_RULES.map((rule) => {
          const met = rules[rule]
          return (
            <li key={rule} data-rule={rule} data-met={met}>
              <Icon name={met ? 'checkCircle' : 'cancel'} size="small" />
              <span>{t(`changePassword.rules.${rule}`)}</span>
              <VisuallyHidden>{` ${met ? t('changePassword.ruleMet') : t('changePassword.ruleNotMet')}`}</VisuallyHidden>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
