const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** The browser's time zone, which dates in the list are shown in. */
export const LOCAL_TIME_ZONE = dateTime.resolvedOptions().timeZone

/** A service time (ISO 8601, UTC) in the user's locale and time zone; empty when missing or unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : dateTime.format(time)
}

const names = new Intl.ListFormat(undefined, { style: 'long', type: 'conjunction' })

/** Names joined as a sentence would ('a, b and c'). */
export function formatNames(items: readonly string[]): string {
  return names.format(items)
}
