import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
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
})
