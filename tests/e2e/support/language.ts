import type { Page } from '@playwright/test'
import { LANGUAGE_STORAGE_KEY, type Language } from '../../../src/core/i18n/language'

/** Every page the tab loads from now on starts in `language`, as in a browser that chose it before. */
export async function startInLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: LANGUAGE_STORAGE_KEY, value: language })
}
