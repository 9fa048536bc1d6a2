import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TooltipOnNeed } from '../../../../src/console/ui/TooltipOnNeed'

// MUI's own Tooltip, counted: what the component saves is MUI's tooltip being drawn at all.
const drawn = vi.hoisted(() => ({ tooltips: 0 }))
vi.mock('@mui/material/Tooltip', async (importOriginal) => {
  const { default: Tooltip } = await importOriginal<typeof import('@mui/material/Tooltip')>()
  const Counted: typeof Tooltip = (props) => {
    drawn.tooltips++
    return <Tooltip {...props} />
  }
  return { default: Counted }
})

afterEach(() => {
  drawn.tooltips = 0
})

const REASON = 'Select a provider to delete'

/** A trigger that never takes focus, as the component asks: a disabled action's wrapper. */
const renderDelete = () =>
  render(
    <TooltipOnNeed title={REASON}>
      <span>Delete</span>
    </TooltipOnNeed>,
  )

describe('TooltipOnNeed', () => {
  it('draws no tooltip until the pointer comes, then shows it at once, describing the trigger', async () => {
    const user = userEvent.setup()
    renderDelete()
    expect(drawn.tooltips).toBe(0)
    expect(screen.getByText('Delete')).not.toHaveAttribute('title')

    await user.hover(screen.getByText('Delete'))
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON)
    expect(drawn.tooltips).toBeGreaterThan(0)
    // The trigger is drawn again as the tooltip's anchor, under the pointer (a browser moves the
    // pointer's hover onto it as it lays the page out again).
    const anchor = screen.getByText('Delete')
    await user.hover(anchor)
    expect(anchor).toHaveAccessibleDescription(REASON)

    await user.unhover(anchor)
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  })

  it('lets Escape dismiss it while the pointer stays (WCAG 1.4.13)', async () => {
    const user = userEvent.setup()
    renderDelete()
    await user.hover(screen.getByText('Delete'))
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  })

  it('asks a title function with the trigger, and shows nothing when it has nothing to say', async () => {
    const user = userEvent.setup()
    const title = vi.fn((trigger: HTMLElement) => (trigger.dataset.cut === 'yes' ? trigger.textContent : undefined))
    const { rerender } = render(
      <TooltipOnNeed title={title}>
        <div data-cut="no">short</div>
      </TooltipOnNeed>,
    )
    await user.hover(screen.getByText('short'))
    expect(title).toHaveBeenCalledWith(screen.getByText('short'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(drawn.tooltips).toBe(0)

    rerender(
      <TooltipOnNeed title={title}>
        <div data-cut="yes">a line too long for its room</div>
      </TooltipOnNeed>,
    )
    await user.unhover(screen.getByText('a line too long for its room'))
    await user.hover(screen.getByText('a line too long for its room'))
    expect(await screen.findByRole('tooltip')).toHaveTextContent('a line too long for its room')
  })

  it('draws nothing for a pointer that is gone again before the tooltip could be drawn', async () => {
    renderDelete()
    const trigger = screen.getByText('Delete')
    // In one go, before React draws: a pointer crossing the trigger on its way elsewhere.
    act(() => {
      fireEvent.mouseOver(trigger)
      fireEvent.mouseOut(trigger, { relatedTarget: document.body })
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(drawn.tooltips).toBe(0)
  })

  it("keeps the trigger's own mouse-enter handler", async () => {
    const user = userEvent.setup()
    const onMouseEnter = vi.fn()
    render(
      <TooltipOnNeed title={REASON}>
        <button type="button" onMouseEnter={onMouseEnter}>
          Delete
        </button>
      </TooltipOnNeed>,
    )
    await user.hover(screen.getByText('Delete'))
    expect(onMouseEnter).toHaveBeenCalled()
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON)
  })

  describe("at a finger's tap", () => {
    /** The trigger beside something else to tap, as in a list. */
    const renderBesideOther = () =>
      render(
        <>
          <TooltipOnNeed title={REASON}>
            <span>Delete</span>
          </TooltipOnNeed>
          <button type="button">Other</button>
        </>,
      )
    const tap = (user: ReturnType<typeof userEvent.setup>, target: Element) => user.pointer({ keys: '[TouchA]', target })

    it('shows the tooltip and keeps it through the mouse events the tap makes up, until a tap elsewhere', async () => {
      const user = userEvent.setup()
      renderBesideOther()
      await tap(user, screen.getByText('Delete'))
      expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON)
      // What a browser sends as the anchor is drawn again under a finger already lifted.
      act(() => {
        fireEvent.mouseOver(screen.getByText('Delete'))
        fireEvent.mouseOut(screen.getByText('Delete'), { relatedTarget: null })
      })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(screen.getByRole('tooltip')).toHaveTextContent(REASON)

      const other = vi.fn()
      screen.getByText('Other').addEventListener('click', other)
      await tap(user, screen.getByText('Other'))
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
      // The tap that closed it still reached what it landed on.
      expect(other).toHaveBeenCalled()
    })

    it('closes at a second tap on its trigger and opens at a third', async () => {
      const user = userEvent.setup()
      renderBesideOther()
      await tap(user, screen.getByText('Delete'))
      expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON)
      await tap(user, screen.getByText('Delete'))
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
      await tap(user, screen.getByText('Delete'))
      expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON)
    })

    it('keeps open, at a tap, a tooltip that a mouse opened (a laptop with a touch screen)', async () => {
      const user = userEvent.setup()
      renderBesideOther()
      await user.hover(screen.getByText('Delete'))
      expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON)
      await tap(user, screen.getByText('Delete'))
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(screen.getByRole('tooltip')).toHaveTextContent(REASON)
      await tap(user, screen.getByText('Other'))
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    })

    it('leaves a tap on a control to the control', async () => {
      const user = userEvent.setup()
      const onClick = vi.fn()
      render(
        <button type="button" onClick={onClick}>
          <TooltipOnNeed title="someone@example.com">
            <span>someone@exa…</span>
          </TooltipOnNeed>
        </button>,
      )
      await tap(user, screen.getByText('someone@exa…'))
      expect(onClick).toHaveBeenCalled()
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(screen.queryByRole('tooltip')).toBeNull()
      expect(drawn.tooltips).toBe(0)
    })

    it("keeps the trigger's own click and pointer handlers", async () => {
      const user = userEvent.setup()
      const onClick = vi.fn()
      const onPointerEnter = vi.fn()
      // A component of its own, as a table cell's line is: the handlers reach its element through its props.
      const Line = (props: ComponentProps<'span'>) => <span {...props} />
      render(
        <TooltipOnNeed title={REASON}>
          <Line onClick={onClick} onPointerEnter={onPointerEnter}>
            Delete
          </Line>
        </TooltipOnNeed>,
      )
      await tap(user, screen.getByText('Delete'))
      expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON)
      expect(onClick).toHaveBeenCalled()
      expect(onPointerEnter).toHaveBeenCalled()
    })
  })
})
