import { utc } from '@date-fns/utc'
import { formatDistanceStrict } from 'date-fns'
import { parseServiceTime } from '../../core/api/service-time'
import { currentDateLocale } from '../../core/i18n/language'

/** Keys closer to their expiry than this are flagged, so there is time to generate a new one. */
export const EXPIRY_WARNING_DAYS = 30
const DAY_MS = 86_400_000

export type TimeRemaining =
  | { kind: 'valid' | 'expiring'; distance: string }
  | { kind: 'expired' }
  | { kind: 'unknown' }

/**
 * How long a key is still valid: its expiry minus now (not minus its creation, which would be
 * its whole lifetime; see docs/decisions/007).
 */
export function timeRemaining(expiryTime: string | null | undefined, now: number): TimeRemaining {
  const expiry = expiryTime ? parseServiceTime(expiryTime) : NaN
  if (Number.isNaN(expiry)) return { kind: 'unknown' }
  if (expiry <= now) return { kind: 'expired' }
  // Rounded down: a key with 11 days and 23 hours left must not read as 12 days. Counted in UTC:
  // in the browser's zone date-fns would add the hour a change of its clocks gains or loses.
  const distance = formatDistanceStrict(expiry, now, { roundingMethod: 'floor', locale: currentDateLocale(), in: utc })
  return { kind: expiry - now < EXPIRY_WARNING_DAYS * DAY_MS ? 'expiring' : 'valid', distance }
}
