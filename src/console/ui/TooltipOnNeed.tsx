import Tooltip from '@mui/material/Tooltip'
import { useForkRef } from '@mui/material/utils'
import { cloneElement, useLayoutEffect, useRef, useState, type MouseEvent, type ReactElement, type Ref } from 'react'

/** What the trigger must take: its own handlers are kept and run first. */
interface TriggerProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void
  ref?: Ref<HTMLElement>
}

interface TooltipOnNeedProps {
  /**
   * What the tooltip says. A function is asked when the pointer arrives, with the element under
   * it; undefined means there is nothing to say this time.
   */
  title: string | ((trigger: HTMLElement) => string | undefined)
  /** One element that takes a ref and spreads its props on its DOM node, as MUI's Tooltip requires. */
  children: ReactElement<TriggerProps>
}

/**
 * MUI's Tooltip, mounted on first need: when the pointer first comes over the trigger, already
 * open. A screen draws many tooltips that are rarely shown (a disabled action's reason, a cut
 * cell's whole text) and MUI's is among the costliest things it draws (decision 029), so none of
 * that is paid while a screen renders. For a trigger that never takes focus: the trigger is drawn
 * again as the tooltip's anchor, which would lose the focus of one that had it. What the tooltip
 * says must also reach assistive technology another way (a description), since it is not there
 * until a pointer asks. Once mounted it is MUI's own: it describes its trigger, closes when the
 * pointer leaves, and Escape dismisses it.
 */
export function TooltipOnNeed({ title, children }: TooltipOnNeedProps) {
  const [asked, setAsked] = useState<{ text: string; open: boolean }>()
  const anchor = useRef<HTMLElement>(null)
  const mounted = asked !== undefined

  // The anchor is a new element under a pointer the browser has not seen enter it, so it would
  // never hear the pointer leave: a pointer that only crossed the line left the tooltip open. The
  // first element the pointer is seen over after the redraw decides; from then on MUI tracks it.
  useLayoutEffect(() => {
    if (!mounted) return
    const firstSeen = (event: globalThis.MouseEvent) => {
      if (!(event.target instanceof Node && anchor.current?.contains(event.target))) setAsked((now) => now && { ...now, open: false })
    }
    document.addEventListener('mouseover', firstSeen, { capture: true, once: true })
    return () => document.removeEventListener('mouseover', firstSeen, { capture: true })
  }, [mounted])

  const { onMouseEnter, onMouseLeave, ref } = children.props
  const anchorRef = useForkRef(ref, anchor)
  const trigger = cloneElement(children, {
    ref: anchorRef,
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      onMouseEnter?.(event)
      const text = typeof title === 'string' ? title : title(event.currentTarget)
      // Nothing to say (a line that fits again): the tooltip goes until asked again.
      setAsked(text === undefined ? undefined : { text, open: true })
    },
    // Gone again before the tooltip was drawn: it is not drawn.
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      onMouseLeave?.(event)
      if (!mounted) setAsked(undefined)
    },
  })
  if (asked === undefined) return trigger
  return (
    <Tooltip
      title={typeof title === 'string' ? title : asked.text}
      describeChild
      open={asked.open}
      onOpen={() => setAsked((now) => now && { ...now, open: true })}
      onClose={() => setAsked((now) => now && { ...now, open: false })}
    >
      {trigger}
    </Tooltip>
  )
}
