import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PlainButton } from '../../../../src/public/ui/PlainButton'

const LONG_LABEL = `Login with ${'W'.repeat(5000)}`

/** The button's label, given the widths a browser would lay out (jsdom lays out nothing). */
function labelOf(button: HTMLElement, widths: { scroll: number; client: number }): HTMLElement {
  const label = button.querySelector('.plain-button-label')
  if (!(label instanceof HTMLElement)) throw new Error('the button has no label')
  Object.defineProperty(label, 'scrollWidth', { configurable: true, value: widths.scroll })
  Object.defineProperty(label, 'clientWidth', { configurable: true, value: widths.client })
  return label
}

describe('PlainButton: a long label', () => {
  it('stays on one line, cut with an ellipsis, and the button is never wider than where it stands', () => {
    render(<PlainButton variant="outlined">{LONG_LABEL}</PlainButton>)
    const button = screen.getByRole('button')
    expect(getComputedStyle(button).maxWidth).toBe('100%')
    const label = labelOf(button, { scroll: 0, client: 0 })
    const style = getComputedStyle(label)
    expect([style.whiteSpace, style.overflow, style.textOverflow, style.minWidth]).toEqual(['nowrap', 'hidden', 'ellipsis', '0px'])
  })

  it('is named by the whole label, and a cut one shows whole as its title on hover', async () => {
    const user = userEvent.setup()
    render(<PlainButton variant="outlined">{LONG_LABEL}</PlainButton>)
    const button = screen.getByRole('button', { name: LONG_LABEL })
    labelOf(button, { scroll: 40_000, client: 380 })
    expect(button).not.toHaveAttribute('title')
    await user.hover(button)
    expect(button).toHaveAttribute('title', LONG_LABEL)
    expect(button).toHaveAccessibleName(LONG_LABEL)
  })

  it('has no title when its label fits, link buttons included, and loses it once the label fits again', async () => {
    const user = userEvent.setup()
    render(<PlainButton href="/ui/iam/help">Help</PlainButton>)
    const link = screen.getByRole('link', { name: 'Help' })
    labelOf(link, { scroll: 40, client: 40 })
    await user.hover(link)
    expect(link).not.toHaveAttribute('title')
    await user.unhover(link)

    // Narrowed (a smaller window), the label is cut: the next hover measures it again.
    labelOf(link, { scroll: 40, client: 20 })
    await user.hover(link)
    expect(link).toHaveAttribute('title', 'Help')
    await user.unhover(link)

    labelOf(link, { scroll: 40, client: 40 })
    await user.hover(link)
    expect(link).not.toHaveAttribute('title')
  })
})
