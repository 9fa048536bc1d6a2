import { isApiError } from './errors'

export interface BatchResult<T> {
  /** Replies of the calls that succeeded, in order. */
  done: T[]
  /** The failure that stopped the batch, with the index of the item that failed. */
  failure?: { index: number; error: unknown }
}

/**
 * Runs one call per item, one after another, and stops at the first failure (the product:
 * a batch stops at the first bad code; docs/product/errors.md). Any failure stops it: carrying on after a
 * network error or a 5xx would only hide from the user what was not done.
 * An abort is not a failure to report: it is rethrown.
 */
export async function runBatch<I, T>(
  items: readonly I[],
  callOne: (item: I, index: number) => Promise<T>,
): Promise<BatchResult<T>> {
  const done: T[] = []
  for (const [index, item] of items.entries()) {
    try {
      done.push(await callOne(item, index))
    } catch (error) {
      if (!isApiError(error)) throw error
      return { done, failure: { index, error } }
    }
  }
  return { done }
}
