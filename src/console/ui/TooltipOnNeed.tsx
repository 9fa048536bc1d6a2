import Tooltip from '@mui/material/Tooltip'
import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react'

/** What the trigger must take: its own handler is kept and runs first. */
interface TriggerProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void
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
  const { onMouseEnter } = children.props
  const trigger = cloneElement(children, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      onMouseEnter?.(event)
      const text = typeof title === 'string' ? title : title(event.currentTarget)
      // Nothing to say (a line that fits again): the tooltip goes until asked again.
      setAsked(text === undefined ? undefined : { text, open: true })
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
