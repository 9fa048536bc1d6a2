import type { Locator, Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { isWhollyShown, wordsSplitOverLines } from './support/cut-text'
import { expect, test } from './support/fixtures'
import { EVERY_FORM } from './support/forms'
import { startInLanguage } from './support/language'
import { LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '../../src/core/i18n/language'
import { ADMIN, acceptTermsIfShown, signInAsAdmin, signInByFieldNames } from './support/sign-in'

// A phone held upright (docs/product/shell-and-routes.md 'Narrow screens'): 390 px wide.
const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })
// Every route loads, is measured and is scanned by axe: up to a minute beside another worker.
test.describe.configure({ timeout: 90_000 })

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const USERS = /^Viewing \d+ of all users$/

/** Fails when the page as a whole scrolls sideways: wide content must scroll inside its own box. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }))
  expect(widths.page, `${where} scrolls sideways`).toBeLessThanOrEqual(widths.screen)
}

/**
 * Every visible button, link and field is in reach and big enough: inside the screen's width, or in
 * a box that scrolls sideways (a table), and at least 24 × 24 px (WCAG 2.2's target size, AA).
 */
async function expectTargetsInReach(page: Page, where: string, scope: Locator = page.locator('body')) {
  const problems = await scope.evaluate((root) => {
    const scrollsSideways = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX)
    const inScrollingBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) if (scrollsSideways(box)) return true
      return false
    }
    const targets = root.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]), select, [role="combobox"]')
    return [...targets]
      .filter((element) => element.checkVisibility() && element.closest('[aria-hidden="true"], [inert]') === null)
      .flatMap((element) => {
        const box = element.getBoundingClientRect()
        const name = element.getAttribute('aria-label') ?? (element.textContent.trim() || element.tagName)
        const size = `${String(Math.round(box.width))} × ${String(Math.round(box.height))}`
        const found: string[] = []
        if (box.width < 24 || box.height < 24) found.push(`${name} is ${size} px`)
        if ((box.left < 0 || box.right > document.documentElement.clientWidth) && !inScrollingBox(element)) found.push(`${name} is out of reach`)
        return found
      })
  })
  expect(problems, where).toEqual([])
}

const SHELL_ROUTES: readonly [path: string, screen: string | RegExp][] = [
  ['/ui/iam/identities/users', USERS],
  ['/ui/iam/identities/serviceusers', /^Viewing \d+ of all service accounts$/],
  ['/ui/iam/identities/addserviceaccount', 'Create Service Account'],
  ['/ui/iam/identities/managecertificates', 'This page is being built.'],
  ['/ui/iam/roles', 'This page is being built.'],
  ['/ui/iam/settings/authentication', 'Authentication'],
  ['/ui/iam/settings/ldapproviders', 'This feature is being worked on!'],
]

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__emulator/reset')).ok()).toBe(true)
})

test('every signed-in route fits 390 px: no sideways scroll, every control in reach, and axe finds nothing', async ({ page }) => {
  await signInAsAdmin(page)
  for (const [path, screen] of SHELL_ROUTES) {
    await page.goto(path)
    await expect(heading(page, screen), path).toBeVisible()
    await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0)
    await expectNoSidewaysScroll(page, path)
    await expectTargetsInReach(page, path)
    await expectNoAxeViolations(page, path)
  }
})

test('every end-user page fits 390 px, and the login page stacks its brand panel above the form', async ({ page }) => {
  await page.goto('/ui/iam/login')
  await acceptTermsIfShown(page)
  const panel = page.getByTestId('brand-panel')
  const form = page.getByRole('button', { name: 'Log In' })
  await expect(panel).toBeVisible()
  const panelBox = await panel.boundingBox()
  const formBox = await form.boundingBox()
  expect(panelBox && formBox && panelBox.y + panelBox.height <= formBox.y, 'the brand panel sits above the form').toBe(true)
  expect(panelBox?.width, 'the panel spans the screen').toBe(PHONE.width)

  const pages: readonly [path: string, screen: Locator][] = [
    ['/ui/iam/login', page.getByRole('heading', { name: 'Log In' })],
    ['/ui/iam/login?error=AUTHN_ERR_7', page.getByText('Your username or password was incorrect. Please try again.')],
    ['/ui/iam/providers', page.getByRole('button', { name: 'Log in with Okta' })],
    ['/ui/iam/change-password', page.getByRole('heading', { name: 'Change Password' })],
    ['/ui/iam/forcelogin', page.getByRole('heading', { name: 'Please login to continue...' })],
    ['/ui/iam/pagenotfound', page.getByRole('heading', { name: 'Page not found' })],
  ]
  for (const [path, screen] of pages) {
    await page.goto(path)
    await expect(screen, path).toBeVisible()
    await expectNoSidewaysScroll(page, path)
    await expectTargetsInReach(page, path)
    await expectNoAxeViolations(page, path)
  }
})

test('the terms banner takes the whole screen, as the console\'s dialogs do', async ({ page }) => {
  await page.goto('/ui/iam/login')
  const banner = page.getByRole('dialog', { name: 'Terms and Conditions' })
  await expect(banner).toBeVisible()
  await expect(banner).toHaveJSProperty('offsetWidth', PHONE.width)
  await expect(banner).toHaveJSProperty('offsetHeight', PHONE.height)
  await expect(banner.getByRole('button', { name: 'Accept' })).toBeInViewport()
})

test('the menu button opens the navigation drawer, which navigates and closes after the choice', async ({ page }) => {
  await signInAsAdmin(page)
  // Nothing of the navigation takes the page's width until asked for.
  const areas = page.getByRole('navigation', { name: 'Console areas' })
  await expect(areas).toBeHidden()
  const open = page.getByRole('button', { name: 'Open navigation' })
  await expect(open).toHaveAttribute('aria-expanded', 'false')
  await open.click()
  await expect(areas).toBeVisible()
  // Areas and their pages are one navigation; the API docs link moved in from the header.
  await expect(areas.getByRole('link')).toHaveText(['Identities', 'Users', 'Service Accounts', 'IAM Settings', 'Authentication'])
  await expect(areas.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('link', { name: 'Launch AuthN API Docs' })).toBeVisible()
  // The drawer covers the header as it covers the page: a finger on its first link lands on it.
  for (const link of await areas.getByRole('link').all()) {
    const onTop = await link.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
      return hit !== null && element.contains(hit)
    })
    expect(onTop, `'${await link.textContent()}' is on top where it is drawn`).toBe(true)
  }
  await expectNoAxeViolations(page, 'the open navigation drawer')

  await areas.getByRole('link', { name: 'Service Accounts' }).click()
  await expect(heading(page, /^Viewing \d+ of all service accounts$/)).toBeVisible()
  await expect(areas).toBeHidden()
  await expect(open).toBeFocused()

  // Escape closes it too, without a choice.
  await open.click()
  await expect(areas.getByRole('link', { name: 'Service Accounts' })).toHaveAttribute('aria-current', 'page')
  await page.keyboard.press('Escape')
  await expect(areas).toBeHidden()
  await expect(page).toHaveURL(/\/identities\/serviceusers$/)

  // Back, a phone's own button, closes it with the step back: it never stays over the page before.
  await open.click()
  await expect(areas).toBeVisible()
  await page.goBack()
  await expect(heading(page, USERS)).toBeVisible()
  await expect(areas).toBeHidden()
  await expect(open).toHaveAttribute('aria-expanded', 'false')
})

test('a drawer left open when the screen widened does not come back when it narrows again', async ({ page }) => {
  await signInAsAdmin(page)
  const areas = page.getByRole('navigation', { name: 'Console areas' })
  const open = page.getByRole('button', { name: 'Open navigation' })
  await open.click()
  await expect(areas).toBeVisible()
  // A tablet turned: the navigation stands beside the page, then the screen is narrow again.
  await page.setViewportSize({ width: 1280, height: PHONE.height })
  // The wide header's own button: the open drawer hides the narrow one from the accessibility tree,
  // so its absence alone would not tell that the wide layout has rendered.
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible()
  await page.setViewportSize(PHONE)
  await expect(open).toHaveAttribute('aria-expanded', 'false')
  await expect(areas).toBeHidden()
  // The page is in reach: nothing holds the focus in a drawer.
  await page.getByRole('checkbox', { name: 'Select all rows' }).first().check()
})

test('a dialog takes the whole screen, and a table scrolls inside its own box', async ({ page }) => {
  await signInAsAdmin(page)
  const table = page.getByRole('table', { name: 'Users' })
  await expect(table.getByRole('row')).not.toHaveCount(1)
  const tableWidth = await table.evaluate((element) => element.scrollWidth)
  expect(tableWidth, 'the table is wider than the screen').toBeGreaterThan(PHONE.width)
  await expectNoSidewaysScroll(page, 'the users list')

  await page.getByRole('button', { name: 'Create Local User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Local User' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveJSProperty('offsetWidth', PHONE.width)
  await expect(dialog).toHaveJSProperty('offsetHeight', PHONE.height)
  // The form's last button is in reach.
  await dialog.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded()
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport()
  await expectTargetsInReach(page, 'the create-user dialog', dialog)
  await expectNoAxeViolations(page, 'the create-user dialog at 390 px')
})

test('the header keeps the title, the account menu and every control within 390 px', async ({ page }) => {
  await signInAsAdmin(page)
  const header = page.getByRole('banner')
  const headerWidth = await header.evaluate((element) => element.scrollWidth)
  expect(headerWidth).toBeLessThanOrEqual(PHONE.width)
  await expect(header.getByText('IAM UI', { exact: true })).toBeInViewport()
  const account = header.getByRole('button', { name: ADMIN.email, exact: true })
  await expect(account).toBeInViewport({ ratio: 1 })
  // Only its icon shows: the keyboard's focus on it shows whose account it is.
  await account.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('tooltip')).toHaveText(ADMIN.email)
  await account.click()
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('tooltip')).toHaveCount(0)
})

test("a pager's range keeps a gutter from the list's frame, in English and in Arabic", async ({ page }) => {
  await signInAsAdmin(page)
  /** The smallest distance of a pager's range from its frame's left or right edge, for every pager. */
  const rangeGaps = () =>
    page.locator('.MuiTablePagination-root').evaluateAll((pagers) =>
      pagers.map((pager) => {
        const frame = pager.getBoundingClientRect()
        const range = pager.querySelector('.MuiTablePagination-displayedRows')?.getBoundingClientRect()
        return range ? Math.min(range.left - frame.left, frame.right - range.right) : -1
      }),
    )
  for (const [language, title] of [['English', USERS], ['العربية', /^عرض \d+ من إجمالي المستخدمين$/]] as const) {
    await page.getByRole('combobox', { name: /^(Language|اللغة)$/ }).selectOption(language)
    await expect(heading(page, title)).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    const gaps = await rangeGaps()
    expect(gaps, language).toHaveLength(2)
    for (const gap of gaps) expect(gap, `the range's nearest edge in ${language}`).toBeGreaterThanOrEqual(12)
  }
})

test("in German at 390 px, a list's headers hyphenate a word too long for its column, where the browser knows German", async ({ page }) => {
  // 'Benutzername' and 'Beschreibung' are wider than a phone's column. The browser hyphenates by
  // the page's language; this test's Chromium has no hyphenation dictionaries, phones' browsers do.
  await startInLanguage(page, 'de')
  await signInByFieldNames(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const headers = page.getByRole('table').first().getByRole('columnheader')
  await expect(headers.first()).toBeVisible()
  const hyphens = await headers.evaluateAll((cells) => cells.filter((cell) => cell.textContent).map((cell) => getComputedStyle(cell).hyphens))
  expect(hyphens.length).toBeGreaterThan(0)
  for (const value of hyphens) expect(value).toBe('auto')
})

test("in German at 390 px, the login page's buttons show their whole labels, wrapping where one line is too short", async ({ page }) => {
  await startInLanguage(page, 'de')
  await page.goto('/ui/iam/login')
  await page.getByRole('dialog').getByRole('button').click()
  const labels = page.getByRole('main').locator('.plain-button-label')
  // 'Mit Ihrer Unternehmens-ID anmelden' and 'Mit Corporate AD anmelden' are wider than a phone's card.
  await expect(page.getByRole('button', { name: 'Mit Ihrer Unternehmens-ID anmelden' })).toBeVisible()
  for (const label of await labels.all()) expect(await isWhollyShown(label), (await label.textContent()) ?? '').toBe(true)
})

test("a certificate's buttons show their whole labels in every language, on a phone and on a tablet", async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/ui/iam/identities/serviceusers')
  // Two certificates with three buttons each, one of them expiring soon: a row with a chip beside one without.
  await page.getByRole('checkbox', { name: 'Select ci-pipeline', exact: true }).check()
  await page.getByRole('button', { name: 'Manage Certificates' }).click()
  await expect(page.getByRole('dialog', { name: "Manage ci-pipeline's Certificates" })).toBeVisible()
  /**
   * The labels of the dialog's buttons that are not shown whole: outside what the table's frame (or
   * the dialog) shows without scrolling sideways, or overflowing. (Words split over two lines are
   * `wordsSplitOverLines`.)
   */
  const cutButtons = () =>
    page.getByRole('dialog').locator('button').evaluateAll((buttons) => {
      return buttons
        .filter((button) => button.textContent.trim() !== '')
        .filter((button) => {
          const frame = (button.closest('.MuiTableContainer-root') ?? button.closest('[role="dialog"]'))?.getBoundingClientRect()
          const box = button.getBoundingClientRect()
          const outside = !frame || box.left < frame.left - 0.5 || box.right > frame.right + 0.5
          return outside || button.scrollWidth > button.clientWidth
        })
        .map((button) => button.textContent)
    })
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    // The address keeps the modal open through the reload that brings the language.
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: LANGUAGE_STORAGE_KEY, value: language })
    await page.reload()
    await expect(page.getByRole('dialog').locator('tbody td button'), language).toHaveCount(6)
    for (const width of [PHONE.width, 768]) {
      await page.setViewportSize({ width, height: PHONE.height })
      const where = `${LANGUAGES[language].name} at ${String(width)} px`
      expect(await cutButtons(), where).toEqual([])
      expect(await wordsSplitOverLines(page.getByRole('dialog').locator('button')), where).toEqual([])
    }
    await page.setViewportSize(PHONE)
  }
})

test("on a phone the certificates table gives its values room: whole header words, a whole 'expires soon', in every language", async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/ui/iam/identities/serviceusers')
  await page.getByRole('checkbox', { name: 'Select ci-pipeline', exact: true }).check()
  await page.getByRole('button', { name: 'Manage Certificates' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toHaveAccessibleName("Manage ci-pipeline's Certificates")
  const table = dialog.getByRole('table')
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: LANGUAGE_STORAGE_KEY, value: language })
    await page.reload()
    await expect(table.getByRole('button'), language).toHaveCount(6)
    // A phone held upright, and a desktop zoomed to 400%.
    for (const width of [PHONE.width, 320]) {
      const where = `${LANGUAGES[language].name} at ${String(width)} px`
      await page.setViewportSize({ width, height: PHONE.height })
      expect(await wordsSplitOverLines(table.getByRole('columnheader')), where).toEqual([])
      // The key that expires soon says so whole, not '11 …'.
      const chip = table.locator('.MuiChip-label')
      await expect(chip, where).toHaveCount(1)
      expect(await isWhollyShown(chip), where).toBe(true)
      // The serial number, the value a row is known by, has at least a third of the table's width.
      const serial = await table.getByRole('columnheader').first().boundingBox()
      const whole = await table.boundingBox()
      expect((serial?.width ?? 0) / (whole?.width ?? 1), where).toBeGreaterThan(1 / 3)
      await expectNoSidewaysScroll(page, where)
    }
    await page.setViewportSize(PHONE)
  }
  await expectNoAxeViolations(page, 'the certificates table on a phone')
})

test.describe('at 320 px, the width WCAG asks a page to reflow to (a desktop zoomed to 400%)', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  // German's words are the longest, Arabic mirrors: each language's own texts must fit.
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    test(`no page scrolls sideways in ${LANGUAGES[language].name}`, async ({ page }) => {
      await startInLanguage(page, language)
      await page.goto('/ui/iam/login')
      await page.getByRole('dialog').getByRole('button').click()
      const endUserPages = ['/ui/iam/login', '/ui/iam/providers', '/ui/iam/change-password', '/ui/iam/forcelogin', '/ui/iam/pagenotfound']
      for (const path of endUserPages) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
        await expectNoSidewaysScroll(page, `${path} in ${language}`)
      }
      await signInByFieldNames(page)
      for (const [path] of SHELL_ROUTES) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
        await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0)
        await expectNoSidewaysScroll(page, `${path} in ${language}`)
      }
    })

    // A label inside an empty field has the field's width less its padding; on a phone the labels
    // sit above their fields, where the longest ('Name of the Identity Provider Configuration') fits.
    test(`every form field's label shows whole in ${LANGUAGES[language].name}`, async ({ page }) => {
      await startInLanguage(page, language)
      await signInByFieldNames(page)
      for (const form of EVERY_FORM) {
        await page.goto(form)
        const dialog = page.getByRole('dialog')
        await expect(dialog, form).toBeVisible()
        // The SAML form's fields change with its configuration type: each of its three.
        const types = dialog.getByRole('radio')
        for (let type = 0; type < Math.max(await types.count(), 1); type++) {
          if (type > 0) await types.nth(type).check()
          const labels = dialog.locator('label.MuiInputLabel-root')
          await expect(labels.first(), form).toBeVisible()
          for (const label of await labels.all()) {
            expect(await isWhollyShown(label), `${form}, ${type}: ${await label.innerText()}`).toBe(true)
          }
        }
      }
    })
  }
})
