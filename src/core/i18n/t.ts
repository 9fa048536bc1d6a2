import type { en } from './en'
import { currentCatalogue } from './language'

type Catalogue = typeof en

/** Dot paths of every text in the catalogue, e.g. 'users.modal.save'. */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type MessageKey = Paths<Catalogue>

export type MessageParams = Record<string, string | number>

function lookup(key: string): string | undefined {
  let node: unknown = currentCatalogue()
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** Whether `key` names a text of the catalogue; for keys built at run time, such as error codes. */
export function hasMessage(key: string): key is MessageKey {
  return lookup(key) !== undefined
}

/** The text for `key` in the current language (language.ts), with each {name} replaced by params.name (left as written if absent). */
export function t(key: MessageKey, params?: MessageParams): string {
  const template = lookup(key) ?? key
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name]
    return value === undefined ? match : String(value)
  })
}
