// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { deliverToasts, pushToast, whenToastWaits } from '../../../src/core/toast-queue'

describe('toast queue', () => {
  it('keeps toasts raised before the host loads, wakes the host once, then hands them over in order', () => {
    const wake = vi.fn()
    const stopWaking = whenToastWaits(wake)
    pushToast({ message: 'first', variant: 'error' })
    pushToast({ message: 'second', variant: 'success' })
    expect(wake).toHaveBeenCalled()
    stopWaking()

    const shown: string[] = []
    const stop = deliverToasts((toast) => shown.push(`${toast.variant}: ${toast.message}`))
    expect(shown).toEqual(['error: first', 'success: second'])
    pushToast({ message: 'third', variant: 'info' })
    expect(shown).toEqual(['error: first', 'success: second', 'info: third'])
    stop()
  })

  it('wakes a host that starts listening after a toast already waits', () => {
    pushToast({ message: 'early', variant: 'warning' })
    const wake = vi.fn()
    whenToastWaits(wake)()
    expect(wake).toHaveBeenCalledTimes(1)
    deliverToasts(() => undefined)()
  })
})
