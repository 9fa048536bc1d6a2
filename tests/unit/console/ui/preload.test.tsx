import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usePreload, type IntentHandlers, type Preloadable } from '../../../../src/console/ui/preload'

function Opener({ code, onHandlers }: { code: Preloadable; onHandlers?: (handlers: IntentHandlers) => void }) {
  const intent = usePreload(code)
  onHandlers?.(intent)
  return <button {...intent}>Open</button>
}

/** Idle callbacks that run only when the test says the browser is idle. */
function stubIdle() {
  const waiting = new Map<number, () => void>()
  let next = 1
  vi.stubGlobal('requestIdleCallback', (task: () => void, options?: { timeout?: number }) => {
    expect(options?.timeout).toBeGreaterThan(0)
    waiting.set(next, task)
    return next++
  })
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle))
  return {
    pending: () => waiting.size,
    idle: () => {
      for (const task of waiting.values()) task()
      waiting.clear()
    },
  }
}

const loader = () => ({ preload: vi.fn(() => Promise.resolve()) })

afterEach(() => {
  // Unmount while the stubs are still there: leaving cancels the idle callback.
  cleanup()
  vi.unstubAllGlobals()
})

describe('usePreload', () => {
  it('starts the load once the screen has rendered and the browser is idle, not before', () => {
    const browser = stubIdle()
    const code = loader()
    render(<Opener code={code} />)
    expect(code.preload).not.toHaveBeenCalled()
    expect(browser.pending()).toBe(1)
    act(() => browser.idle())
    expect(code.preload).toHaveBeenCalledTimes(1)
  })

  it('starts the load at once when the opener is pointed at or focused, idle or not', () => {
    stubIdle()
    const code = loader()
    render(<Opener code={code} />)
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Open' }))
    expect(code.preload).toHaveBeenCalledTimes(1)
    fireEvent.focus(screen.getByRole('button', { name: 'Open' }))
    expect(code.preload).toHaveBeenCalledTimes(2)
  })

  it('cancels the idle load when the screen leaves before the browser is idle', () => {
    const browser = stubIdle()
    const code = loader()
    const { unmount } = render(<Opener code={code} />)
    unmount()
    expect(browser.pending()).toBe(0)
    browser.idle()
    expect(code.preload).not.toHaveBeenCalled()
  })

  it('swallows a failed load for the first open to report', async () => {
    const browser = stubIdle()
    const failing = { preload: vi.fn(() => Promise.reject(new Error('chunk missing'))) }
    render(<Opener code={failing} />)
    const rejections = vi.fn()
    process.on('unhandledRejection', rejections)
    try {
      act(() => browser.idle())
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(failing.preload).toHaveBeenCalledTimes(1)
      expect(rejections).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', rejections)
    }
  })

  it('without idle callbacks (Safari), loads in a task after the render', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const code = loader()
    render(<Opener code={code} />)
    expect(code.preload).not.toHaveBeenCalled()
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(code.preload).toHaveBeenCalledTimes(1)
  })

  it('gives the same handlers on every render, so a memoised opener is not rendered again for them', () => {
    stubIdle()
    const code = loader()
    const seen: IntentHandlers[] = []
    const { rerender } = render(<Opener code={code} onHandlers={(handlers) => seen.push(handlers)} />)
    rerender(<Opener code={code} onHandlers={(handlers) => seen.push(handlers)} />)
    expect(seen).toHaveLength(2)
    expect(seen[1]).toBe(seen[0])
  })
})
