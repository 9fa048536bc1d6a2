import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ToastHost } from '../../../../src/console/ui/toasts/ToastHost'
import { notify } from '../../../../src/core/notify'

afterEach(() => {
  vi.useRealTimers()
})

/** Lets `ms` pass in small steps, so timers that a render sets up run within the same stretch. */
async function passTime(ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += 50) await act(() => vi.advanceTimersByTimeAsync(50))
}

describe('a toast', () => {
  it('stays 2 seconds, then goes by itself', async () => {
    vi.useFakeTimers()
    render(<ToastHost />)
    act(() => notify('Successfully created the user.', 'success'))
    await passTime(1_900)
    expect(screen.getByText('Successfully created the user.')).toBeVisible()
    // Past its 2 s, with room for the leaving transition.
    await passTime(1_000)
    expect(screen.queryByText('Successfully created the user.')).toBeNull()
  })
})
