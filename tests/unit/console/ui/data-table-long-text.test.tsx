import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DataTable, type Column } from '../../../../src/console/ui/list/DataTable'

interface Row {
  id: string
  name: string
  created: string
}

const LONG_NAME = `robot-${'W'.repeat(4994)}`
const ROWS: Row[] = [
  { id: '1', name: LONG_NAME, created: '2025-03-01' },
  { id: '2', name: 'short', created: '2025-03-02' },
]
// One column of plain text, one that draws an element: the table cuts both, not the lists.
const COLUMNS: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'created', header: 'Created', cell: (row) => <time dateTime={row.created}>{row.created}</time> },
]

function renderTable() {
  render(<DataTable label="Robots" rows={ROWS} columns={COLUMNS} rowKey={(row) => row.id} rowName={(row) => row.name} emptyText="None" />)
  return screen.getByRole('table', { name: 'Robots' })
}

/** The one line inside a cell, given the widths a browser would lay out (jsdom lays out nothing). */
function lineOf(cell: HTMLElement, widths: { scroll: number; client: number }): HTMLElement {
  const line = cell.firstElementChild
  if (!(line instanceof HTMLElement)) throw new Error('the cell has no line')
  Object.defineProperty(line, 'scrollWidth', { configurable: true, value: widths.scroll })
  Object.defineProperty(line, 'clientWidth', { configurable: true, value: widths.client })
  return line
}

/**
 * The CSS rules written for the elements' own classes, media rules included, spaces removed: jsdom
 * applies no media query, so a rule for a wider screen is read rather than computed.
 */
function styleRulesOf(...elements: HTMLElement[]): string {
  const classes = elements.flatMap((element) => [...element.classList].filter((name) => name.startsWith('css-')))
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
  return rules
    .filter((rule) => classes.some((name) => rule.includes(`.${name}`)))
    .join('')
    .replace(/\s+/g, '')
}

const cellsOf = (table: HTMLElement, rowIndex: number) => {
  const row = within(table).getAllByRole('row')[rowIndex + 1]
  if (!row) throw new Error(`no row ${String(rowIndex)}`)
  return within(row).getAllByRole('cell')
}

describe('DataTable: long text', () => {
  it('keeps every cell on one line with an ellipsis, in a fixed layout, whatever the column draws', () => {
    const table = renderTable()
    expect(getComputedStyle(table).tableLayout).toBe('fixed')
    for (const cell of cellsOf(table, 0)) {
      const line = cell.firstElementChild
      if (!(line instanceof HTMLElement)) throw new Error('the cell has no line')
      const style = getComputedStyle(line)
      expect([style.whiteSpace, style.overflow, style.textOverflow]).toEqual(['nowrap', 'hidden', 'ellipsis'])
    }
  })

  it('shows a cut value whole in a tooltip that describes the cell rather than renaming it', async () => {
    const user = userEvent.setup()
    const table = renderTable()
    const [nameCell] = cellsOf(table, 0)
    if (!nameCell) throw new Error('no cell')
    const line = lineOf(nameCell, { scroll: 40_000, client: 300 })
    // The page holds the whole value: it is the cell's text for assistive technology.
    expect(nameCell).toHaveTextContent(LONG_NAME)
    expect(nameCell).toHaveAccessibleName(LONG_NAME)

    await user.hover(line)
    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip).toHaveTextContent(LONG_NAME)
    // The tooltip is mounted only now, and the line is drawn again as its anchor, under the
    // pointer (a browser moves the pointer's hover onto it as it lays the page out again).
    const anchor = lineOf(nameCell, { scroll: 40_000, client: 300 })
    await user.hover(anchor)
    expect(screen.getByRole('tooltip')).toHaveTextContent(LONG_NAME)
    expect(anchor).toHaveAccessibleDescription(LONG_NAME)
    expect(anchor).not.toHaveAttribute('aria-label')
    expect(nameCell).toHaveAccessibleName(LONG_NAME)

    await user.unhover(anchor)
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  })

  it('shows no tooltip for a value that fits', async () => {
    const user = userEvent.setup()
    const table = renderTable()
    const [nameCell] = cellsOf(table, 1)
    if (!nameCell) throw new Error('no cell')
    const line = lineOf(nameCell, { scroll: 300, client: 300 })
    await user.hover(line)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(line).not.toHaveAccessibleDescription()
  })

  it('draws a column of buttons as it is, never cut, at the width it asks for', () => {
    const withButtons: Column<Row>[] = [
      ...COLUMNS,
      { id: 'actions', header: 'Actions', controlsWidth: { phone: '11rem', wide: '16rem' }, cell: (row) => <button type="button">Download {row.name}</button> },
    ]
    render(<DataTable label="Robots" rows={ROWS} columns={withButtons} rowKey={(row) => row.id} rowName={(row) => row.name} emptyText="None" />)
    const table = screen.getByRole('table', { name: 'Robots' })
    const buttonCell = cellsOf(table, 1)[2]
    expect(buttonCell?.firstElementChild).toBe(screen.getByRole('button', { name: 'Download short' }))
    const rules = styleRulesOf(table, within(table).getByRole('columnheader', { name: 'Actions' }))
    // The columns of values keep their 8rem each before the table scrolls sideways; on a phone it fits.
    expect(rules).toMatch(/@media\(min-width:0px\)\{[^}]*[{;]min-width:0px[;}]/)
    expect(rules).toMatch(/@media\(min-width:600px\)\{[^}]*[{;]min-width:calc\(32rem\)/)
    expect(rules).toMatch(/@media\(min-width:0px\)\{[^}]*[{;]width:11rem[;}]/)
    expect(rules).toMatch(/@media\(min-width:600px\)\{[^}]*[{;]width:16rem[;}]/)
  })
})
