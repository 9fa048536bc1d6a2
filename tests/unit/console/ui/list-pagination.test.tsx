import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ListPagination } from '../../../../src/console/ui/list/ListPagination'

const OPTIONS = [5, 10, 15, 25, 50] as const

/** The pagination as a list holds it: page and size in state, every change recorded. */
function Harness({ total, onChange }: { total: number; onChange: (page: number, size: number) => void }) {
  const [view, setView] = useState({ page: 1, size: 5 })
  return (
    <ListPagination
      total={total}
      page={view.page}
      size={view.size}
      options={OPTIONS}
      onChange={(page, size) => {
        onChange(page, size)
        setView({ page, size })
      }}
    />
  )
}

function renderPagination(total = 72) {
  const onChange = vi.fn()
  const user = userEvent.setup()
  render(<Harness total={total} onChange={onChange} />)
  return { onChange, user, select: () => screen.getByRole('combobox', { name: 'Rows per page' }) }
}

describe('ListPagination', () => {
  it('shows the rows in view and pages with the four buttons, each disabled where it leads nowhere', async () => {
    const { onChange, user } = renderPagination(12)
    expect(screen.getByText('1–5 of 12')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Go to first page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Go to next page' }))
    expect(onChange).toHaveBeenLastCalledWith(2, 5)
    expect(screen.getByText('6–10 of 12')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Go to last page' }))
    expect(onChange).toHaveBeenLastCalledWith(3, 5)
    expect(screen.getByText('11–12 of 12')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Go to last page' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Go to previous page' }))
    expect(onChange).toHaveBeenLastCalledWith(2, 5)
  })

  it('shows an empty list as 0–0 of 0 with nowhere to go', () => {
    renderPagination(0)
    expect(screen.getByText('0–0 of 0')).toBeVisible()
    for (const name of ['Go to first page', 'Go to previous page', 'Go to next page', 'Go to last page']) {
      expect(screen.getByRole('button', { name })).toBeDisabled()
    }
  })

  it('offers the sizes when the select is clicked, and a chosen size starts again at page 1', async () => {
    const { onChange, user, select } = renderPagination()
    await user.click(screen.getByRole('button', { name: 'Go to next page' }))
    expect(select()).toHaveTextContent('5')
    expect(select()).toHaveAttribute('aria-expanded', 'false')

    await user.click(select())
    const options = screen.getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['5', '10', '15', '25', '50'])
    expect(screen.getByRole('option', { name: '5' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('listbox', { name: 'Rows per page' })).toBeVisible()

    await user.click(screen.getByRole('option', { name: '25' }))
    expect(onChange).toHaveBeenLastCalledWith(1, 25)
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(select()).toHaveTextContent('25')
    expect(select()).toHaveFocus()
  })

  it('works from the keyboard: arrows open and move, Enter chooses, Escape closes, focus comes back', async () => {
    const { onChange, user, select } = renderPagination()
    select().focus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { name: '5' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(screen.getByRole('option', { name: '15' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(select()).toHaveFocus()
    expect(onChange).not.toHaveBeenCalled()

    await user.keyboard('{Enter}{End}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(1, 50)
    expect(select()).toHaveFocus()
  })

  it('keeps Escape for itself, so a dialog it sits in stays open', async () => {
    const onDialogKey = vi.fn<(key: string) => void>()
    const user = userEvent.setup()
    render(
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- stands in for a dialog's own Escape handling
      <div role="dialog" aria-label="Certificates" onKeyDown={(event) => {
          onDialogKey(event.key)
        }}>
        <ListPagination total={60} page={1} size={50} options={[50, 100]} onChange={vi.fn()} />
      </div>,
    )
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('combobox', { name: 'Rows per page' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(onDialogKey).not.toHaveBeenCalledWith('Escape')
  })

  it('closes without a change when the pointer goes down elsewhere', async () => {
    const { onChange, user, select } = renderPagination()
    await user.click(select())
    expect(screen.getByRole('listbox')).toBeVisible()
    await user.click(document.body)
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
  })
})
