import { z } from 'zod/mini'
import { t } from '../../core/i18n/t'
import { DESCRIPTION_MAX_LENGTH } from '../../core/validation/field-rules'
import { emailProblem, nameProblem } from '../ui/form/address-checks'
import { checkedText, tooLongProblem } from '../ui/form/field-checks'

/**
 * The create-service-account form (docs/product/service-accounts.md): a name, required; an
 * e-mail address and a description, optional. Every field is trimmed and held to its limit, so
 * what it gives is the body the service takes.
 */
export const serviceAccountFormSchema = z.object({
  name: checkedText((value) => nameProblem(value, t('serviceAccounts.modal.name')), () => t('validation.required')),
  email_address: checkedText((value) => emailProblem(value, t('serviceAccounts.modal.email'))),
  description: checkedText((value) => tooLongProblem(value, t('serviceAccounts.modal.description'), DESCRIPTION_MAX_LENGTH)),
})
export type ServiceAccountFormValues = z.infer<typeof serviceAccountFormSchema>

export const EMPTY_SERVICE_ACCOUNT_FORM: ServiceAccountFormValues = { name: '', email_address: '', description: '' }
