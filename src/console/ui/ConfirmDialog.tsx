import type { RouterHistory } from '@tanstack/react-router'
import { createContext, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import type { ConfirmOptions } from './ConfirmDialogView'
import { holdHistorySteps } from './history-steps'
import { usePreload } from './preload'
import { lazyComponent } from './lazy-component'
import { listOf, returnFocusTo } from './list/return-focus'

type Confirm = (options: ConfirmOptions) => Promise<boolean>

const ConfirmContext = createContext<Confirm | undefined>(undefined)

/** Marks the history entry a question added, beside the router's own keys. */
const QUESTION_ENTRY = 'questionAsked'

// Every page sits under the provider, most never ask: the dialog's code loads once a screen that
// asks (useConfirm) has painted, or on the first question if that comes sooner (decision 029).
const ConfirmDialogView = lazyComponent(() => import('./ConfirmDialogView').then((module) => module.ConfirmDialogView))

/**
 * One in-page confirmation for destructive actions (docs/product/lists-and-dialogs.md): it resolves true only
 * when the action's own button is pressed; Cancel, Escape or Back resolve false, a click outside does nothing.
 * `history` is the router's: the provider sits above the router, so that every screen can ask.
 */
export function ConfirmProvider({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions>()
  // Once asked, the dialog stays mounted so that closing keeps its transition and focus return.
  const [asked, setAsked] = useState(false)
  const resolver = useRef<(answer: boolean) => void>(undefined)

  // What had the focus when the question was asked, and its list: the focus goes back there once
  // the dialog has gone.
  const opener = useRef<{ control: HTMLElement; list: Element | null }>(undefined)

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false)
    const control = document.activeElement
    opener.current = control instanceof HTMLElement && control !== document.body ? { control, list: listOf(control) } : undefined
    setOptions(next)
    setAsked(true)
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve
    })
  }, [])

  const answer = useCallback((value: boolean) => {
    resolver.current?.(value)
    resolver.current = undefined
    setOptions(undefined)
  }, [])

  // Back, as a phone's back button is used to, closes the question and goes nowhere else: going
  // on would close the screen or the modal that asked it, and leave the question standing alone.
  // The question stands on a history entry of its own, the screen's address again, so Back has a
  // step inside the console to take even on the first screen after sign-in, whose entry before is
  // another page: Back steps off the question's entry onto the screen's, and answers no. Other
  // steps are held. Once the question has gone another way, its entry goes too.
  const open = options !== undefined
  useEffect(() => {
    if (!open) return
    history.push(history.location.href, { ...history.location.state, [QUESTION_ENTRY]: true })
    // Told by the step itself: the history's location may not have moved yet when the answer closes it.
    let steppedOff = false
    const release = holdHistorySteps(history, (action) => {
      steppedOff = action === 'BACK'
      answer(false)
      return !steppedOff
    })
    return () => {
      release()
      if (!steppedOff && QUESTION_ENTRY in history.location.state) history.back({ ignoreBlocker: true })
    }
  }, [open, history, answer])

  return (
    <ConfirmContext value={confirm}>
      {children}
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialogView options={options} answer={answer} onClosed={() => opener.current && returnFocusTo(opener.current.control, opener.current.list)} />
        </Suspense>
      )}
    </ConfirmContext>
  )
}

export function useConfirm(): Confirm {
  usePreload(ConfirmDialogView)
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider above it')
  return confirm
}
