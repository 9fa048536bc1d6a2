// One run at a time, for a button (useSingleFlight) or a form submit built on it (useSingleSubmit).
import { useRef, type SyntheticEvent } from 'react'
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form'

/**
 * The submit handler of a modal form: validates, then saves, one request per submit however
 * fast the clicks or Enter presses come (validation is async, so the button alone cannot tell).
 * `save` keeps the form open by catching its own failure.
 */
export function useSingleSubmit<T extends FieldValues>(
  handleSubmit: UseFormHandleSubmit<T>,
  save: (values: T) => Promise<void>,
): (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => void {
  const submit = useSingleFlight((event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => handleSubmit(save)(event))
  return (event) => {
    event.preventDefault()
    submit(event)
  }
}

/**
 * An action behind a plain button (no form), run once at a time: presses that come while it
 * runs are ignored. The button's busy state reaches the page a render later than the press,
 * which quick presses can beat; this does not depend on it. A failure is left to whoever
 * reports it (the query client's toasts, or `action` itself).
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<unknown>): (...args: A) => void {
  const inFlight = useRef(false)
  return (...args) => {
    if (inFlight.current) return
    inFlight.current = true
    action(...args)
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = false
      })
  }
}
