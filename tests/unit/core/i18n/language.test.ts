import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDateTime, formatNumber } from '../../../../src/core/i18n/format'
import {
  LANGUAGE_STORAGE_KEY,
  applyLanguage,
  chooseLanguage,
  currentLanguage,
  perLanguage,
  preferredLanguage,
} from '../../../../src/core/i18n/language'
import { t } from '../../../../src/core/i18n/t'

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
}

afterEach(async () => {
  vi.restoreAllMocks()
  localStorage.clear()
  await applyLanguage('en')
})

describe('preferredLanguage', () => {
  it("is the browser's first language the console speaks, by its primary subtag, else English", () => {
    browserLanguages(['fr-FR', 'de-AT', 'en'])
    expect(preferredLanguage()).toBe('de')
    browserLanguages(['fr-FR', 'pt'])
    expect(preferredLanguage()).toBe('en')
    browserLanguages(['JA'])
    expect(preferredLanguage()).toBe('ja')
  })

  it('is the stored choice when it names a language, and ignores anything else stored', () => {
    browserLanguages(['de-DE'])
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar')
    expect(preferredLanguage()).toBe('ar')
    for (const stored of ['toString', '__proto__', 'AR', '"ar"', '']) {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, stored)
      expect(preferredLanguage(), stored).toBe('de')
    }
  })
})

describe('applying a language', () => {
  it('switches texts, <html lang dir>, dates and numbers, and English comes back exactly', async () => {
    browserLanguages(['en-US'])
    const englishDate = formatDateTime('2026-03-05T14:07:00Z')
    await applyLanguage('de')
    expect(currentLanguage()).toBe('de')
    expect(t('login.logIn')).toBe('Anmelden')
    expect(document.documentElement.lang).toBe('de')
    expect(formatDateTime('2026-03-05T14:07:00Z')).toMatch(/^05\.03\.2026, \d{2}:07$/)
    expect(formatNumber(10000)).toBe('10.000')
    await applyLanguage('ar')
    expect(document.documentElement.dir).toBe('rtl')
    await applyLanguage('en')
    expect(t('login.logIn')).toBe('Log In')
    expect(document.documentElement.dir).toBe('ltr')
    expect(formatDateTime('2026-03-05T14:07:00Z')).toBe(englishDate)
  })

  it('lets the last choice win when an earlier one loads more slowly', async () => {
    const slow = applyLanguage('ja')
    const fast = applyLanguage('en')
    await Promise.all([slow, fast])
    expect(currentLanguage()).toBe('en')
    expect(t('login.logIn')).toBe('Log In')
  })

  it('keeps a choice in storage, and applies it even when storage is refused', async () => {
    await chooseLanguage('ja')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ja')
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError')
    })
    await chooseLanguage('de')
    expect(currentLanguage()).toBe('de')
  })

  it('makes a per-language value again only when the language changes', async () => {
    const make = vi.fn(() => t('login.logIn'))
    const value = perLanguage(make)
    expect(value()).toBe('Log In')
    expect(value()).toBe('Log In')
    await applyLanguage('de')
    expect(value()).toBe('Anmelden')
    expect(make).toHaveBeenCalledTimes(2)
  })
})

describe('the other screens’ English texts', () => {
  /** A fresh copy of the language modules, as a page that has just loaded has them. */
  async function freshPage() {
    vi.resetModules()
    const language = await import('../../../../src/core/i18n/language')
    const { t: text } = await import('../../../../src/core/i18n/t')
    return { ...language, t: text }
  }
  const bringOtherScreens = () => import('../../../../src/core/i18n/other-screens-texts')

  it('are not in a first page’s English, and are there once one of those screens’ code has loaded', async () => {
    const page = await freshPage()
    expect(page.t('users.filter')).toBe('Filter')
    expect(page.t('saml.modal.title')).toBe('saml.modal.title')
    await bringOtherScreens()
    expect(page.t('saml.modal.title')).toBe('Configure a New Provider')
  })

  // Each module that draws these texts on a screen of its own brings them: the router loads it
  // (or the list preloads it) on its own, whatever else has loaded before.
  it.each([
    ['the providers page', () => import('../../../../src/public/providers/ProvidersPage')],
    ['the change-password page', () => import('../../../../src/public/change-password/ChangePasswordPage')],
    ['the service accounts list', () => import('../../../../src/console/service-accounts/ServiceAccountsPage')],
    ["the 'Create Service Account' page", () => import('../../../../src/console/service-accounts/AddServiceAccountPage')],
    ['the Authentication page', () => import('../../../../src/console/settings/SettingsContent')],
    ["the users list's modal", () => import('../../../../src/console/users/UserModal')],
  ])('come with the code of %s', async (_screen, screenCode) => {
    const page = await freshPage()
    expect(page.t('userModal.createTitle')).toBe('userModal.createTitle')
    await screenCode()
    expect(page.t('userModal.createTitle')).toBe('Create Local User')
  }, 30_000)

  it('stay with English after another language', async () => {
    const page = await freshPage()
    await page.applyLanguage('de')
    await bringOtherScreens()
    expect(page.t('saml.modal.title')).toBe('Neuen Anbieter konfigurieren')
    await page.applyLanguage('en')
    expect(page.t('saml.modal.title')).toBe('Configure a New Provider')
  })
})
