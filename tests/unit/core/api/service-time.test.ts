import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { timeRemaining } from '../../../../src/console/service-accounts/time-remaining'
import { parseServiceTime } from '../../../../src/core/api/service-time'
import { formatDateTime } from '../../../../src/core/i18n/format'

// A browser five hours behind UTC: a time read as local instead of UTC lands five hours off.
let zoneBefore: string | undefined
beforeEach(() => {
  zoneBefore = process.env.TZ
  process.env.TZ = 'America/New_York'
})
afterEach(() => {
  if (zoneBefore === undefined) delete process.env.TZ
  else process.env.TZ = zoneBefore
})

describe('a service time', () => {
  it('is read as UTC when it leaves out its zone', () => {
    const twoPastTwoUtc = Date.UTC(2026, 2, 5, 14, 7)
    expect(parseServiceTime('2026-03-05T14:07:00Z')).toBe(twoPastTwoUtc)
    expect(parseServiceTime('2026-03-05T14:07:00')).toBe(twoPastTwoUtc)
    expect(parseServiceTime('2026-03-05T14:07')).toBe(twoPastTwoUtc)
    expect(parseServiceTime('2026-03-05T14:07:00.250')).toBe(twoPastTwoUtc + 250)
    // RFC 3339 allows a space or a lowercase t for the T, ISO 8601 a comma for the decimal point.
    expect(parseServiceTime('2026-03-05 14:07:00')).toBe(twoPastTwoUtc)
    expect(parseServiceTime('2026-03-05 14:07:00Z')).toBe(twoPastTwoUtc)
    expect(parseServiceTime('2026-03-05t14:07:00')).toBe(twoPastTwoUtc)
    expect(parseServiceTime('2026-03-05T14:07:00,250')).toBe(twoPastTwoUtc + 250)
    expect(parseServiceTime('2026-03-05T14:07:00,5Z')).toBe(twoPastTwoUtc + 500)
  })

  it('keeps a zone it names and is NaN when unreadable', () => {
    expect(parseServiceTime('2026-03-05T15:07:00+01:00')).toBe(Date.UTC(2026, 2, 5, 14, 7))
    expect(parseServiceTime('2026-03-05')).toBe(Date.UTC(2026, 2, 5))
    expect(parseServiceTime('yesterday')).toBeNaN()
    expect(parseServiceTime('2026-03-05T14:07:00Q')).toBeNaN()
    expect(parseServiceTime('2026-03-05T14:07:00z')).toBe(Date.UTC(2026, 2, 5, 14, 7))
    expect(parseServiceTime('2026-03-05T15:07:00+0100')).toBe(Date.UTC(2026, 2, 5, 14, 7))
    expect(parseServiceTime('2024-02-29T10:00:00Z')).toBe(Date.UTC(2024, 1, 29, 10))
  })

  it('reads no other shape and no day past its month, which Date.parse would take', () => {
    // Date.parse rolls these into the next month, or reads them as the browser's local time.
    for (const text of ['2024-02-30T10:00:00Z', '2025-02-29T10:00:00Z', '2026-04-31', '1', '03/05/2026 10:00', 'March 5, 2026', '2026-03-05T14:07:00 GMT']) {
      expect(parseServiceTime(text), text).toBeNaN()
    }
  })

  it('shows the same date and time in a list whether or not the service wrote the zone', () => {
    expect(formatDateTime('2026-03-05T14:07:00')).toBe(formatDateTime('2026-03-05T14:07:00Z'))
  })

  it('shows a time it cannot read as the service wrote it, and nothing for none', () => {
    expect(formatDateTime('2026-13-45T25:00:00Z')).toBe('2026-13-45T25:00:00Z')
    expect(formatDateTime('2024-02-30T10:00:00Z')).toBe('2024-02-30T10:00:00Z')
    expect(formatDateTime('1')).toBe('1')
    expect(formatDateTime('')).toBe('')
    expect(formatDateTime(null)).toBe('')
  })

  it('gives a certificate key the time left to its expiry in UTC', () => {
    const noon = Date.UTC(2026, 2, 5, 12)
    expect(timeRemaining('2026-03-05T14:00:00', noon)).toEqual({ kind: 'expiring', distance: '2 hours' })
    expect(timeRemaining('2026-03-05T11:00:00', noon)).toEqual({ kind: 'expired' })
  })
})
