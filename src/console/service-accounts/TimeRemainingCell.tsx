import Chip from '@mui/material/Chip'
import { t } from '../../core/i18n/t'
import { timeRemaining } from './time-remaining'

/**
 * A chip's label wraps between words where its column is narrow (a phone, a large text size),
 * rather than being cut to '11 …': its words are what it says. MUI cuts a chip's label to one line.
 */
const WRAPPING = { height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } } as const

/** A key's remaining validity: plain while valid, a warning under 30 days, an error once expired. */
export function TimeRemainingCell({ expiryTime, now }: { expiryTime: string | null | undefined; now: number }) {
  const remaining = timeRemaining(expiryTime, now)
  switch (remaining.kind) {
    case 'expired':
      return <Chip size="small" color="error" sx={WRAPPING} label={t('certificates.expired')} />
    case 'expiring':
      return <Chip size="small" color="warning" sx={WRAPPING} label={t('certificates.expiresSoon', { distance: remaining.distance })} />
    case 'valid':
      return remaining.distance
    case 'unknown':
      return expiryTime
  }
}
