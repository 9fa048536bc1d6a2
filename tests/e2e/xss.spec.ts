import type { Locator, Page } from '@playwright/test'
import { EXPECTS_BLOCKED_CONTENT, expect, test as base } from './support/fixtures'
import { bannerReply, hostileConnectors, hostileDirectories, hostileDirectory, hostileLoginLook, hostileSamlProvider, hostileSamlProviders, hostileServiceAccounts, hostileUser, hostileUsers, NO_BANNER, signInThroughFragment, textboxValues } from './support/hostile-data'
import { STORAGE_KEYS } from '../../src/core/auth/storage-keys'
import { mintTokens } from './support/sign-in'
import { assertNothingRan, settle, watchForXss, XSS_PAYLOADS, type XssPayload, type XssWatch } from './support/xss-payloads'
import { answerWith, resetEmulator } from './support/emulator-controls'

/*
 * Hostile server data never executes (nor loads anything from elsewhere): every payload of
 * support/xss-payloads.ts goes through every field the service provides, and each test ends by
 * checking that no marker ran, no dialog opened, no request left the origin and nothing crashed.
 * Lists take all payloads in one reply; modals, the login page's look and banner, the header and
 * the password message take one payload at a time, as the service sends one value there.
 */

const TEXTS = XSS_PAYLOADS.map((payload) => payload.text)
/** The payload after `payload` (wrapping round), so two fields of one screen show different ones. */
const nextOf = (payload: XssPayload, step = 1): XssPayload => XSS_PAYLOADS[(payload.id - 1 + step) % XSS_PAYLOADS.length] ?? payload

/** Each test's page, armed before it loads anything (support/xss-payloads.ts). */
const test = base.extend<{ watch: XssWatch }>({
  watch: async ({ page, baseURL }, provide) => {
    await provide(await watchForXss(page, baseURL ?? ''))
  },
})

// Hundreds of actions over tables of fifty rows: recording a trace of each made these tests several
// times slower on a shared two-core machine. A failure still names its payload and keeps a screenshot.
test.use({ trace: 'off' })

test.beforeEach(async ({ request }) => {
  test.setTimeout(180_000)
  // Parsing a hostile banner in its inert document already meets the policy: a <base> there is
  // reported blocked, harmlessly, since that document is only read.
  test.info().annotations.push(EXPECTS_BLOCKED_CONTENT)
  await resetEmulator(request)
})

// The faults would otherwise greet the next test of another file on this worker's emulator.
test.afterEach(async ({ request }) => {
  await resetEmulator(request)
})

test('has at least 40 distinct payloads', () => {
  expect(new Set(TEXTS).size).toBe(TEXTS.length)
  expect(TEXTS.length).toBeGreaterThanOrEqual(40)
})

// ---------------------------------------------------------------- identities

/**
 * The list to show after the modal of `index` closes (closing refetches it): only the next
 * payload's row, so that checking a row re-renders one row rather than fifty. Set once the
 * row of `index` is on screen, when no refetch is in flight.
 */
function nextRowOnly<T>(index: number, reply: (payloads: XssPayload[]) => T): T {
  const next = XSS_PAYLOADS[index + 1]
  return reply(next ? [next] : [])
}

test('users: names, display names, e-mails, locales and provider names stay text in the list and the update modal', async ({
  page,
  request,
  watch,
}) => {
  await answerWith(request, 'GET_CONNECTORS', hostileConnectors(XSS_PAYLOADS))
  await answerWith(request, 'GET_USERS', hostileUsers(XSS_PAYLOADS))
  await signInThroughFragment(page, request, TEXTS[0] ?? '')

  const table = page.getByRole('table', { name: 'Users' })
  await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText(TEXTS)
  // The type column shows the user's provider by name: the connectors' names are payloads too.
  await expect(table.locator('tbody tr td:nth-child(3)')).toHaveText(TEXTS)
  // Display Name and Email.
  for (const column of [5, 6]) await expect(table.locator(`tbody tr td:nth-child(${String(column)})`)).toHaveText(TEXTS)

  const update = page.getByRole('dialog', { name: 'Update Local User' })
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    await answerWith(request, 'GET_USER', hostileUser(payload))
    await table.getByRole('checkbox', { name: `Select ${payload.text}`, exact: true }).check()
    await answerWith(request, 'GET_USERS', nextRowOnly(index, hostileUsers))
    await page.getByRole('button', { name: 'Update', exact: true }).click()
    // Username, Display Name and Email, then the stored locale kept as an option of its own.
    await expect.poll(() => textboxValues(update), `payload ${payload.id}`).toEqual([payload.text, payload.text, payload.text])
    await expect(update.getByRole('combobox', { name: 'Locale' })).toHaveText(payload.text)
    await page.keyboard.press('Escape')
  }
  await expect(update).toBeHidden()
  await assertNothingRan(page, watch)
})

test('service accounts: names, e-mails, descriptions and certificate serials stay text in the list and its modals', async ({
  page,
  request,
  watch,
}) => {
  await answerWith(request, 'GET_SERVICE_ACCOUNTS', hostileServiceAccounts(XSS_PAYLOADS))
  await signInThroughFragment(page, request, TEXTS[1] ?? '')
  await page.getByRole('link', { name: 'Service Accounts' }).click()

  const table = page.getByRole('table', { name: 'Service accounts' })
  for (const column of [2, 3, 4]) await expect(table.locator(`tbody tr td:nth-child(${column})`)).toHaveText(TEXTS)

  // Deleting all of them names every one in the confirmation.
  const selectAll = table.getByRole('checkbox', { name: 'Select all rows' })
  await selectAll.check()
  await page.getByRole('button', { name: 'Delete Service Account' }).click()
  const confirmDelete = page.getByRole('alertdialog', { name: 'Delete Service Account' })
  for (const text of TEXTS) await expect(confirmDelete).toContainText(text)
  await confirmDelete.getByRole('button', { name: 'Cancel' }).click()
  await selectAll.uncheck()

  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    await table.getByRole('checkbox', { name: `Select ${payload.text}`, exact: true }).check()
    await answerWith(request, 'GET_SERVICE_ACCOUNTS', nextRowOnly(index, hostileServiceAccounts))
    await page.getByRole('button', { name: 'Manage Certificates' }).click()
    const dialog = page.getByRole('dialog', { name: `Manage ${payload.text}'s Certificates`, exact: true })
    await expect(dialog.getByRole('table', { name: 'Certificates' }).locator('tbody td').first()).toHaveText(payload.text)
    if (payload.id % 10 === 1) {
      // The revoke confirmation repeats both the serial and the account's name.
      await dialog.getByRole('button', { name: /^Revoke/ }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Revoke Certificate' })
      await expect(confirm).toContainText(`Revoke certificate ${payload.text} of ${payload.text}?`)
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await expect(confirm).toBeHidden()
    }
    await dialog.getByRole('button', { name: 'Done' }).click()
  }
  await assertNothingRan(page, watch)
})

// ---------------------------------------------------------------- settings

const samlSection = (page: Page) => page.getByRole('region', { name: 'SAML Identity Providers' })
const directorySection = (page: Page) => page.getByRole('region', { name: 'Directory Providers' })

async function goToAuthentication(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'IAM Settings' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/settings/)
}

test('SAML providers: every name, attribute, URL and certificate stays text in the list, the delete confirmation and the update modal', async ({
  page,
  request,
  watch,
}) => {
  await answerWith(request, 'GET_SAML_IDENTITY_PROVIDERS', hostileSamlProviders(XSS_PAYLOADS))
  await signInThroughFragment(page, request, TEXTS[2] ?? '')
  await goToAuthentication(page)

  const table = samlSection(page).getByRole('table', { name: 'SAML Identity Providers' })
  for (const column of [2, 3, 4, 5]) await expect(table.locator(`tbody tr td:nth-child(${column})`)).toHaveText(TEXTS)

  const selectAll = table.getByRole('checkbox', { name: 'Select all rows' })
  await selectAll.check()
  await samlSection(page).getByRole('button', { name: 'Delete', exact: true }).click()
  const confirmDelete = page.getByRole('alertdialog', { name: 'Delete SAML Identity Providers' })
  for (const text of TEXTS) await expect(confirmDelete).toContainText(text)
  await confirmDelete.getByRole('button', { name: 'Cancel' }).click()
  await selectAll.uncheck()

  const dialog = page.getByRole('dialog', { name: 'Configure a New Provider' })
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    await answerWith(request, 'GET_SAML_IDP', hostileSamlProvider(payload))
    await table.getByRole('checkbox', { name: `Select ${payload.text}`, exact: true }).check()
    await answerWith(request, 'GET_SAML_IDENTITY_PROVIDERS', nextRowOnly(index, hostileSamlProviders))
    await samlSection(page).getByRole('button', { name: 'Update', exact: true }).click()
    // Name, the three attributes, the five manual URLs and the certificate.
    await expect.poll(() => textboxValues(dialog), `payload ${payload.id}`).toEqual(Array<string>(10).fill(payload.text))
    await dialog.getByRole('radio', { name: 'URL' }).check()
    await expect(dialog.getByRole('textbox', { name: 'Metadata URL' })).toHaveValue(payload.text)
    await page.keyboard.press('Escape')
  }
  await expect(dialog).toBeHidden()
  await assertNothingRan(page, watch)
})

test('directories: every name, domain, URL, bind user and LDAP setting stays text in the list, the delete confirmation and the update modal', async ({
  page,
  request,
  watch,
}) => {
  await answerWith(request, 'GET_DIRECTORY_SERVICES', hostileDirectories(XSS_PAYLOADS))
  await signInThroughFragment(page, request, TEXTS[3] ?? '')
  await goToAuthentication(page)

  const table = directorySection(page).getByRole('table', { name: 'Directory Providers' })
  for (const column of [2, 3, 4]) await expect(table.locator(`tbody tr td:nth-child(${column})`)).toHaveText(TEXTS)

  const dialog = page.getByRole('dialog', { name: 'Update Directory' })
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    await answerWith(request, 'GET_DIRECTORY_SERVICE', hostileDirectory(payload))
    await table.getByRole('checkbox', { name: `Select ${payload.text}`, exact: true }).check()
    await answerWith(request, 'GET_DIRECTORY_SERVICES', nextRowOnly(index, hostileDirectories))
    if (payload.id % 10 === 1) {
      // The delete confirmation names the directory.
      await directorySection(page).getByRole('button', { name: 'Delete', exact: true }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Delete Directory Provider' })
      await expect(confirm).toContainText(payload.text)
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await expect(confirm).toBeHidden()
    }
    await directorySection(page).getByRole('button', { name: 'Update', exact: true }).click()
    // Name, Domain, Directory URL, Service Account Username and the seven Open LDAP settings.
    await expect.poll(() => textboxValues(dialog), `payload ${payload.id}`).toEqual(Array<string>(11).fill(payload.text))
    await page.keyboard.press('Escape')
  }
  await expect(dialog).toBeHidden()
  await assertNothingRan(page, watch)
})

test("the header shows the identity token's e-mail claim as text, for every payload", async ({ page, context, request, watch }) => {
  const [first, ...rest] = XSS_PAYLOADS
  if (!first) throw new Error('no payloads')
  // The first through the address fragment, verified as a real hand-over is.
  await signInThroughFragment(page, request, first.text)
  // The rest as another tab of the same browser signs in: the header follows the stored token.
  const otherTab = await context.newPage()
  await otherTab.goto('/ui/iam/config.js')
  const email = page.getByRole('banner').getByTestId('user-email')
  for (const payload of rest) {
    const tokens = await mintTokens(request, { email: payload.text })
    await otherTab.evaluate((stored) => {
      localStorage.setItem('iam.token_response', JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) + stored.expires_in }))
    }, tokens)
    await expect(email, `payload ${payload.id}`).toHaveText(payload.text)
  }
  await otherTab.close()
  await assertNothingRan(page, watch)
})

// ---------------------------------------------------------------- end-user pages

/** The banner's own harmless formatting, which sanitising must keep. */
const SAFE_BANNER =
  '<h2>Terms of use</h2><p>Read <strong>all</strong> of <em>these</em> <a href="https://example.com/terms">terms</a> ' +
  'and the <a href="/ui/iam/help">help page</a>.</p><ul><li>Be kind</li></ul>'

/** Problems of the sanitised banner: anything active, anything that loads by itself, a link that keeps the opener. */
function bannerProblems(content: Locator): Promise<string[]> {
  return content.evaluate((root) => {
    const forbidden = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'svg', 'math', 'style', 'link', 'meta', 'base', 'img', 'image', 'video', 'audio', 'source', 'template', 'form', 'input', 'button'])
    const loading = new Set(['src', 'srcset', 'srcdoc', 'background', 'poster', 'data', 'action', 'formaction', 'ping', 'style', 'xlink:href', 'http-equiv'])
    const problems: string[] = []
    for (const element of Array.from(root.querySelectorAll('*'))) {
      const tag = element.localName
      if (forbidden.has(tag)) problems.push(`<${tag}>`)
      for (const { name, value } of Array.from(element.attributes)) {
        const attribute = name.toLowerCase()
        if (attribute.startsWith('on')) problems.push(`${tag}[${attribute}]`)
        if (loading.has(attribute)) problems.push(`${tag}[${attribute}]`)
        // eslint-disable-next-line no-control-regex -- a browser ignores control characters and spaces in a scheme
        if (/^(?:javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u0020]/g, ''))) problems.push(`${tag}[${attribute}=${value}]`)
      }
      if ((tag === 'a' || tag === 'area') && element.hasAttribute('href')) {
        const href = element.getAttribute('href') ?? ''
        // A link written as a path or fragment must stay on this site ('/\t/host' is '//host' to a browser).
        if (!/^\s*(?:https?|mailto|tel):/i.test(href) && new URL(href, location.href).origin !== location.origin) {
          problems.push(`${tag}[href=${href}] leaves the site in disguise`)
        }
        const rel = (element.getAttribute('rel') ?? '').split(/\s+/)
        if (element.getAttribute('target') !== '_blank') problems.push(`${tag} without target=_blank`)
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) problems.push(`${tag} without rel="noopener noreferrer"`)
      }
    }
    return problems
  })
}

async function assertSafeFormattingKept(banner: Locator): Promise<void> {
  const content = banner.getByTestId('terms-content')
  await expect(content.getByRole('heading', { level: 2, name: 'Terms of use' })).toBeVisible()
  await expect(content.locator('strong')).toHaveText('all')
  await expect(content.locator('em')).toHaveText('these')
  await expect(content.getByRole('listitem')).toHaveText('Be kind')
  await expect(content.getByRole('link', { name: 'terms', exact: true })).toHaveAttribute('href', 'https://example.com/terms')
  await expect(content.getByRole('link', { name: 'help page' })).toHaveAttribute('href', '/ui/iam/help')
}

/** The default colours of the login panel (branding.ts), used whenever the server's are not hex. */
const DEFAULT_GRADIENT = 'linear-gradient(135deg, rgb(34, 165, 247), rgb(58, 79, 160))'
const CATALOGUE_ERROR = /^(?:We encountered .+\. Please try again\.|Your username or password was incorrect\. Please try again\.)$/

const brandPanelBackground = (page: Page) =>
  page.getByTestId('brand-panel').evaluate((panel) => getComputedStyle(panel).backgroundImage)

/** Three tests of one payload per page load, so that two workers share them. */
const LOGIN_CHUNK = Math.ceil(XSS_PAYLOADS.length / 3)
const loginChunks = Array.from({ length: Math.ceil(XSS_PAYLOADS.length / LOGIN_CHUNK) }, (_, index) =>
  XSS_PAYLOADS.slice(index * LOGIN_CHUNK, (index + 1) * LOGIN_CHUNK),
)

for (const payloads of loginChunks) {
  const range = `${payloads[0]?.id ?? 0}–${payloads.at(-1)?.id ?? 0}`
  test(`login page, payloads ${range}: titles, version and colours, the terms banner and ?error, one payload per load`, async ({
    page,
    request,
    watch,
  }) => {
    for (const payload of payloads) {
      const title = nextOf(payload)
      const version = nextOf(payload, 2)
      await answerWith(
        request,
        'GET_PRISM_VERSION',
        hostileLoginLook({ productTitle: payload.text, title: title.text, version: version.text, colorIn: payload.text, colorOut: title.text }),
      )
      await answerWith(request, 'GET_SYSTEM_CONFIG', bannerReply(SAFE_BANNER + payload.text))
      // With 'ERR' in front every payload passes the gate to the alert (docs/product/login.md).
      const code = `AUTHN_ERR_${payload.text}`
      await page.goto(`/ui/iam/login?error=${encodeURIComponent(code)}`)

      const banner = page.getByRole('dialog', { name: 'Terms and Conditions' })
      await assertSafeFormattingKept(banner)
      expect(await bannerProblems(banner.getByTestId('terms-content')), `banner of payload ${payload.id}`).toEqual([])
      // Only Accept closes it; the acceptance is forgotten so that the next payload's load shows it again.
      await banner.getByRole('button', { name: 'Accept' }).click()
      await expect(banner).toBeHidden()
      await page.evaluate((key) => sessionStorage.removeItem(key), STORAGE_KEYS.termsBannerAccepted)

      await expect(page.getByTestId('brand-panel').locator('p')).toHaveText([payload.text, title.text, version.text])
      expect(await brandPanelBackground(page), `colours of payload ${payload.id}`).toBe(DEFAULT_GRADIENT)
      // Only the catalogue's sentence is shown, never the code; the page ignores a code over 100 characters.
      const alert = page.getByRole('main').getByRole('alert')
      if (code.length <= 100 && !code.includes('412')) await expect(alert, `?error of payload ${payload.id}`).toHaveText(CATALOGUE_ERROR)
      else await expect(alert).toHaveCount(0)
      await settle(page)
    }
    await assertNothingRan(page, watch)
  })
}

test('the terms banner with every payload in one document keeps its formatting and nothing else', async ({ page, request, watch }) => {
  await answerWith(request, 'GET_SYSTEM_CONFIG', bannerReply(SAFE_BANNER + TEXTS.join('\n')))
  await page.goto('/ui/iam/login')
  const banner = page.getByRole('dialog', { name: 'Terms and Conditions' })
  await assertSafeFormattingKept(banner)
  expect(await bannerProblems(banner.getByTestId('terms-content'))).toEqual([])
  await assertNothingRan(page, watch)
})

test('connector names are text on the login page and the providers page, and their hostile URLs are refused', async ({
  page,
  request,
  watch,
}) => {
  await answerWith(request, 'GET_CONNECTORS', hostileConnectors(XSS_PAYLOADS))
  await answerWith(request, 'GET_SYSTEM_CONFIG', NO_BANNER)
  // Hex colours are taken, so the colour check of the login page tests above can fail.
  await answerWith(request, 'GET_PRISM_VERSION', hostileLoginLook({ productTitle: 'P', title: 'T', version: 'V', colorIn: '#123456', colorOut: '#abcdef' }))
  await page.goto('/ui/iam/login')
  await expect(page.getByRole('main').getByRole('button', { name: /^Login with / })).toHaveText([
    'Login with your Company ID',
    ...TEXTS.map((text) => `Login with ${text}`),
  ])
  expect(await brandPanelBackground(page)).toBe('linear-gradient(135deg, rgb(18, 52, 86), rgb(171, 205, 239))')

  const refusals: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') refusals.push(message.text())
  })
  await page.goto('/ui/iam/providers')
  await expect(page.getByRole('button', { name: /^Log in with / })).toHaveText(TEXTS.map((text) => `Log in with ${text}`))
  for (const payload of XSS_PAYLOADS) {
    await page.getByRole('button', { name: `Log in with ${payload.text}`, exact: true }).click()
    await expect
      .poll(() => refusals, `payload ${payload.id}`)
      .toContain(`Providers: the sign-in URL of '${payload.text}' is not allowed; not redirecting.`)
  }
  await expect(page.getByRole('alert')).toHaveText('The sign-in address of this provider is not allowed.')
  await expect(page).toHaveURL(/\/ui\/iam\/providers$/)
  expect(await page.evaluate(() => localStorage.getItem('iam.chosen_connector'))).toBeNull()
  await assertNothingRan(page, watch)
})

test("the change-password page shows the service's 400 message as text, for every payload", async ({ page, request, watch }) => {
  await page.goto('/ui/iam/change-password')
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Old Password').fill('Not/The-0ld')
  await page.getByLabel('New Password').fill('Fresh/Pass42')
  await page.getByLabel('Confirm Password').fill('Fresh/Pass42')
  const form = page.getByRole('form', { name: 'Change Password' })
  for (const payload of XSS_PAYLOADS) {
    await answerWith(
      request,
      'CHANGE_PASSWORD',
      { message: payload.text, details: payload.text, error_code: 'IAM_ERR_28', endpoint: payload.text, severity: 'ERROR' },
      400,
    )
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByRole('alert'), `payload ${payload.id}`).toHaveText(payload.text)
  }
  await assertNothingRan(page, watch)
})
