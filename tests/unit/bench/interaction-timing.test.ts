// @vitest-environment node
import type { Locator, Page } from '@playwright/test'
import { describe, expect, it } from 'vitest'
import { POINTER_REST_MS, timeClick } from '../../bench/interaction-timing'

type Event = { what: 'hover' | 'arm' | 'click' | 'read' | 'dispose'; at: number }

/** A page and target that only note what the bench asks of them, and when. */
function recordingPage(answeredInMs: number) {
  const events: Event[] = []
  const note = (what: Event['what']) => events.push({ what, at: performance.now() })
  const armed = {
    evaluate: () => {
      note('read')
      return Promise.resolve(answeredInMs)
    },
    dispose: () => {
      note('dispose')
      return Promise.resolve()
    },
  }
  const page = {
    evaluateHandle: () => {
      note('arm')
      return Promise.resolve(armed)
    },
  }
  const target = {
    hover: () => {
      note('hover')
      return Promise.resolve()
    },
    click: () => {
      note('click')
      return Promise.resolve()
    },
  }
  // Only the members timeClick uses are there; the casts say so rather than build whole Playwright objects.
  return { events, page: page as unknown as Page, target: target as unknown as Locator }
}

describe('a timed click', () => {
  it('rests the pointer on its target before pressing, and times from the press, not from the arrival', async () => {
    const { events, page, target } = recordingPage(42)

    expect(await timeClick(page, target, [{ css: '[role="dialog"]' }])).toBe(42)

    expect(events.map(({ what }) => what)).toEqual(['hover', 'arm', 'click', 'read', 'dispose'])
    const at = (what: Event['what']) => events.find((event) => event.what === what)?.at ?? NaN
    // A timer may fire a millisecond early on its rounding; never a rest's worth.
    expect(at('click') - at('hover')).toBeGreaterThanOrEqual(POINTER_REST_MS - 2)
    // Armed after the rest: what the pointer's arrival started is not in the time measured.
    expect(at('arm') - at('hover')).toBeGreaterThanOrEqual(POINTER_REST_MS - 2)
  })

  it('lets go of the page’s timing even when the click fails', async () => {
    const { events, page, target } = recordingPage(0)
    Object.assign(target, { click: () => Promise.reject(new Error('the button is covered')) })

    await expect(timeClick(page, target, [{ css: '[role="dialog"]' }])).rejects.toThrow('the button is covered')
    expect(events.map(({ what }) => what)).toEqual(['hover', 'arm', 'dispose'])
  })
})
