import { createElement, type ReactNode } from 'react'
import type { EnglishTexts } from './catalogue'
import { currentCatalogue } from './language'

/** Dot paths of every text in the catalogue, e.g. 'userModal.save'. */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type MessageKey = Paths<EnglishTexts>

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

/**
 * The text for `key` split at its placeholders, each filled by `fill` with its value, or left as
 * written ('{name}') when params has none.
 */
function filled<Value>(key: MessageKey, params: MessageParams, fill: (value: string, index: number) => Value): (string | Value)[] {
  // Split with a captured name: text at even indexes, a placeholder's name at odd ones.
  return (lookup(key) ?? key).split(/\{(\w+)\}/).map((part, index) => {
    if (index % 2 === 0) return part
    const value = params[part]
    return value === undefined ? `{${part}}` : fill(String(value), index)
  })
}

/** The text for `key` in the current language (language.ts), with each {name} replaced by params.name (left as written if absent). */
export function t(key: MessageKey, params?: MessageParams): string {
  if (!params) return lookup(key) ?? key
  return filled(key, params, (value) => value).join('')
}

/**
 * The text for `key` as `t` gives it, for a sentence that shows a name or another value from the
 * service or from what was typed: each value is drawn in a `<bdi>`, which takes its direction from
 * its own first letter. Otherwise a value in another script than the sentence's that ends in a
 * full stop or a sign is drawn with that mark at its wrong end: 'Acme Inc.' in an Arabic sentence
 * read '.Acme Inc', 'C++' read '++C'. Markup rather than Unicode's isolating characters, which a
 * double-click would copy along with a name or the demo's password.
 */
export function tIsolated(key: MessageKey, params: MessageParams): ReactNode[] {
  return filled(key, params, (value, index) => createElement('bdi', { key: index }, value))
}
