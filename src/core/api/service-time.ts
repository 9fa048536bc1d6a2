// The service writes every time in ISO 8601, in UTC (docs/product/api.md). Date.parse alone is too
// lenient for that: it reads other shapes ('1', '03/05/2026 10:00') as the browser's local time
// and rolls an impossible day ('2024-02-30') into the next month. So only the ISO shape is read,
// a day past its month's end is refused, and a time that leaves out its zone ('2026-03-05T14:07')
// is read as the UTC time the service meant.
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** A service time (ISO 8601, UTC) in milliseconds since the epoch; NaN when unreadable. */
export function parseServiceTime(text: string): number {
  // RFC 3339 lets a space or a lowercase t stand for the T, and ISO 8601 a comma for the decimal
  // point. Date.parse reads the first two as local time and the third not at all.
  const iso = text.replace(/^(\d{4}-\d{2}-\d{2})[t ]/, '$1T').replace(/(T\d{2}:\d{2}:\d{2}),/, '$1.').toUpperCase()
  const [, year, month, day, time, , , zone] = ISO_TIME.exec(iso) ?? []
  // Day 0 of the next month is the last day of this one.
  if (!(Number(day) <= new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate())) return NaN
  return Date.parse(time && !zone ? `${iso}Z` : iso)
}
