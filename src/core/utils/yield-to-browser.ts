/**
 * Resolves in a later task, so that the browser may paint and answer input before the work that
 * follows. A chain of promises runs as one task however long it gets.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
