import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { resetEmulator } from './support/emulator-controls'
import { isCut, isWhollyShown } from './support/cut-text'
import { FORM_AT } from './support/forms'
import { startInLanguage } from './support/language'
import { ADMIN, signInAsAdmin, signInByFieldNames } from './support/sign-in'

// The browser's own text size (docs/product/shell-and-routes.md 'Larger text'): Chrome's settings
// offer up to 'Very large', 24 px where the default is 16. The console's text follows it, and what
// sits beside the text keeps clear of it.
const VERY_LARGE = 24

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

/** Sets the text size as the browser's settings do, before the page draws. */
async function setTextSize(page: Page, size: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: size } })
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not drawn')
  return found
}

/** Where the element's own text is drawn, from its first letter to its last. */
const textBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const { left, right } = range.getBoundingClientRect()
    return { left, right }
  })

/** Where a select's text may run: its box less the padding MUI keeps for the arrow. */
const textRoom = (select: Locator) =>
  select.evaluate((element) => {
    const { right } = element.getBoundingClientRect()
    return { right: right - parseFloat(getComputedStyle(element).paddingRight) }
  })

for (const size of [16, VERY_LARGE]) {
  test(`with the browser's text at ${String(size)} px, a list's checkboxes and the selects' arrows keep clear of the text`, async ({ page }) => {
    await setTextSize(page, size)
    await signInAsAdmin(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-size', `${String(size * 1.5)}px`)

    const table = page.getByRole('table', { name: 'Users' })
    const checkbox = table.getByRole('checkbox', { name: 'Select admin' }).locator('..')
    const name = table.getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Select admin' }) }).getByRole('cell').nth(1).getByText('admin', { exact: true })
    expect((await box(checkbox)).x + (await box(checkbox)).width, "the checkbox ends before the username's first letter").toBeLessThanOrEqual((await textBox(name)).left)

    const selects: [string, Locator][] = [
      ['Theme', page.getByRole('banner').getByRole('combobox', { name: 'Theme' })],
      ['Language', page.getByRole('banner').getByRole('combobox', { name: 'Language' })],
      ['Rows per page', page.getByRole('combobox', { name: /^Rows per page/ }).first()],
    ]
    for (const [label, select] of selects) {
      const arrow = select.locator('xpath=following-sibling::*[local-name()="svg"][1]')
      expect((await box(arrow)).x, `${label}: the arrow starts after the text's room`).toBeGreaterThanOrEqual((await textRoom(select)).right - 0.5)
    }
  })
}

test.describe('on a laptop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const size of [VERY_LARGE, 32]) {
    test(`with the browser's text at ${String(size)} px, the page and the navigation start below the header, however tall it grows`, async ({ page }) => {
      await setTextSize(page, size)
      await signInAsAdmin(page)
      const header = await box(page.getByRole('banner'))
      const heading = await box(page.getByRole('heading', { level: 1 }))
      const firstLink = await box(page.getByRole('navigation', { name: 'Console areas' }).getByRole('link').first())
      expect(heading.y, "the page's heading starts below the header").toBeGreaterThanOrEqual(header.y + header.height)
      expect(firstLink.y, "the navigation's first link starts below the header").toBeGreaterThanOrEqual(header.y + header.height)
    })
  }
})

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 320, height: 700 } })

  test("with the browser's text very large, the header shows its whole title and keeps the account button on the screen", async ({ page }) => {
    await setTextSize(page, VERY_LARGE)
    await signInAsAdmin(page)
    const header = page.getByRole('banner')
    const title = header.getByText('IAM UI', { exact: true })
    await expect(title).toBeInViewport({ ratio: 1 })
    expect(await isCut(title), 'the title is cut').toBe(false)
    await expect(header.getByRole('button', { name: ADMIN.email, exact: true })).toBeInViewport({ ratio: 1 })
    for (const name of ['Language', 'Theme']) await expect(header.getByRole('combobox', { name })).toBeInViewport({ ratio: 1 })
    expect(await header.evaluate((element) => element.scrollWidth), 'the header scrolls sideways').toBeLessThanOrEqual(320)
    const heading = await box(page.getByRole('heading', { level: 1 }))
    const bar = await box(header)
    expect(heading.y, "the page's heading starts below the header").toBeGreaterThanOrEqual(bar.y + bar.height)
  })
})

test.describe('in a window of 1280 px zoomed to 200%', () => {
  test.use({ viewport: { width: 640, height: 720 } })

  test("with the browser's text very large, the directory form's labels and choices show whole in German", async ({ page }) => {
    await setTextSize(page, VERY_LARGE)
    await startInLanguage(page, 'de')
    await signInByFieldNames(page)
    await page.goto(FORM_AT.addDirectory)
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('textbox').first()).toBeVisible()
    // The longest label, 'Benutzername des Dienstkontos', and the chosen group search, 'Nicht rekursiv (Standard)'.
    const texts = dialog.locator('label.MuiInputLabel-root, [role="combobox"]')
    await expect(texts.first()).toBeVisible()
    for (const text of await texts.all()) expect(await isWhollyShown(text), await text.innerText()).toBe(true)
  })
})
