import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { TablePaging } from '../../../../src/console/ui/list/TablePaging'
import { shownCount } from '../../../../src/console/ui/list/use-list-page'
import { applyLanguage } from '../../../../src/core/i18n/language'

const OPTIONS = [5, 10, 15, 25, 50] as const

/** The pagination as a list holds it: page and size in state, every change recorded. */
function Harness({ total, onChange, onPreload }: { total: number; onChange: (page: number, size: number) => void; onPreload?: (page: number) => void }) {
  const [view, setView] = useState({ page: 1, size: 5 })
  return (
    <TablePaging
      total={total}
      page={view.page}
      size={view.size}
      options={OPTIONS}
      onChange={(page, size) => {
        onChange(page, size)
        setView({ page, size })
      }}
      onPreload={onPreload}
    />
  )
}

function renderPaging(total = 72) {
  const onChange = vi.fn()
  const onPreload = vi.fn()
  const user = userEvent.setup()
  render(<Harness total={total} onChange={onChange} onPreload={onPreload} />)
  return { onChange, onPreload, user, select: () => screen.getByRole('combobox', { name: 'Rows per page' }) }
}

describe('TablePaging', () => {
  it('shows the rows in view and pages with the four buttons, counting pages from 1, each disabled where it leads nowhere', async () => {
    const { onChange, user } = renderPaging(12)
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
    await user.click(screen.getByRole('button', { name: 'Go to first page' }))
    expect(onChange).toHaveBeenLastCalledWith(1, 5)
  })

  // MUI's own pager moves the focus this way: the guard is that it stays so.
  it('keeps the focus in the pager when the button pressed with the keyboard then leads nowhere', async () => {
    const { user } = renderPaging(12)
    screen.getByRole('button', { name: 'Go to next page' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByText('6–10 of 12')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveFocus()
    // The last page: 'Go to next page' is disabled, and the way back takes the focus.
    await user.keyboard('{Enter}')
    expect(screen.getByText('11–12 of 12')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toHaveFocus()

    screen.getByRole('button', { name: 'Go to first page' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByText('1–5 of 12')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveFocus()
  })

  it('names each page button by its title alone, which the browser shows, and opens no MUI tooltip over it', async () => {
    const { user } = renderPaging()
    const next = screen.getByRole('button', { name: 'Go to next page' })
    for (const name of ['Go to first page', 'Go to previous page', 'Go to next page', 'Go to last page']) {
      const button = screen.getByRole('button', { name })
      expect(button).toHaveAttribute('title', name)
      // Named by the title alone: with the same words in aria-label too, a browser also offers the
      // title as the description, and a screen reader says the name twice.
      expect(button).not.toHaveAttribute('aria-label')
    }
    await user.hover(next)
    // Past MUI's 100 ms delay, and again after a click: a tooltip would be drawn by now.
    await new Promise((resolve) => setTimeout(resolve, 250))
    await user.click(next)
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('reads ahead the page a button leads to when the pointer comes over it or focus comes onto it, never for a disabled one', async () => {
    const { onPreload, user } = renderPaging(72)
    // Page 1: first and previous lead nowhere. A browser sends a disabled button no pointer events;
    // they are sent here all the same, to show the buttons would not read ahead anyway.
    const anyway = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
    await anyway.hover(screen.getByRole('button', { name: 'Go to first page' }))
    await anyway.hover(screen.getByRole('button', { name: 'Go to previous page' }))
    expect(onPreload).not.toHaveBeenCalled()
    await user.hover(screen.getByRole('button', { name: 'Go to next page' }))
    expect(onPreload).toHaveBeenLastCalledWith(2)
    await user.hover(screen.getByRole('button', { name: 'Go to last page' }))
    expect(onPreload).toHaveBeenLastCalledWith(15)

    await user.click(screen.getByRole('button', { name: 'Go to last page' }))
    onPreload.mockClear()
    // From the keyboard: focus on a button is intent too. (MUI has moved the focus off the last
    // page's button, now disabled, onto the previous one.)
    screen.getByRole('button', { name: 'Go to first page' }).focus()
    expect(onPreload).toHaveBeenLastCalledWith(1)
    screen.getByRole('button', { name: 'Go to previous page' }).focus()
    expect(onPreload).toHaveBeenLastCalledWith(14)
    // The page-size select is no page button.
    onPreload.mockClear()
    screen.getByRole('combobox', { name: 'Rows per page' }).focus()
    expect(onPreload).not.toHaveBeenCalled()
  })

  it('shows an empty list as 0–0 of 0 with nowhere to go', () => {
    renderPaging(0)
    expect(screen.getByText('0–0 of 0')).toBeVisible()
    for (const name of ['Go to first page', 'Go to previous page', 'Go to next page', 'Go to last page']) {
      expect(screen.getByRole('button', { name })).toBeDisabled()
    }
  })

  it('shows a page past the end (an old link, a list that shrank) as the last one', () => {
    render(<TablePaging total={12} page={9} size={5} options={OPTIONS} onChange={vi.fn()} />)
    expect(screen.getByText('11–12 of 12')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeEnabled()
  })

  it('offers the sizes in the select labelled Rows per page, and a chosen size starts again at page 1', async () => {
    const { onChange, user, select } = renderPaging()
    await user.click(screen.getByRole('button', { name: 'Go to next page' }))
    expect(select()).toHaveTextContent('5')

    await user.click(select())
    const listbox = await screen.findByRole('listbox', { name: 'Rows per page' })
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '15', '25', '50'])
    expect(within(listbox).getByRole('option', { name: '5' })).toHaveAttribute('aria-selected', 'true')

    await user.click(within(listbox).getByRole('option', { name: '25' }))
    expect(onChange).toHaveBeenLastCalledWith(1, 25)
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(select()).toHaveTextContent('25')
    expect(screen.getByText('1–25 of 72')).toBeVisible()
  })

  it('works from the keyboard: an arrow opens on the current size, Escape closes without a change, Enter chooses', async () => {
    const { onChange, user, select } = renderPaging()
    select().focus()
    await user.keyboard('{ArrowDown}')
    expect(await screen.findByRole('option', { name: '5' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(screen.getByRole('option', { name: '15' })).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(select()).toHaveFocus()
    expect(onChange).not.toHaveBeenCalled()

    await user.keyboard('{Enter}')
    await screen.findByRole('listbox')
    await user.keyboard('{End}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(1, 50)
    await waitFor(() => expect(select()).toHaveFocus())
  })

  it('keeps Escape for its list of sizes, so a dialog it sits in stays open', async () => {
    const onDialogKey = vi.fn<(key: string) => void>()
    const user = userEvent.setup()
    render(
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- stands in for a dialog's own Escape handling
      <div role="dialog" aria-label="Certificates" onKeyDown={(event) => {
          onDialogKey(event.key)
        }}>
        <TablePaging total={60} page={1} size={50} options={[50, 100]} onChange={vi.fn()} />
      </div>,
    )
    await user.click(within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Rows per page' }))
    await screen.findByRole('listbox')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(onDialogKey).not.toHaveBeenCalledWith('Escape')
  })

  it("writes the range and the count as the language groups a number, as the list's title does", async () => {
    const { user } = renderPaging(12345)
    expect(screen.getByText('1–5 of 12,345')).toBeVisible()
    expect(shownCount(12345)).toBe('12,345')
    await user.click(screen.getByRole('button', { name: 'Go to last page' }))
    expect(screen.getByText('12,341–12,345 of 12,345')).toBeVisible()
    try {
      await applyLanguage('de')
      expect(shownCount(12345)).toBe('12.345')
    } finally {
      await applyLanguage('en')
    }
  })
})
