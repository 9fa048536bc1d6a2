import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ComponentProps, ReactNode } from 'react'
import { ActionButton } from '../../../../src/console/ui/list/ActionButton'

const REASON = 'Select a user to update'

describe('ActionButton', () => {
  it('is an enabled button without a reason, and has no tooltip', async () => {
    const onClick = vi.fn()
    render(<ActionButton label="Update" onClick={onClick} />)
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Update' })).not.toHaveAccessibleDescription()
  })

  it('is disabled with its reason as description, and shows the reason when the pointer rests on it', async () => {
    const user = userEvent.setup()
    render(<ActionButton label="Update" onClick={vi.fn()} disabledReason={REASON} />)
    const button = screen.getByRole('button', { name: 'Update' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(REASON)
    expect(screen.queryByRole('tooltip')).toBeNull()

    const wrapper = button.closest('span')
    if (!wrapper) throw new Error('the disabled button has no wrapper to hover')
    await user.hover(wrapper)
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON)
    // The tooltip is mounted only now, with the button drawn again as its anchor under the pointer
    // (a browser moves the pointer's hover onto it as it lays the page out again).
    const anchor = screen.getByRole('button', { name: 'Update' }).closest('span')
    if (!anchor) throw new Error('the disabled button has no wrapper to hover')
    await user.hover(anchor)
    expect(screen.getByRole('button', { name: 'Update' })).toHaveAccessibleDescription(REASON)

    await user.unhover(anchor)
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  })

  it('lets Escape dismiss the reason while the pointer stays (WCAG 1.4.13)', async () => {
    const user = userEvent.setup()
    render(<ActionButton label="Update" onClick={vi.fn()} disabledReason={REASON} />)
    const wrapper = screen.getByRole('button', { name: 'Update' }).closest('span')
    if (!wrapper) throw new Error('the disabled button has no wrapper to hover')
    await user.hover(wrapper)
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  })

  describe('once it had the focus and can no longer hold it', () => {
    /** The action in a list, as the console lays one out: a section holding the actions and the table. */
    function inList(props: Partial<ComponentProps<typeof ActionButton>>, beside: ReactNode = <button type="button">Elsewhere</button>) {
      return (
        <section aria-label="Users">
          <ActionButton label="Activate" onClick={vi.fn()} {...props} />
          {beside}
          <table aria-label="Users">
            <tbody>
              <tr>
                <td>admin</td>
              </tr>
            </tbody>
          </table>
        </section>
      )
    }

    it("gives it to the list's table while its call runs, and when it no longer applies, rather than to the page's body", async () => {
      const user = userEvent.setup()
      const { rerender } = render(inList({}))
      await user.tab()
      expect(screen.getByRole('button', { name: 'Activate' })).toHaveFocus()
      rerender(inList({ busy: true }))
      const table = screen.getByRole('table', { name: 'Users' })
      expect(table).toHaveFocus()
      // Focusable by script only.
      expect(table).toHaveAttribute('tabindex', '-1')

      rerender(inList({}))
      screen.getByRole('button', { name: 'Activate' }).focus()
      rerender(inList({ disabledReason: 'The user is active' }))
      expect(table).toHaveFocus()
    })

    it('takes it back from the table when it is available again (its call failed), unless the focus has moved on', async () => {
      const user = userEvent.setup()
      const { rerender } = render(inList({}))
      await user.tab()
      rerender(inList({ busy: true }))
      const table = screen.getByRole('table', { name: 'Users' })
      expect(table).toHaveFocus()
      rerender(inList({}))
      expect(screen.getByRole('button', { name: 'Activate' })).toHaveFocus()

      // Drawn again inside the wrapper that explains it, then back: still the same action.
      rerender(inList({ busy: true }))
      rerender(inList({ busy: true, disabledReason: 'The user is active' }))
      expect(table).toHaveFocus()
      rerender(inList({}))
      expect(screen.getByRole('button', { name: 'Activate' })).toHaveFocus()

      rerender(inList({ busy: true }))
      expect(table).toHaveFocus()
      await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
      screen.getByRole('table', { name: 'Users' }).focus()
      rerender(inList({}))
      expect(table).toHaveFocus()
    })

    it('does not give another action the focus the table holds for this one', async () => {
      const user = userEvent.setup()
      const deactivate = (props: Partial<ComponentProps<typeof ActionButton>>) => <ActionButton label="Deactivate" onClick={vi.fn()} {...props} />
      const { rerender } = render(inList({}, deactivate({ disabledReason: 'The user is inactive' })))
      await user.tab()
      expect(screen.getByRole('button', { name: 'Activate' })).toHaveFocus()
      // Activated: Activate no longer applies, and Deactivate does.
      rerender(inList({ disabledReason: 'The user is active' }, deactivate({})))
      expect(screen.getByRole('table', { name: 'Users' })).toHaveFocus()
    })

    it('leaves the focus alone when the button did not have it', async () => {
      const user = userEvent.setup()
      const { rerender } = render(inList({}))
      await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
      rerender(inList({ busy: true }))
      expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus()
    })
  })
})
