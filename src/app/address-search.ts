import { parseSearchWith } from '@tanstack/react-router'

/**
 * A value of the address as JSON when it is written exactly as the console writes JSON, else the
 * text itself. The router's own reading takes any JSON, so `?filter=1e3` or `?filter=1.50` typed by
 * hand became 1000 and 1.5, and no list could show them as typed again. Whatever the console
 * writes reads back unchanged: its values are JSON.stringify's output. A hand-typed `42` or `true`
 * is written as JSON writes it and still arrives as a number or a boolean; a list's text fields take
 * it back as text (`addressText`, src/console/ui/list/list-search.ts).
 */
function jsonAsWritten(value: string): unknown {
  const parsed: unknown = JSON.parse(value)
  return JSON.stringify(parsed) === value ? parsed : value
}

/** The router's reading of the query string (docs/product/lists-and-dialogs.md 'State in the address'). */
export const parseAddressSearch = parseSearchWith(jsonAsWritten)
