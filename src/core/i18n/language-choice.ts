import { chooseLanguage, currentLanguage, type Language } from './language'

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
