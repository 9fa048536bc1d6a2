import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useFirstRenderInSlices } from '../../../../src/console/shell/use-first-render-in-slices'

describe('useFirstRenderInSlices', () => {
  it('is false on the first render, then true, and stays true', async () => {
    const seen: boolean[] = []
    const { rerender } = renderHook(() => {
      const sliced = useFirstRenderInSlices()
      seen.push(sliced)
      return sliced
    })
    expect(seen[0]).toBe(false)
    await waitFor(() => expect(seen.at(-1)).toBe(true))
    rerender()
    expect(seen.at(-1)).toBe(true)
  })
})
