import type { en } from './en'
import type { enOtherScreens } from './en-other-screens'

/** English's literal texts widened to strings, keeping its keys. */
type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> }

/** Every English text, wherever it is kept: the keys every language's catalogue has. */
export type EnglishTexts = typeof en & typeof enOtherScreens

/** The shape every language's catalogue has: English's keys, each a text. */
export type Catalogue = Texts<EnglishTexts>

/**
 * What the current language holds now: every text, but that English has the other screens' texts
 * only once one of those screens' code has brought them (other-screens-texts.ts).
 */
export type LoadedCatalogue = Texts<typeof en> & Partial<Texts<typeof enOtherScreens>>
