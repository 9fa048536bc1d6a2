import { parseServiceTime } from '../api/service-time'
import { intlLocale, perLanguage } from './language'

// Built once per language, not per call: a list formats every row's dates on each render.
const dateTime = perLanguage(() => new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }))
const day = perLanguage(() => new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' }))
const names = perLanguage(() => new Intl.ListFormat(intlLocale(), { style: 'long', type: 'conjunction' }))
const numbers = perLanguage(() => new Intl.NumberFormat(intlLocale()))
const minutes = perLanguage(() => new Intl.NumberFormat(intlLocale(), { style: 'unit', unit: 'minute', unitDisplay: 'long' }))
const collator = perLanguage(() => new Intl.Collator(intlLocale(), { sensitivity: 'base', numeric: true }))

/** The browser's time zone, which every date is shown in. */
export const LOCAL_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * A service time (ISO 8601, UTC) as a date and time of the current language; empty when missing.
 * One the console cannot read is shown as the service wrote it: an empty cell would read as none.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const time = parseServiceTime(iso)
  return Number.isNaN(time) ? iso : dateTime().format(time)
}

/** A day of the current language, e.g. 'Mar 5, 2027' or '05.03.2027'. */
export function formatDay(date: Date): string {
  return day().format(date)
}

/** Names joined as a sentence of the current language would ('a, b and c'). */
export function formatNames(items: readonly string[]): string {
  return names().format(items)
}

/** A count with the current language's grouping ('10,000', '10.000'). */
export function formatNumber(value: number): string {
  return numbers().format(value)
}

/** A number of minutes in words, by the language's own plural rules ('1 minute', '5 Minuten', '5 دقائق'). */
export function formatMinutes(count: number): string {
  return minutes().format(count)
}

/** Compares texts as the current language orders them, case aside and numbers by value. */
export function compareTexts(a: string, b: string): number {
  return collator().compare(a, b)
}
