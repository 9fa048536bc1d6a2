// The performance budgets of `npm run bench`, and how a measured figure is judged and printed.
// Pure: no browser, no file system, so tests/unit/bench can check it.

/** KB here is 1024 bytes, as in the README's bundle figures. */
export const KILOBYTE = 1024

/** Every budget in one place; change a number here and the bench judges by it. */
export const BUDGETS = {
  /** JS transferred (gzip) to show /ui/iam/login. */
  loginJsKb: 170,
  /**
   * JS transferred (gzip) to show the users list after sign-in, sign-in journey included. 20 KB over
   * the first 240: MUI's TextField and TablePagination bring Select, Menu, Popover and Modal, and the
   * pager and the header bring Tooltip with Popper, from the first render
   * (docs/decisions/017-plain-end-user-pages.md).
   */
  usersListJsKb: 260,
  /** All JS the production build ships (gzip level 9), mock-only code excluded. */
  buildJsKb: 450,
  /** Files of the in-browser mock service in the production build. */
  mockOnlyFiles: 0,
  requests: {
    openUsers: 1,
    openConnectors: 1,
    nextPageUsers: 1,
    /** At most, for 12 characters typed quickly into the filter. */
    filterUsers: 2,
  },
  /**
   * Milliseconds from a click to the first frame painted with its answer, median of the runs, by
   * CPU slowdown (tests/bench/interactions.ts): 200 ms is the 'good' limit of interaction to next
   * paint, kept on a CPU four times slower; at full speed half of it.
   */
  interactionMs: { 1: 100, 4: 200 },
  /**
   * A median over its budget is printed as over; the bench fails only beyond this many times the
   * budget: a regression, not the noise of a shared machine.
   */
  interactionFailMultiple: 2,
  /** Lighthouse mobile preset, gzip-served; printed, never gated (scores vary from run to run). */
  lighthouse: {
    loginPerformance: 0.95,
    usersListPerformance: 0.9,
    accessibility: 1,
    bestPractices: 1,
  },
} as const

export type Unit = 'KB' | 'requests' | 'files' | 'score'

export interface Budget {
  comparison: 'at most' | 'at least' | 'exactly'
  limit: number
}

export interface Figure {
  label: string
  unit: Unit
  /** KB figures are kept in bytes; undefined when the figure could not be measured. */
  value: number | undefined
  budget: Budget
  /** Gated figures decide the exit code; the others (Lighthouse scores) are only printed. */
  gated: boolean
  /** Why a figure is missing, or what was measured (files, final URL). */
  note?: string
}

export type Verdict = 'ok' | 'OVER' | 'not measured'

export const atMost = (limit: number): Budget => ({ comparison: 'at most', limit })
export const atLeast = (limit: number): Budget => ({ comparison: 'at least', limit })
export const exactly = (limit: number): Budget => ({ comparison: 'exactly', limit })

/** The figure in the budget's own unit: KB for byte figures, as the budgets are written. */
function inBudgetUnit(figure: Figure, value: number): number {
  return figure.unit === 'KB' ? value / KILOBYTE : value
}

export function judge(figure: Figure): Verdict {
  if (figure.value === undefined || Number.isNaN(figure.value)) return 'not measured'
  const value = inBudgetUnit(figure, figure.value)
  const { comparison, limit } = figure.budget
  const within = comparison === 'at most' ? value <= limit : comparison === 'at least' ? value >= limit : value === limit
  return within ? 'ok' : 'OVER'
}

/** True when a gated figure is over its budget or could not be measured: the bench then fails. */
export function failsBench(figures: readonly Figure[]): boolean {
  return figures.some((figure) => figure.gated && judge(figure) !== 'ok')
}

function formatNumber(unit: Unit, value: number): string {
  switch (unit) {
    case 'KB':
      return `${(value / KILOBYTE).toFixed(1)} KB`
    case 'score':
      return value.toFixed(2)
    case 'requests':
    case 'files':
      return String(value)
  }
}

export function formatValue(figure: Figure): string {
  return figure.value === undefined ? '—' : formatNumber(figure.unit, figure.value)
}

const COMPARISON_SIGN: Record<Budget['comparison'], string> = { 'at most': '≤', 'at least': '≥', exactly: '=' }

export function formatBudget(figure: Figure): string {
  const limit =
    figure.unit === 'KB'
      ? `${figure.budget.limit} KB`
      : figure.unit === 'score'
        ? figure.budget.limit.toFixed(2)
        : String(figure.budget.limit)
  return `${COMPARISON_SIGN[figure.budget.comparison]} ${limit}${figure.gated ? '' : ' (not gated)'}`
}

interface Row {
  label: string
  value: string
  budget: string
  verdict: string
  note: string
}

const HEADER: Row = { label: 'figure', value: 'measured', budget: 'budget', verdict: 'verdict', note: 'note' }

function rowOf(figure: Figure): Row {
  return { label: figure.label, value: formatValue(figure), budget: formatBudget(figure), verdict: judge(figure), note: figure.note ?? '' }
}

/** A plain-text table for the terminal: one figure a line, beside its budget and verdict. */
export function formatTable(figures: readonly Figure[]): string {
  const rows = [HEADER, ...figures.map(rowOf)]
  const width = (key: keyof Row) => Math.max(...rows.map((row) => row[key].length))
  const widths = { label: width('label'), value: width('value'), budget: width('budget'), verdict: width('verdict') }
  return rows
    .map((row) =>
      [
        row.label.padEnd(widths.label),
        row.value.padStart(widths.value),
        row.budget.padEnd(widths.budget),
        row.verdict.padEnd(widths.verdict),
        row.note,
      ]
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

/** Pipes and line breaks would break a markdown table cell. */
export const markdownCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')

/** The same table as markdown, for the README. */
export function formatMarkdown(figures: readonly Figure[]): string {
  const line = (cells: string[]) => `| ${cells.map(markdownCell).join(' | ')} |`
  return [
    line([HEADER.label, HEADER.value, HEADER.budget, HEADER.verdict, HEADER.note]),
    line(['---', '---:', '---', '---', '---']),
    ...figures.map(rowOf).map((row) => line([row.label, row.value, row.budget, row.verdict, row.note])),
  ].join('\n')
}
