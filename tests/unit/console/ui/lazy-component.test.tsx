import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyComponent } from '../../../../src/console/ui/lazy-component'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

const show = (Component: ReturnType<typeof lazyComponent<{ name: string }>>) =>
  render(
    <Suspense fallback={<p>Waiting</p>}>
      <Component name="admin" />
    </Suspense>,
  )

describe('lazyComponent', () => {
  it('loads on its first render, showing the fallback meanwhile', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const Lazy = lazyComponent(load)
    expect(load).not.toHaveBeenCalled()
    show(Lazy)
    expect(screen.getByText('Waiting')).toBeInTheDocument()
    expect(await screen.findByText('Hello admin')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('once preloaded, renders in the same pass: no fallback, nothing to wait for', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const Lazy = lazyComponent(load)
    await act(() => Lazy.preload())
    show(Lazy)
    expect(screen.queryByText('Waiting')).toBeNull()
    expect(screen.getByText('Hello admin')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads once however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const Lazy = lazyComponent(load)
    await Promise.all([Lazy.preload(), Lazy.preload()])
    await Lazy.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks again after a failed load, so a file that is back is found', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('chunk missing')).mockResolvedValue(Greeting)
    const Lazy = lazyComponent(load)
    await expect(Lazy.preload()).rejects.toThrow('chunk missing')
    show(Lazy)
    expect(await screen.findByText('Hello admin')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
