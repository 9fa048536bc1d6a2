import { useSyncExternalStore } from 'react'
import type { Locale } from 'date-fns'
import type { Catalogue, LoadedCatalogue } from './catalogue'
import { en } from './en'
import { reloadPage } from '../load-page'
import { isCodeLoadFailure } from '../utils/code-load-failure'

/**
 * The console's languages (docs/product/languages.md), each named in itself: a reader who cannot
 * read the current language still finds their own.
 */
export const LANGUAGES = {
  en: { name: 'English', dir: 'ltr' },
  de: { name: 'Deutsch', dir: 'ltr' },
  ja: { name: '日本語', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
} as const

export type Language = keyof typeof LANGUAGES

/** The Language control's options (both wings), each named in its own language and marked so. */
export const LANGUAGE_OPTIONS = (Object.keys(LANGUAGES) as Language[]).map((language) => ({
  value: language,
  label: LANGUAGES[language].name,
  lang: language,
}))

/** Where the choice is kept in the browser (docs/product/storage.md). */
export const LANGUAGE_STORAGE_KEY = 'iam.language'

interface LoadedLanguage {
  language: Language
  catalogue: LoadedCatalogue
  /** date-fns's words for the language; its default is English. */
  dateLocale?: Locale
}

// English is in the page's code; every other language loads only when chosen, its words for dates
// with it, so an English page carries no other catalogue.
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Omit<LoadedLanguage, 'language'>>> = {
  de: () => import('./de').then((module) => ({ catalogue: module.de, dateLocale: module.dateLocale })),
  ja: () => import('./ja').then((module) => ({ catalogue: module.ja, dateLocale: module.dateLocale })),
  ar: () => import('./ar').then((module) => ({ catalogue: module.ar, dateLocale: module.dateLocale })),
}

/**
 * English with the texts of the screens a first visit never shows, once one of those screens'
 * code has brought them (other-screens-texts.ts); until then English is en.ts alone.
 */
let wholeEnglish: Catalogue | undefined

let current: LoadedLanguage = { language: 'en', catalogue: en }
/** The last language asked for: a slower load of an earlier choice must not win over it. */
let requested: Language = 'en'
const listeners = new Set<() => void>()

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value)
}

/** The stored choice if it is one of the console's languages; else the browser's first that is; else English. */
export function preferredLanguage(): Language {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    // Storage refused (a privacy setting): the browser's languages decide.
  }
  if (isLanguage(stored)) return stored
  const browser = navigator.languages.map((tag) => tag.split('-')[0]?.toLowerCase()).find(isLanguage)
  return browser ?? 'en'
}

/** The language every text, date and number is shown in now. */
export function currentLanguage(): Language {
  return current.language
}

export function currentCatalogue(): LoadedCatalogue {
  return current.catalogue
}

export function currentDateLocale(): Locale | undefined {
  return current.dateLocale
}

/**
 * The BCP 47 tag for Intl: the browser's own variant when it speaks this language (en-GB keeps its
 * day-month order), else the language itself.
 */
export function intlLocale(): string {
  const language = current.language
  return navigator.languages.find((tag) => tag.split('-')[0]?.toLowerCase() === language) ?? language
}

/** Loads `language` and shows the console in it: texts, `<html lang dir>`, then every subscriber. */
export async function applyLanguage(language: Language): Promise<void> {
  requested = language
  if (language !== current.language) {
    const loaded: LoadedLanguage = language === 'en' ? { language, catalogue: wholeEnglish ?? en } : { language, ...(await LOADERS[language]()) }
    if (requested !== language) return
    current = loaded
  }
  document.documentElement.lang = language
  document.documentElement.dir = LANGUAGES[language].dir
  for (const listener of listeners) listener()
}

/**
 * Adds English's texts of the screens a first visit never shows. Called once, as those screens'
 * code loads (other-screens-texts.ts): the other languages hold every text already.
 */
export function addOtherScreensEnglish(texts: Omit<Catalogue, keyof typeof en>): void {
  wholeEnglish = { ...en, ...texts }
  if (current.language === 'en') current = { ...current, catalogue: wholeEnglish }
}

/**
 * The user's choice: kept in the browser and applied at once, without a reload. Other tabs take it
 * up when they next load, not at once: a new language draws a page again from the top, which would
 * lose what is half typed there (docs/product/languages.md).
 */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Not kept, but still applied for this page.
  }
  try {
    await applyLanguage(language)
  } catch (error) {
    // Its texts did not arrive, and importing them again in this page would fail without asking the
    // server. The choice is kept, so the page loaded afresh starts in it (or, should the texts still
    // not arrive, in English).
    if (isCodeLoadFailure(error)) reloadPage()
    else throw error
  }
}

/** The language a choice made with a Language control asked for, until the control drawn in it takes the focus. */
let focusReturnsIn: Language | undefined

/**
 * A choice made with a Language control (either wing). A new language draws every screen again from
 * the top (the app's tree is keyed by language), so the control itself is replaced and the focus
 * would fall to the page's body: a keyboard user would have to find the control again to go on.
 */
export function chooseLanguageWithControl(language: Language): void {
  focusReturnsIn = language
  void chooseLanguage(language)
}

/**
 * The Language control's ref: the control drawn in the language just chosen with a control takes
 * the focus back, once. One that loads later in another language (a failed load, a reload) does not.
 */
export function languageControlRef(select: HTMLSelectElement | null): void {
  if (select === null || focusReturnsIn !== currentLanguage()) return
  focusReturnsIn = undefined
  select.focus()
}

/**
 * `make`'s value for the current language, made again when the language changes: for what is
 * built once rather than on every render (a list's columns, a form's checks, a date format).
 */
export function perLanguage<T>(make: () => T): () => T {
  let made: { language: Language; value: T } | undefined
  return () => {
    if (made?.language !== current.language) made = { language: current.language, value: make() }
    return made.value
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current language; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage)
}
