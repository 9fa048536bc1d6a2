// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  BUDGETS,
  KILOBYTE,
  atLeast,
  atMost,
  exactly,
  failsBench,
  formatBudget,
  formatMarkdown,
  formatTable,
  formatValue,
  judge,
  type Figure,
} from '../../bench/budgets'

const bytes = (kilobytes: number) => kilobytes * KILOBYTE

const loginJs = (value: number | undefined, note?: string): Figure => ({
  label: 'JS to show /ui/iam/login',
  unit: 'KB',
  value,
  budget: atMost(BUDGETS.loginJsKb),
  gated: true,
  ...(note ? { note } : {}),
})

const requests = (value: number | undefined): Figure => ({
  label: 'Opening the users list: GET users',
  unit: 'requests',
  value,
  budget: exactly(1),
  gated: true,
})

const score = (value: number | undefined): Figure => ({
  label: 'Lighthouse login: performance',
  unit: 'score',
  value,
  budget: atLeast(0.95),
  gated: false,
})

describe('the budgets', () => {
  it('are the agreed numbers: the users list’s includes the measured cost of MUI’s own list components', () => {
    expect(BUDGETS.loginJsKb).toBe(170)
    expect(BUDGETS.usersListJsKb).toBe(260)
    expect(BUDGETS.buildJsKb).toBe(450)
    expect(BUDGETS.requests).toEqual({ openUsers: 1, openConnectors: 1, nextPageUsers: 1, filterUsers: 2 })
    expect(BUDGETS.lighthouse).toEqual({ loginPerformance: 0.95, usersListPerformance: 0.9, accessibility: 1, bestPractices: 1 })
  })
})

describe('judge', () => {
  it('compares byte figures in KB: the budget itself is within, one byte more is over', () => {
    expect(judge(loginJs(bytes(170)))).toBe('ok')
    expect(judge(loginJs(bytes(170) + 1))).toBe('OVER')
    expect(judge(loginJs(bytes(12.5)))).toBe('ok')
  })

  it('wants an exact request count: fewer is as wrong as more', () => {
    expect(judge(requests(1))).toBe('ok')
    expect(judge(requests(0))).toBe('OVER')
    expect(judge(requests(2))).toBe('OVER')
  })

  it('wants a score at least its budget', () => {
    expect(judge(score(0.95))).toBe('ok')
    expect(judge(score(1))).toBe('ok')
    expect(judge(score(0.94))).toBe('OVER')
  })

  it('calls a missing figure not measured', () => {
    expect(judge(loginJs(undefined))).toBe('not measured')
    expect(judge(requests(Number.NaN))).toBe('not measured')
  })
})

describe('failsBench', () => {
  it('passes when every gated figure holds, whatever the ungated scores say', () => {
    expect(failsBench([loginJs(bytes(100)), requests(1), score(0.2), score(undefined)])).toBe(false)
  })

  it('fails on a gated figure over its budget', () => {
    expect(failsBench([loginJs(bytes(100)), requests(2)])).toBe(true)
  })

  it('fails on a gated figure that could not be measured', () => {
    expect(failsBench([loginJs(undefined, 'timed out'), requests(1)])).toBe(true)
  })
})

describe('formatting', () => {
  it('prints each figure in its unit beside its budget', () => {
    expect(formatValue(loginJs(bytes(253.34)))).toBe('253.3 KB')
    expect(formatBudget(loginJs(0))).toBe('≤ 170 KB')
    expect(formatValue(requests(3))).toBe('3')
    expect(formatBudget(requests(3))).toBe('= 1')
    expect(formatValue(score(0.7))).toBe('0.70')
    expect(formatBudget(score(0.7))).toBe('≥ 0.95 (not gated)')
    expect(formatValue(loginJs(undefined))).toBe('—')
  })

  it('lines the terminal table up in columns, one figure a line', () => {
    const lines = formatTable([loginJs(bytes(253.3), '34 JS files'), requests(1), score(0.7)]).split('\n')
    expect(lines).toHaveLength(4)
    expect(lines[0]).toMatch(/^figure\s+measured\s+budget\s+verdict\s+note$/)
    expect(lines[1]).toMatch(/^JS to show \/ui\/iam\/login\s+253\.3 KB\s+≤ 170 KB\s+OVER\s+34 JS files$/)
    expect(lines[2]).toMatch(/^Opening the users list: GET users\s+1\s+= 1\s+ok$/)
    expect(lines[3]).toMatch(/^Lighthouse login: performance\s+0\.70\s+≥ 0\.95 \(not gated\)\s+OVER$/)
    // The measured column is right-aligned: every value ends where its header ends.
    const end = (line: string, text: string) => line.indexOf(text) + text.length
    expect(end(lines[1] ?? '', '253.3 KB')).toBe(end(lines[0] ?? '', 'measured'))
    expect(end(lines[3] ?? '', '0.70')).toBe(end(lines[0] ?? '', 'measured'))
  })

  it('writes a markdown table whose cells cannot be broken by a pipe or a line break', () => {
    const markdown = formatMarkdown([loginJs(bytes(100), 'a | b\nc')]).split('\n')
    expect(markdown).toEqual([
      '| figure | measured | budget | verdict | note |',
      '| --- | ---: | --- | --- | --- |',
      '| JS to show /ui/iam/login | 100.0 KB | ≤ 170 KB | ok | a \\| b c |',
    ])
  })
})
