import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PlainButton } from '../../../../src/public/ui/PlainButton'

const LONG_LABEL = `Login with ${'W'.repeat(5000)}`

/** The button's label, given the heights a browser would lay out (jsdom lays out nothing). */
function labelOf(button: HTMLElement, heights: { scroll: number; client: number }): HTMLElement {
  const label = button.querySelector('.plain-button-label')
  if (!(label instanceof HTMLElement)) throw new Error('the button has no label')
  Object.defineProperty(label, 'scrollHeight', { configurable: true, value: heights.scroll })
  Object.defineProperty(label, 'clientHeight', { configurable: true, value: heights.client })
  return label
}

describe('PlainButton: a long label', () => {
  it('wraps onto two lines at most, breaking a word that is wider than the button, and the button is never wider than where it stands', () => {
    render(<PlainButton variant="outlined">{LONG_LABEL}</PlainButton>)
    const button = screen.getByRole('button')
    expect(getComputedStyle(button).maxWidth).toBe('100%')
    const label = labelOf(button, { scroll: 0, client: 0 })
    const style = getComputedStyle(label)
    expect([style.getPropertyValue('-webkit-line-clamp'), style.overflow, style.overflowWrap, style.minWidth]).toEqual(['2', 'hidden', 'anywhere', '0px'])
  })

  it('is named by the whole label, and a cut one shows whole as its title on hover', async () => {
    const user = userEvent.setup()
    render(<PlainButton variant="outlined">{LONG_LABEL}</PlainButton>)
    const button = screen.getByRole('button', { name: LONG_LABEL })
    labelOf(button, { scroll: 40_000, client: 48 })
    expect(button).not.toHaveAttribute('title')
    await user.hover(button)
    expect(button).toHaveAttribute('title', LONG_LABEL)
    expect(button).toHaveAccessibleName(LONG_LABEL)
  })

  it('has no title when its label fits, link buttons included, and loses it once the label fits again', async () => {
    const user = userEvent.setup()
    render(<PlainButton href="/ui/iam/help">Help</PlainButton>)
    const link = screen.getByRole('link', { name: 'Help' })
    labelOf(link, { scroll: 24, client: 24 })
    await user.hover(link)
    expect(link).not.toHaveAttribute('title')
    await user.unhover(link)

    // Narrowed (a smaller window), the label needs more than two lines and is cut: the next hover measures it again.
    labelOf(link, { scroll: 72, client: 48 })
    await user.hover(link)
    expect(link).toHaveAttribute('title', 'Help')
    await user.unhover(link)

    labelOf(link, { scroll: 24, client: 24 })
    await user.hover(link)
    expect(link).not.toHaveAttribute('title')
  })
})
