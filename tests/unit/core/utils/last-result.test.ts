// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { keepLastResult } from '../../../../src/core/utils/last-result'

describe('keepLastResult', () => {
  it('reads again only when the input changes', () => {
    const read = vi.fn((text: string) => ({ length: text.length }))
    const kept = keepLastResult(read)
    const first = kept('abc')
    expect(kept('abc')).toBe(first)
    expect(read).toHaveBeenCalledTimes(1)
    expect(kept('abcd')).toEqual({ length: 4 })
    expect(kept('abc')).toEqual(first)
    expect(read).toHaveBeenCalledTimes(3)
  })

  it('keeps nothing from a read that threw', () => {
    const read = vi.fn((text: string) => {
      if (text === 'bad') throw new Error('unreadable')
      return text.toUpperCase()
    })
    const kept = keepLastResult(read)
    expect(kept('ok')).toBe('OK')
    expect(() => kept('bad')).toThrow('unreadable')
    expect(() => kept('bad')).toThrow('unreadable')
    expect(kept('ok')).toBe('OK')
  })
})
