// The light and dark themes (docs/product/theme.md, decision 031): both wings follow the system's
// scheme by default, live; the 'Theme' control of the login page and of the console's header
// switches it and the choice outlives a reload. The scheme is checked where it shows: the page's
// computed background, not only the attribute that selects it.
import type { Locator, Page } from '@playwright/test'
import { accountButton, assertSignedInShell, holdConsoleScripts, logOut } from './support/console-page'
import { expect, test } from './support/fixtures'
import { acceptTermsIfShown, ADMIN, signInAsAdmin } from './support/sign-in'
import { hideTermsBanner, resetEmulator } from './support/emulator-controls'

/** The page's background in each scheme: white, and MUI's dark background, which plain.css repeats. */
const BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(18, 18, 18)' } as const

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
const themeSelect = (within: Page | Locator) => within.getByRole('combobox', { name: 'Theme' })

/** The page shows `scheme`: its attribute, the browser's own parts, and the background drawn. */
async function expectScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme)
  await expect(page.locator('html')).toHaveCSS('color-scheme', scheme)
  await expect.poll(() => bodyBackground(page), { message: `the page's background in the ${scheme} scheme` }).toBe(BACKGROUND[scheme])
}

/** At least 24 by 24 CSS pixels (WCAG 2.5.8), and wholly on screen. */
async function expectTarget(page: Page, control: Locator): Promise<void> {
  const box = await control.boundingBox()
  expect(box, 'the control is laid out').not.toBeNull()
  if (!box) return
  expect(box.width).toBeGreaterThanOrEqual(24)
  expect(box.height).toBeGreaterThanOrEqual(24)
  const viewport = page.viewportSize()
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport?.width ?? Infinity)
}

async function openLogin(page: Page): Promise<void> {
  await page.goto('/ui/iam/login')
  await acceptTermsIfShown(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
}

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test.describe('on a dark system', () => {
  test.use({ colorScheme: 'dark' })

  test('the loading view is dark before any script has run', async ({ page }) => {
    const releaseScripts = await holdConsoleScripts(page)
    await page.goto('/ui/iam/login', { waitUntil: 'commit' })
    await expect(page.getByRole('status')).toHaveText('Loading IAM UI Application...')
    await expect(page.locator('html')).not.toHaveAttribute('data-theme')
    expect(await bodyBackground(page)).toBe(BACKGROUND.dark)
    releaseScripts()
    await acceptTermsIfShown(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
    await expectScheme(page, 'dark')
  })

  test('the login page is dark, and follows the system when it turns light', async ({ page }) => {
    await openLogin(page)
    await expect(themeSelect(page)).toHaveValue('system')
    await expectScheme(page, 'dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expectScheme(page, 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectScheme(page, 'dark')
  })

  test('the console is dark, and its header’s Theme control switches and keeps the choice', async ({ page, request }) => {
    await hideTermsBanner(request)
    await signInAsAdmin(page)
    const select = themeSelect(page.getByRole('banner'))
    await expect(select).toHaveValue('system')
    await expectScheme(page, 'dark')
    // The header and the page's surfaces come from MUI's variables, which the attribute selects.
    const header = page.getByRole('banner')
    const headerInDark = await header.evaluate((element) => getComputedStyle(element).backgroundImage + getComputedStyle(element).backgroundColor)

    await select.selectOption('Light')
    await expectScheme(page, 'light')
    await expect(header).toHaveCSS('background-color', 'rgb(27, 110, 194)')
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundImage + getComputedStyle(element).backgroundColor)).not.toBe(
      headerInDark,
    )

    await page.reload()
    await assertSignedInShell(page, ADMIN.email)
    await expect(themeSelect(page.getByRole('banner'))).toHaveValue('light')
    await expectScheme(page, 'light')
    // One key for the choice: MUI keeps none of its own.
    const keys = await page.evaluate(() => Object.keys(localStorage))
    expect(keys).toContain('iam.theme')
    expect(keys.filter((key) => key.startsWith('mui'))).toEqual([])

    await themeSelect(page.getByRole('banner')).selectOption('System')
    await expectScheme(page, 'dark')
  })
})

test.describe('on a light system', () => {
  test.use({ colorScheme: 'light' })

  test('the login page’s Theme control switches Light, Dark and System, and keeps the choice after a reload', async ({ page }) => {
    await openLogin(page)
    await expectScheme(page, 'light')
    await expect(themeSelect(page).locator('option')).toHaveText(['Light', 'Dark', 'System'])

    await themeSelect(page).selectOption('Dark')
    await expectScheme(page, 'dark')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
    await expect(themeSelect(page)).toHaveValue('dark')
    await expectScheme(page, 'dark')
    // A chosen scheme stays when the system's changes.
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.emulateMedia({ colorScheme: 'light' })
    await expectScheme(page, 'dark')

    await themeSelect(page).selectOption('System')
    await expectScheme(page, 'light')
    await themeSelect(page).selectOption('Light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectScheme(page, 'light')
  })

  test('the choice is the browser’s, not the session’s: it outlives logout and is shared by both wings', async ({ page, request }) => {
    await hideTermsBanner(request)
    await signInAsAdmin(page)
    await themeSelect(page.getByRole('banner')).selectOption('Dark')
    await expectScheme(page, 'dark')
    await logOut(page)
    await expect(page).toHaveURL(/\/ui\/iam\/login/)
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
    await expect(themeSelect(page)).toHaveValue('dark')
    await expectScheme(page, 'dark')
  })
})

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the Theme controls fit: on the login page and in the header, which does not scroll sideways', async ({ page, request }) => {
    await openLogin(page)
    await expectTarget(page, themeSelect(page))

    await hideTermsBanner(request)
    await signInAsAdmin(page)
    const header = page.getByRole('banner')
    await expectTarget(page, themeSelect(header))
    await expectTarget(page, accountButton(page))
    const overflow = await header.evaluate((element) => element.scrollWidth - element.clientWidth)
    expect(overflow, 'the header scrolls sideways').toBeLessThanOrEqual(0)
  })
})
