import Tooltip from '@mui/material/Tooltip'
import { useForkRef } from '@mui/material/utils'
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type PointerEvent, type ReactElement, type Ref } from 'react'

/** What the trigger must take: its own handlers are kept and run first. */
interface TriggerProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void
  onClick?: (event: MouseEvent<HTMLElement>) => void
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

/** What a tap operates rather than asks about; a disabled button lets taps through to its wrapper. */
const CONTROL = 'button:enabled, a[href]'

interface Asked {
  text: string
  open: boolean
  /** Opened by a finger's tap rather than a resting pointer: it stays until the next tap. */
  byTap: boolean
}

const closed = (now: Asked | undefined) => now && { ...now, open: false }
const isOn = (event: Event, anchor: HTMLElement | null) => event.target instanceof Node && anchor?.contains(event.target) === true

/**
 * MUI's Tooltip, mounted on first need: when the pointer first comes over the trigger, already
 * open. A screen draws many tooltips that are rarely shown (a disabled action's reason, a cut
 * cell's whole text) and MUI's is among the costliest things it draws (decision 029), so none of
 * that is paid while a screen renders. For a trigger that never takes focus: the trigger is drawn
 * again as the tooltip's anchor, which would lose the focus of one that had it. What the tooltip
 * says must also reach assistive technology another way (a description), since it is not there
 * until a pointer asks. Once mounted it is MUI's own: it describes its trigger, closes when the
 * pointer leaves, and Escape dismisses it.
 *
 * A finger has no resting place, so a tap shows the tooltip instead and the next tap closes it,
 * wherever it lands; the tooltip lets that tap through to what lies under it. The mouse events a
 * browser makes up after a tap are left alone: whether they come before or after the anchor is
 * drawn again is a matter of timing, and they could close the tooltip at once.
 */
export function TooltipOnNeed({ title, children }: TooltipOnNeedProps) {
  const [asked, setAsked] = useState<Asked>()
  const anchor = useRef<HTMLElement>(null)
  /** Whether the pointer that last came over the trigger is a finger. */
  const finger = useRef(false)
  const mounted = asked !== undefined
  const openByTap = asked?.open === true && asked.byTap

  // The anchor is a new element under a pointer the browser has not seen enter it, so it would
  // never hear the pointer leave: a pointer that only crossed the line left the tooltip open. The
  // first element the pointer is seen over after the redraw decides; from then on MUI tracks it.
  useLayoutEffect(() => {
    if (!mounted) return
    const firstSeen = (event: globalThis.MouseEvent) => {
      if (!isOn(event, anchor.current)) setAsked(closed)
    }
    document.addEventListener('mouseover', firstSeen, { capture: true, once: true })
    return () => document.removeEventListener('mouseover', firstSeen, { capture: true })
  }, [mounted])

  // A tap elsewhere closes a tapped tooltip; a tap on its own trigger is the click's to toggle.
  useEffect(() => {
    if (!openByTap) return
    const tapElsewhere = (event: globalThis.PointerEvent) => {
      if (!isOn(event, anchor.current)) setAsked(closed)
    }
    document.addEventListener('pointerdown', tapElsewhere, { capture: true })
    return () => document.removeEventListener('pointerdown', tapElsewhere, { capture: true })
  }, [openByTap])

  const say = (trigger: HTMLElement) => (typeof title === 'string' ? title : title(trigger))
  const { onPointerEnter, onMouseEnter, onMouseLeave, onClick, ref } = children.props
  const anchorRef = useForkRef(ref, anchor)
  const Trigger = children.type
  const trigger = (
    <Trigger
      {...children.props}
      ref={anchorRef}
      onPointerEnter={(event: PointerEvent<HTMLElement>) => {
        onPointerEnter?.(event)
        finger.current = event.pointerType === 'touch'
      }}
      onMouseEnter={(event: MouseEvent<HTMLElement>) => {
        onMouseEnter?.(event)
        if (finger.current) return
        const text = say(event.currentTarget)
        // Nothing to say (a line that fits again): the tooltip goes until asked again.
        setAsked(text === undefined ? undefined : { text, open: true, byTap: false })
      }}
      // Gone again before the tooltip was drawn: it is not drawn.
      onMouseLeave={(event: MouseEvent<HTMLElement>) => {
        onMouseLeave?.(event)
        if (!mounted && !finger.current) setAsked(undefined)
      }}
      onClick={(event: MouseEvent<HTMLElement>) => {
        onClick?.(event)
        // A tap on a control is the control's: the header's e-mail, say, is inside the menu's button.
        if (!finger.current || (event.target instanceof Element && event.target.closest(CONTROL))) return
        // A second tap closes what a tap opened; one that a mouse opened (a laptop with a touch
        // screen) becomes the tap's.
        const text = asked?.open && asked.byTap ? undefined : say(event.currentTarget)
        setAsked(text === undefined ? closed : { text, open: true, byTap: true })
      }}
    />
  )
  if (asked === undefined) return trigger
  return (
    <Tooltip
      title={typeof title === 'string' ? title : asked.text}
      describeChild
      open={asked.open}
      onOpen={() => setAsked((now) => now && { ...now, open: true })}
      onClose={() => setAsked(closed)}
      disableHoverListener={asked.byTap}
      disableTouchListener
      disableInteractive={asked.byTap}
    >
      {trigger}
    </Tooltip>
  )
}
