// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { runBatch } from '../../../../src/core/api/batch'
import { ApiError } from '../../../../src/core/api/errors'

describe('runBatch', () => {
  it('runs the calls one after another, in order', async () => {
    const order: string[] = []
    const result = await runBatch(['a', 'b', 'c'], async (item) => {
      order.push(`start ${item}`)
      await new Promise((resolve) => setTimeout(resolve, 5))
      order.push(`end ${item}`)
      return item.toUpperCase()
    })
    expect(result).toEqual({ done: ['A', 'B', 'C'] })
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
  })

  it('stops at the first failure and says which item failed', async () => {
    const failure = new ApiError('HTTP_409', 409)
    const callOne = vi.fn((item: number) => (item === 2 ? Promise.reject(failure) : Promise.resolve(item)))
    const result = await runBatch([1, 2, 3], callOne)
    expect(result).toEqual({ done: [1], failure: { index: 1, error: failure } })
    expect(callOne).toHaveBeenCalledTimes(2)
  })

  it('rethrows what is not a call failure, such as an abort', async () => {
    const abort = new DOMException('aborted', 'AbortError')
    await expect(runBatch([1], () => Promise.reject(abort))).rejects.toBe(abort)
  })
})
