// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { unhandledErrorsIn } from '../vitest-output'

const RED = '\x1b[31m'
const RESET = '\x1b[39m'

/** The end of a run with two unhandled errors, as Vitest prints it (colours included). */
const OUTPUT = `
 ✓ tests/unit/core/config.test.ts (10 tests) 124ms

${RED}⎯⎯⎯⎯⎯⎯${RESET} Unhandled Errors ${RED}⎯⎯⎯⎯⎯⎯${RESET}

Vitest caught 2 unhandled errors during the test run.
This might cause false positive tests. Resolve unhandled errors to make sure your tests are not affected.

${RED}⎯⎯⎯⎯${RESET} Unhandled Rejection ${RED}⎯⎯⎯⎯⎯${RESET}
${RED}ReferenceError${RESET}: window is not defined
 ❯ resolveUpdatePriority node_modules/react-dom/cjs/react-dom-client.development.js:1498:7
 ❯ listOnTimeout node:internal/timers:581:17

This error originated in "tests/unit/public/not-found/not-found-page.test.tsx" test file. It doesn't mean the error was thrown inside the file itself, but while it was running.
${RED}⎯⎯⎯⎯${RESET} Unhandled Error ${RED}⎯⎯⎯⎯⎯${RESET}
TypeError: cannot read properties of undefined
 ❯ somewhere src/app.ts:1:1
⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯


 Test Files  123 passed (123)
      Tests  1528 passed (1528)
     Errors  2 errors
`

describe("Vitest's printed output", () => {
  it('names each unhandled error by its first line and, when Vitest knows it, the file that was running', () => {
    expect(unhandledErrorsIn(OUTPUT)).toEqual([
      'unhandled error: ReferenceError: window is not defined (while tests/unit/public/not-found/not-found-page.test.tsx ran)',
      'unhandled error: TypeError: cannot read properties of undefined',
    ])
  })

  it('finds none in a run without them', () => {
    expect(unhandledErrorsIn(' Test Files  123 passed (123)\n      Tests  1528 passed (1528)\n')).toEqual([])
  })
})
