// What `npm test` reads from Vitest's printed output that its JSON report leaves out.
import { stripVTControlCharacters } from 'node:util'

/**
 * Vitest's unhandled errors (a timer or promise that outlived its test) fail the run but appear in
 * no report: each becomes one failure, named by its first line and the file that was running.
 */
export function unhandledErrorsIn(output: string): string[] {
  const text = stripVTControlCharacters(output)
  const section = text.split(/⎯+ Unhandled Errors ⎯+/)[1]?.split(/\n\s*Test Files /)[0] ?? ''
  return section
    .split(/⎯+ Unhandled \w+ ⎯+\n/)
    .slice(1)
    .map((block) => {
      const message = block.trim().split('\n')[0] ?? ''
      const file = /originated in "([^"]+)"/.exec(block)?.[1]
      return `unhandled error: ${message}${file ? ` (while ${file} ran)` : ''}`
    })
}
