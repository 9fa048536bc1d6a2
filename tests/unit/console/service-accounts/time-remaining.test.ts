// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { timeRemaining } from '../../../../src/console/service-accounts/time-remaining'

const NOW = Date.parse('2026-03-01T12:00:00Z')
const DAY = 86_400_000
const inDays = (days: number) => new Date(NOW + days * DAY).toISOString()

describe('timeRemaining', () => {
  it('is the distance from now to the expiry, rounded down', () => {
    expect(timeRemaining(inDays(200), NOW)).toEqual({ kind: 'valid', distance: '6 months' })
    expect(timeRemaining(inDays(400), NOW)).toEqual({ kind: 'valid', distance: '1 year' })
    expect(timeRemaining(inDays(30), NOW)).toEqual({ kind: 'valid', distance: '1 month' })
  })

  it('warns under 30 days', () => {
    expect(timeRemaining(inDays(29.99), NOW)).toEqual({ kind: 'expiring', distance: '29 days' })
    expect(timeRemaining(inDays(0.5), NOW)).toEqual({ kind: 'expiring', distance: '12 hours' })
    expect(timeRemaining(new Date(NOW + 30_000).toISOString(), NOW)).toEqual({ kind: 'expiring', distance: '30 seconds' })
  })

  it('is expired from the expiry on', () => {
    expect(timeRemaining(inDays(0), NOW)).toEqual({ kind: 'expired' })
    expect(timeRemaining(inDays(-35), NOW)).toEqual({ kind: 'expired' })
  })

  it("counts whole days and months whatever the browser's clocks do meanwhile", () => {
    const zone = process.env.TZ
    // Berlin's clocks go forward an hour on 29 March 2026, between now and these expiries.
    process.env.TZ = 'Europe/Berlin'
    try {
      const now = Date.parse('2026-03-20T12:00:00Z')
      const in_ = (days: number) => new Date(now + days * DAY).toISOString()
      expect(timeRemaining(in_(11 + 23.5 / 24), now)).toEqual({ kind: 'expiring', distance: '11 days' })
      expect(timeRemaining(in_(29 + 23.5 / 24), now)).toEqual({ kind: 'expiring', distance: '29 days' })
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it('says nothing about a time it cannot read', () => {
    expect(timeRemaining('soon', NOW)).toEqual({ kind: 'unknown' })
  })
})
