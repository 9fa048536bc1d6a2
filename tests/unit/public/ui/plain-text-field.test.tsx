import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PlainTextField } from '../../../../src/public/ui/PlainTextField'

describe('PlainTextField', () => {
  it('labels a required field with its name alone and marks the label for the style sheet’s mark', () => {
    render(<PlainTextField label="Username" required />)
    const field = screen.getByLabelText('Username')
    expect(field).toBeRequired()
    expect(field).toHaveAccessibleName('Username')
    const label = document.querySelector('label')
    expect(label?.textContent).toBe('Username')
    // The mark itself is a style, checked in the browser tests.
    expect(label).toHaveAttribute('data-required')
  })

  it('marks nothing on an optional field', () => {
    render(<PlainTextField label="Email" />)
    expect(document.querySelector('label')).not.toHaveAttribute('data-required')
  })
})
