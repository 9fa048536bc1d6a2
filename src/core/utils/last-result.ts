/**
 * `read` with its last input and result kept: asked again with the same input, it gives the same
 * result without reading again. For a reader asked on every render whose input seldom changes; the
 * result is shared between callers, so they must not change it.
 */
export function keepLastResult<Input, Result>(read: (input: Input) => Result): (input: Input) => Result {
  let last: { input: Input; result: Result } | undefined
  return (input) => {
    if (last?.input !== input) last = { input, result: read(input) }
    return last.result
  }
}
