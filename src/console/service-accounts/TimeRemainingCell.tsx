import Chip from '@mui/material/Chip'
import { t } from '../../core/i18n/t'
import { timeRemaining } from './time-remaining'

/** A key's remaining validity: plain while valid, a warning under 30 days, an error once expired. */
export function TimeRemainingCell({ expiryTime, now }: { expiryTime: string | null | undefined; now: number }) {
  const remaining = timeRemaining(expiryTime, now)
  switch (remaining.kind) {
    case 'expired':
      return <Chip size="small" color="error" label={t('certificates.expired')} />
    case 'expiring':
      return <Chip size="small" color="warning" label={t('certificates.expiresSoon', { distance: remaining.distance })} />
    case 'valid':
      return remaining.distance
    case 'unknown':
      return expiryTime
  }
}
