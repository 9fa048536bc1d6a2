import type { en } from './en'

/** English's literal texts widened to strings, keeping its keys. */
type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> }

/** The shape every language's catalogue has: English's keys, each a text. */
export type Catalogue = Texts<typeof en>
