import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { acceptTermsIfShown, signInAsAdmin } from './support/sign-in'

// The console's languages (docs/product/languages.md): English, German, Japanese and Arabic.
test.describe.configure({ timeout: 60_000 })

const html = (page: Page) => page.locator('html')
const heading = (page: Page) => page.getByRole('heading', { level: 1 })
/** A catalogue other than English's, by the name the build gives its file. */
const OTHER_CATALOGUE = /\/assets\/(de|ja|ar)-[\w-]+\.js$/

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__emulator/reset')).ok()).toBe(true)
})

test('an English page loads no other catalogue, and names its controls in English', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/ui/iam/login')
  await acceptTermsIfShown(page)
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible()
  await expect(html(page)).toHaveAttribute('lang', 'en')
  await expect(html(page)).toHaveAttribute('dir', 'ltr')
  const language = page.getByRole('combobox', { name: 'Language' })
  // Each language is offered in its own words, whatever the page's language.
  await expect(language.getByRole('option')).toHaveText(['English', 'Deutsch', '日本語', 'العربية'])
  await expect(language).toHaveValue('en')
  expect(scripts.filter((url) => OTHER_CATALOGUE.test(url))).toEqual([])
})

test.describe('a browser that asks for German', () => {
  test.use({ locale: 'de-DE' })

  test('gets the console in German by default', async ({ page }) => {
    await page.goto('/ui/iam/login')
    await page.getByRole('dialog', { name: 'Nutzungsbedingungen' }).getByRole('button', { name: 'Akzeptieren' }).click()
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible()
    await expect(html(page)).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de')
  })
})

test('the login page: Arabic is chosen, mirrored right to left, and kept after a reload', async ({ page }) => {
  await page.goto('/ui/iam/login')
  await acceptTermsIfShown(page)
  await page.getByRole('combobox', { name: 'Language' }).selectOption('العربية')
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible()
  await expect(html(page)).toHaveAttribute('lang', 'ar')
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  // Mirrored: the brand panel, at the left in English, stands at the right of the form.
  const panel = await page.getByTestId('brand-panel').boundingBox()
  const title = await page.getByRole('heading', { name: 'تسجيل الدخول' }).boundingBox()
  expect(panel && title && panel.x > title.x + title.width, 'the brand panel is right of the form').toBe(true)
  await expectNoAxeViolations(page, 'the login page in Arabic')

  await page.reload()
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible()
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
})

test('the console: each language in turn, with its dates, its layout direction and MUI texts, kept after a reload', async ({ page }) => {
  await signInAsAdmin(page)
  // The administrator's row, found by its e-mail in any language; its fourth cell is the last login.
  const adminRow = page.getByRole('row').filter({ hasText: 'admin@example.com' })
  await expect(adminRow.getByRole('cell').nth(3)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/)

  await page.getByRole('combobox', { name: 'Language' }).selectOption('Deutsch')
  await expect(heading(page)).toHaveText(/^Alle Benutzer \(\d+\)$/)
  await expect(html(page)).toHaveAttribute('lang', 'de')
  // The last login in German's order: day, month, year, and a 24-hour time.
  await expect(adminRow.getByRole('cell').nth(3)).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/)
  await page.reload()
  await expect(heading(page)).toHaveText(/^Alle Benutzer \(\d+\)$/)
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de')

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('日本語')
  await expect(heading(page)).toHaveText(/^全ユーザー \d+ 人を表示中$/)
  await expect(html(page)).toHaveAttribute('lang', 'ja')

  await page.getByRole('combobox', { name: '言語' }).selectOption('العربية')
  await expect(heading(page)).toHaveText(/^عرض \d+ من إجمالي المستخدمين$/)
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  // Mirrored: the navigation stands at the right, and the pager's 'next' points and sits left of 'previous'.
  const width = page.viewportSize()?.width ?? 0
  const navigation = await page.getByRole('navigation').first().boundingBox()
  expect(navigation && navigation.x > width / 2, 'the navigation is on the right').toBe(true)
  const pager = page.getByRole('button', { name: /الصفحة التالية/ }).first()
  const previous = page.getByRole('button', { name: /الصفحة السابقة/ }).first()
  const [nextBox, previousBox] = [await pager.boundingBox(), await previous.boundingBox()]
  expect(nextBox && previousBox && nextBox.x < previousBox.x, "'next' is left of 'previous'").toBe(true)
  await expectNoAxeViolations(page, 'the users list in Arabic')

  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('English')
  await expect(heading(page)).toHaveText(/^Viewing \d+ of all users$/)
  await expect(html(page)).toHaveAttribute('dir', 'ltr')
})
