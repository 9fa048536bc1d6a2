import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { BeingBuiltPage } from '../../../../src/console/ui/BeingBuiltPage'
import { LoadingNotice } from '../../../../src/console/ui/LoadingNotice'
import { MuiTheme } from '../../../../src/console/ui/MuiTheme'
import { Notice } from '../../../../src/console/ui/Notice'

describe('the console’s notices', () => {
  it('shows the loading view as the page’s main: the title, and a status saying what is loading', () => {
    render(
      <MuiTheme>
        <LoadingNotice />
      </MuiTheme>,
    )
    const main = screen.getByRole('main')
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'IAM UI' }))
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading IAM UI Application\.\.\.$/)
  })

  it('shows a placeholder inside the shell’s main as a section, not a second main', () => {
    render(<BeingBuiltPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'This page is being built.' })).toBeVisible()
    expect(screen.queryByRole('main')).toBeNull()
  })

  it('offers its one way on as a button', async () => {
    const onClick = vi.fn()
    render(<Notice heading="Being worked on" action={{ label: 'Back to home', onClick }} />)
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
