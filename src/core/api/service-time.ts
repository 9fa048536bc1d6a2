// The service writes every time in UTC (docs/product/api.md). A time that leaves out its zone
// ('2026-03-05T14:07:00') would be read by Date.parse as the browser's local time, hours off
// for anyone not in UTC, so it is read as the UTC time the service meant.
const WITHOUT_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/

/** A service time (ISO 8601, UTC) in milliseconds since the epoch; NaN when unreadable. */
export function parseServiceTime(text: string): number {
  // RFC 3339 lets a space or a lowercase t stand for the T, and ISO 8601 a comma for the decimal
  // point. Date.parse reads the first two as local time and the third not at all.
  const iso = text.replace(/^(\d{4}-\d{2}-\d{2})[t ]/, '$1T').replace(/(T\d{2}:\d{2}:\d{2}),/, '$1.')
  return Date.parse(WITHOUT_ZONE.test(iso) ? `${iso}Z` : iso)
}
