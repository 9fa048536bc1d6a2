// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_THROTTLE_MS, throttle } from '../../../../src/core/utils/throttle'

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is 1000 ms for the users filter', () => {
    expect(SEARCH_THROTTLE_MS).toBe(1000)
  })

  it('runs the first call at once and folds the rest of the window into one trailing call', () => {
    const fn = vi.fn()
    const search = throttle(fn, 1000)
    search('a')
    expect(fn).toHaveBeenCalledWith('a')
    search('ab')
    search('abc')
    vi.advanceTimersByTime(999)
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(2)
    expect(fn).toHaveBeenLastCalledWith('abc')
  })

  it('never runs twice within the window', () => {
    const fn = vi.fn()
    const search = throttle(fn, 1000)
    for (let ms = 0; ms < 3500; ms += 100) {
      search(ms)
      vi.advanceTimersByTime(100)
    }
    vi.advanceTimersByTime(1000)
    const times = fn.mock.calls.map(([ms]) => ms as number)
    expect(times).toEqual([0, 900, 1900, 2900, 3400])
  })

  it('makes a pending call at once when flushed, and then has none left to make', () => {
    const fn = vi.fn()
    const search = throttle(fn, 1000)
    search.flush()
    expect(fn).not.toHaveBeenCalled()
    search('a')
    search('ab')
    search.flush()
    expect(fn).toHaveBeenLastCalledWith('ab')
    // The flushed call counts as a run: the next one within its window waits for the window.
    search('abc')
    expect(fn).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(3)
    expect(fn).toHaveBeenLastCalledWith('abc')
    vi.advanceTimersByTime(2000)
    expect(fn).toHaveBeenCalledTimes(3)
  })

  it('runs at once again after a quiet window', () => {
    const fn = vi.fn()
    const search = throttle(fn, 1000)
    search(1)
    vi.advanceTimersByTime(1500)
    search(2)
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('drops a pending call when cancelled', () => {
    const fn = vi.fn()
    const search = throttle(fn, 1000)
    search(1)
    search(2)
    search.cancel()
    vi.advanceTimersByTime(2000)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
