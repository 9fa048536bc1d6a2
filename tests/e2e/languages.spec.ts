import type { Locator, Page } from '@playwright/test'
import { ar } from '../../src/core/i18n/ar'
import { LANGUAGE_STORAGE_KEY } from '../../src/core/i18n/language'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { startInLanguage } from './support/language'
import { isCut } from './support/cut-text'
import { acceptTermsIfShown, mintTokens, signInAsAdmin } from './support/sign-in'

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

test('English’s texts of the other screens come with those screens: the login page and the users list need none of them', async ({
  page,
}) => {
  // Held back: the sign-in pages and the users list must draw every word without that file.
  const OTHER_SCREENS_TEXTS = /\/assets\/other-screens-texts-[\w-]+\.js$/
  await page.route(OTHER_SCREENS_TEXTS, (route) => route.abort())
  await page.goto('/ui/iam/login')
  await acceptTermsIfShown(page)
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible()
  await signInAsAdmin(page)
  await expect(heading(page)).toHaveText(/^Viewing \d+ of all users$/)
  await expect(page.getByRole('button', { name: 'Create Local User' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Filter' })).toBeVisible()

  // Each other screen shows its own words once the file may come, never a key.
  await page.unrouteAll()
  await page.getByRole('link', { name: 'Service Accounts' }).first().click()
  await expect(heading(page)).toHaveText(/^Viewing \d+ of all service accounts$/)
  await expect(page.getByRole('button', { name: 'Create Service Account' })).toBeVisible()
  await page.goto('/ui/iam/settings')
  await expect(page.getByRole('heading', { name: 'SAML Identity Providers' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Directory Providers' })).toBeVisible()
  await page.goto('/ui/iam/providers?name=nothing-by-this-name')
  await expect(page.getByRole('textbox', { name: 'Provider Name' })).toBeVisible()
  await page.goto('/ui/iam/change-password')
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
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
  await page.getByRole('combobox', { name: 'Language' }).focus()
  await page.getByRole('combobox', { name: 'Language' }).selectOption('العربية')
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'اللغة' }), 'the control chosen with keeps the focus').toBeFocused()
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

test('another tab keeps its language, and what is typed in it, until it loads again', async ({ page, context }) => {
  await page.goto('/ui/iam/login')
  await acceptTermsIfShown(page)
  const other = await context.newPage()
  await other.goto('/ui/iam/login')
  await acceptTermsIfShown(other)
  await other.getByRole('textbox', { name: 'Username' }).fill('half-typed')

  // The browser tells the other tab of the stored choice; the test waits until it has.
  const told = other.evaluate(
    (key) => new Promise<void>((resolve) => addEventListener('storage', (event) => event.key === key && resolve())),
    LANGUAGE_STORAGE_KEY,
  )
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Deutsch')
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible()
  await told
  // Drawing the other tab again in German would lose its typing (a language redraws from the top).
  // Told, it has had the time a German catalogue takes to load and draw, and did not follow.
  await other.waitForTimeout(500)
  await expect(other.getByRole('heading', { name: 'Log In' })).toBeVisible()
  await expect(other.getByRole('textbox', { name: 'Username' })).toHaveValue('half-typed')

  await other.reload()
  await expect(other.getByRole('heading', { name: 'Anmelden' })).toBeVisible()
})

/** What each language shows on the users list: its title and the last login in its own date format. */
const CONSOLE_LANGUAGES = [
  { option: 'Deutsch', lang: 'de', dir: 'ltr', control: 'Sprache', tab: 'Benutzer - IAM UI', title: /^Alle Benutzer \(\d+\)$/, date: /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/ },
  { option: '日本語', lang: 'ja', dir: 'ltr', control: '言語', tab: 'ユーザー - IAM UI', title: /^全ユーザー \d+ 人を表示中$/, date: /^\d{4}\/\d{1,2}\/\d{1,2} \d{1,2}:\d{2}$/ },
  // Arabic's date carries right-to-left marks between its parts; they are left out to compare.
  { option: 'العربية', lang: 'ar', dir: 'rtl', control: 'اللغة', tab: 'المستخدمون - IAM UI', title: /^عرض \d+ من إجمالي المستخدمين$/, date: /^[\d٠-٩]{1,2}\/[\d٠-٩]{1,2}\/[\d٠-٩]{4}، [\d٠-٩]{1,2}:[\d٠-٩]{2} [صم]$/ },
] as const

test('the console: each language in turn, its title, dates and direction, kept after a reload, and English back exactly', async ({ page }) => {
  test.setTimeout(120_000)
  await signInAsAdmin(page)
  // The administrator's row, found by its e-mail in any language; its fourth cell is the last login.
  const lastLogin = page.getByRole('row').filter({ hasText: 'admin@example.com' }).getByRole('cell').nth(3)
  const shownDate = async () => (await lastLogin.innerText()).replace(/[\u200e\u200f\u061c]/g, '')
  await expect(lastLogin).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/)

  let control = 'Language'
  for (const language of CONSOLE_LANGUAGES) {
    await page.getByRole('combobox', { name: control }).focus()
    await page.getByRole('combobox', { name: control }).selectOption(language.option)
    control = language.control
    await expect(heading(page), language.lang).toHaveText(language.title)
    // Every screen is drawn again in the new language; the control chosen with keeps the focus.
    await expect(page.getByRole('combobox', { name: control }), `the focus after choosing ${language.lang}`).toBeFocused()
    await expect(page, `the tab's name in ${language.lang}`).toHaveTitle(language.tab)
    await expect(html(page)).toHaveAttribute('lang', language.lang)
    await expect(html(page)).toHaveAttribute('dir', language.dir)
    await expect.poll(shownDate, { message: `the last login in ${language.lang}` }).toMatch(language.date)
    await page.reload()
    await expect(heading(page), `${language.lang} after a reload`).toHaveText(language.title)
    await expect(page.getByRole('combobox', { name: control })).toHaveValue(language.lang)
  }

  // Arabic, the last: mirrored, the navigation stands at the right, and the pager's 'next' sits left of 'previous'.
  const width = page.viewportSize()?.width ?? 0
  const navigation = await page.getByRole('navigation').first().boundingBox()
  expect(navigation && navigation.x > width / 2, 'the navigation is on the right').toBe(true)
  const next = await page.getByRole('button', { name: /الصفحة التالية/ }).first().boundingBox()
  const previous = await page.getByRole('button', { name: /الصفحة السابقة/ }).first().boundingBox()
  expect(next && previous && next.x < previous.x, "'next' is left of 'previous'").toBe(true)
  // The account menu hangs from its button's outer edge, the left one in a mirrored header.
  const account = page.getByRole('button', { name: 'admin@example.com' })
  const button = await account.boundingBox()
  await account.click()
  const menu = await page.getByRole('menu').boundingBox()
  expect(menu && button && Math.abs(menu.x - button.x), "the menu's left edge is the button's").toBeLessThan(2)
  await page.keyboard.press('Escape')
  await expectNoAxeViolations(page, 'the users list in Arabic')

  await page.getByRole('combobox', { name: control }).selectOption('English')
  await expect(heading(page)).toHaveText(/^Viewing \d+ of all users$/)
  await expect(page).toHaveTitle('Users - IAM UI')
  await expect(html(page)).toHaveAttribute('dir', 'ltr')
})

/**
 * Where the first and the last letter of an element's text are drawn, or of `part` of it, and
 * where the element's box starts (left edges, px): the order the reader sees, whatever the order
 * in the page.
 */
function letterEdges(locator: Locator, part?: string): Promise<{ box: number; first: number; last: number }> {
  return locator.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const texts: Text[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node instanceof Text && node.length > 0) texts.push(node)
    const leftOf = (node: Text, offset: number) => {
      const letter = document.createRange()
      letter.setStart(node, offset)
      letter.setEnd(node, offset + 1)
      return letter.getBoundingClientRect().left
    }
    const box = element.getBoundingClientRect().left
    if (wanted !== null) {
      const holder = texts.find((text) => text.data.includes(wanted))
      if (!holder) throw new Error(`'${wanted}' is not in the element's text`)
      const at = holder.data.indexOf(wanted)
      return { box, first: leftOf(holder, at), last: leftOf(holder, at + wanted.length - 1) }
    }
    const [first] = texts
    const last = texts.at(-1)
    if (!first || !last) throw new Error('the element holds no text')
    return { box, first: leftOf(first, 0), last: leftOf(last, last.length - 1) }
  }, part ?? null)
}

test('in Arabic, a cut e-mail from the service keeps its start in view and loses its end', async ({ page }) => {
  await signInAsAdmin(page)
  await page.getByRole('combobox', { name: 'Language' }).selectOption('العربية')
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  const email = page.getByRole('cell').getByText('yuto.nakamura@example.com', { exact: true })
  // The column is narrower than the address, so the line is cut: the case where its start could be lost.
  expect(await isCut(email), 'the e-mail is cut').toBe(true)
  const edges = await letterEdges(email)
  expect(edges.first, "the e-mail's first letter is inside its line").toBeGreaterThanOrEqual(edges.box - 1)
})

test("in Arabic, the service's English terms read left to right, each sentence ending at its right", async ({ page }) => {
  await startInLanguage(page, 'ar')
  await page.goto('/ui/iam/login')
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  // The seeded terms: 'Do not share your credentials.' is the list's first line.
  const line = page.getByTestId('terms-content').getByRole('listitem').first()
  await expect(line).toHaveText('Do not share your credentials.')
  const edges = await letterEdges(line)
  expect(edges.last, 'the full stop stands right of the first letter').toBeGreaterThan(edges.first)
})

/**
 * Fills a field, clicks just inside its left edge and types a letter, then does the same at its
 * right edge: where the letter lands in the value (its start or its end) is where a reader of the
 * field starts reading. E-mail inputs have no selection to read the caret from, so the typed
 * letter tells.
 */
async function typedAtEdges(field: Locator, value: string): Promise<{ left: string; right: string }> {
  const box = await field.boundingBox()
  if (!box) throw new Error('the field is not shown')
  const typedAt = async (x: number) => {
    await field.fill(value)
    await field.click({ position: { x, y: box.height / 2 } })
    await field.page().keyboard.type(MARK)
    return field.inputValue()
  }
  // A pixel inside each edge: on the outer half of a letter that touches the edge, if one does.
  return { left: await typedAt(1), right: await typedAt(box.width - 1) }
}

const MARK = 'X'
const LATIN_EMAIL = 'user@example.com.'
const ARABIC_NAME = 'محمد.'
const startsWithMark = (value: string) => ({ left: MARK + value, right: value + MARK })
const endsWithMark = (value: string) => ({ left: value + MARK, right: MARK + value })

test("in Arabic, the console's fields keep the direction of what is typed", async ({ page }) => {
  await signInAsAdmin(page)
  await page.getByRole('combobox', { name: 'Language' }).selectOption('العربية')
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  await page.getByRole('button', { name: ar.users.createLocalUser }).click()
  const dialog = page.getByRole('dialog', { name: ar.userModal.createTitle })

  // An e-mail starts at the field's left edge and ends with its full stop, as it reads in English.
  const email = dialog.getByRole('textbox', { name: ar.userModal.email, exact: true })
  expect(await typedAtEdges(email, LATIN_EMAIL)).toEqual(startsWithMark(LATIN_EMAIL))
  // Arabic typed into the same form starts at the right, as the page does.
  const displayName = dialog.getByRole('textbox', { name: ar.userModal.displayName, exact: true })
  expect(await typedAtEdges(displayName, ARABIC_NAME)).toEqual(endsWithMark(ARABIC_NAME))
})

test("in Arabic, the login form's username keeps its direction; the password's dots keep the page's", async ({ page }) => {
  await startInLanguage(page, 'ar')
  await page.goto('/ui/iam/login')
  await page.getByRole('dialog', { name: ar.termsBanner.title }).getByRole('button', { name: ar.termsBanner.accept }).click()
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  const username = page.getByRole('textbox', { name: ar.login.username })
  expect(await typedAtEdges(username, LATIN_EMAIL)).toEqual(startsWithMark(LATIN_EMAIL))
  const password = page.getByRole('textbox', { name: ar.login.password, exact: true })
  expect(await typedAtEdges(password, 'secret')).toEqual(endsWithMark('secret'))
})

test('in Arabic, a Latin name ending in a full stop reads left to right inside a sentence, the full stop at its end', async ({ page, request }) => {
  const NAME = 'Acme Inc.'
  const { id_token } = await mintTokens(request)
  const created = await request.post('/api/iam/v1/service_accounts', {
    headers: { Authorization: `Bearer ${id_token}` },
    data: { name: NAME, description: '', email_address: '' },
  })
  expect(created.status(), await created.text()).toBe(201)
  await signInAsAdmin(page)
  await page.getByRole('combobox', { name: 'Language' }).selectOption('العربية')
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  // The seed's six accounts fill the first page; the new one comes after them.
  await page.goto('/ui/iam/identities/serviceusers?page=2')
  await page.getByRole('checkbox', { name: ar.table.selectRow.replace('{name}', NAME) }).check()
  await page.getByRole('button', { name: ar.serviceAccounts.manageCertificates }).click()
  const title = page.getByRole('dialog').getByRole('heading', { name: ar.certificates.title.replace('{name}', NAME) })
  const edges = await letterEdges(title, NAME)
  // Drawn as the reader of the name expects: 'A' first at the left, the full stop last at the right.
  expect(edges.last, "the name's full stop stands right of its first letter").toBeGreaterThan(edges.first)
})

test('a language whose texts do not arrive: the page starts in English and keeps the choice; choosing it again loads it afresh', async ({ page }) => {
  const german = /\/assets\/de-[\w-]+\.js$/
  let away = true
  await page.route(german, (route) => (away ? route.abort('connectionrefused') : route.fallback()))
  await startInLanguage(page, 'de')
  await page.goto('/ui/iam/login')
  await acceptTermsIfShown(page)
  // Not a loading view that never ends: the page, in English, with German still chosen for the next load.
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
  await expect(html(page)).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en')
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('de')

  // The browser keeps a failed import's answer for the page's life: choosing German again loads the page afresh.
  away = false
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de')
  await expect(html(page)).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible()
})
