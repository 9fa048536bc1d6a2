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
  const inFlight = useRef(false)
  return (event) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    void handleSubmit(save)(event).finally(() => {
      inFlight.current = false
    })
  }
}
