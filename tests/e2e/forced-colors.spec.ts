import type { Locator } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { tabOnto } from './support/keyboard'
import { signInAsAdmin } from './support/sign-in'

// Windows' contrast themes force a page's colours: backgrounds and shadows go, and with them the
// tints MUI marks focus and selection with (docs/product/theme.md 'Forced colours').
// Chromium emulates the mode.
test.use({ forcedColors: 'active' })

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__emulator/reset')).ok()).toBe(true)
})

const style = (locator: Locator, property: 'outline' | 'borderTopStyle' | 'borderLeftWidth') =>
  locator.evaluate((element, name) => {
    const computed = getComputedStyle(element)
    return name === 'outline' ? `${computed.outlineStyle} ${computed.outlineWidth}` : computed[name]
  }, property)

test('in forced colours the console keeps keyboard focus, the page shown and its main action visible', async ({ page }) => {
  await signInAsAdmin(page)

  const create = page.getByRole('button', { name: 'Create Local User' })
  // The main action, told apart elsewhere by its fill, keeps an edge.
  expect(await style(create, 'borderTopStyle')).toBe('solid')
  await tabOnto(page, create)
  expect(await style(create, 'outline'), 'a focused button').toBe('solid 2px')

  const checkbox = page.getByRole('checkbox', { name: 'Select admin' })
  await tabOnto(page, checkbox)
  // MUI draws a checkbox's focus on the round button around the box.
  expect(await style(checkbox.locator('..'), 'outline'), 'a focused checkbox').toBe('solid 2px')

  const pageSize = page.getByRole('combobox', { name: /^Rows per page/ }).first()
  await tabOnto(page, pageSize)
  expect(await style(pageSize, 'outline'), "a focused pager's select").toBe('solid 2px')

  // The navigation marks the page shown with a bar, where elsewhere it is tinted.
  const navigation = page.getByRole('navigation', { name: 'Console areas' })
  expect(await style(navigation.getByRole('link', { name: 'Users' }), 'borderLeftWidth')).toBe('4px')
  expect(await style(navigation.getByRole('link', { name: 'Service Accounts' }), 'borderLeftWidth')).toBe('0px')
})
