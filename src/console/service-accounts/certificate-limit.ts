import { formatNumber } from '../../core/i18n/format'
import { t } from '../../core/i18n/t'

/**
 * Why no further key can be generated, at a limit of `max` keys (configured, 1 to 100). A limit of
 * one has a sentence of its own: 'the maximum of 1 certificates. Revoke one' reads wrong, and each
 * language's count agrees with its noun differently.
 */
export function certificateLimitText(max: number): string {
  return max === 1 ? t('certificates.limitReachedOne') : t('certificates.limitReached', { max: formatNumber(max) })
}
