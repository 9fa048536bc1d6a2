import { join } from 'node:path'
import type { APIRequestContext, Page, Request } from '@playwright/test'
import type { EndpointName } from '../../../src/core/api/endpoints'
import { API_ROOT, isCallOf } from './api-calls'
import { clearFaults, setFault } from './emulator-controls'
import { assertNoPageErrors, assertSignedInShell, watchPageErrors, type PageErrors } from './console-page'
import { expect, test as base } from './fixtures'
import { ADMIN, signInAsAdmin } from './sign-in'

// ------------------------------------------------------------ a signed-in browser per test

/**
 * The emulator's fixture, with every test's browser already signed in as the administrator:
 * the sign-in runs once per worker and its storage (tokens and the provider's session cookie,
 * which silent renewal needs) seeds each test's context. `/__emulator/reset` leaves provider
 * sessions alone, so the state stays valid for the worker's life.
 */
export const test = base.extend<object, { adminStorageState: string }>({
  adminStorageState: [
    async ({ browser, emulator }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: emulator.url })
      const page = await context.newPage()
      await signInAsAdmin(page)
      const path = join(workerInfo.project.outputDir, `admin-state-${String(workerInfo.workerIndex)}.json`)
      await context.storageState({ path })
      await context.close()
      await provide(path)
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminStorageState }, provide) => {
    await provide(adminStorageState)
  },
})

export { expect }

/** What a test can do to the endpoint: each kind of failure docs/product/errors.md names. */
export interface FaultKind {
  /** How the test is named. */
  name: string
  /** Starts failing the endpoint's calls, until `stop`. */
  start: (page: Page, request: APIRequestContext, endpoint: EndpointName) => Promise<void>
  /**
   * The reason the error catalogue gives (docs/product/errors.md), in the words of src/core/i18n/en.ts, composed as
   * docs/decisions/004 says; undefined when the code is one that shows none (412).
   */
  reason: string | undefined
  /** The service's own explanation, shown after the reason in a failure toast. */
  details?: string
  /** A refused token: the session-expired message and one silent renewal instead of a reason. */
  sessionLost?: boolean
  /** A GET failing this way is tried twice more before the screen reports it (api/query-client.ts). */
  retried?: boolean
  /** A 409: a form that creates or renames says at its name field that the name is taken. */
  nameTaken?: boolean
}

export const SESSION_EXPIRED = 'Your session expired. Please refresh the page.'

const serviceError = (status: number, errorCode: string, details: string) => ({
  status,
  body: { details, endpoint: 'set by the test', error_code: errorCode, severity: 'ERROR' },
})

/**
 * The failures of the service, each with the text docs/product/errors.md gives for it. The emulator plays all
 * of them but the 502: its faults always answer JSON, and a gateway's 502 is an HTML page, so the
 * browser's own routing plays that one.
 */
const FAULTS = {
  badRequest: {
    name: '400 with a message',
    start: (_page, request, endpoint) =>
      setFault(request, endpoint, serviceError(400, 'INVALID_INPUT', 'The name may hold letters, digits and dashes only.')),
    // A 400 whose code names no catalogue entry gets the default bad-request text.
    reason: 'Bad Request HTTP 400.',
    details: 'The name may hold letters, digits and dashes only.',
  },
  unauthorized: {
    name: '401',
    start: (_page, request, endpoint) => setFault(request, endpoint, { status: 401 }),
    reason: undefined,
    sessionLost: true,
  },
  forbidden: {
    name: '403',
    start: (_page, request, endpoint) =>
      setFault(request, endpoint, serviceError(403, 'IAM_ERR_8', 'The caller may not change identities.')),
    reason: 'We encountered an authorization failure: you are not authorized. Please try again.',
    details: 'The caller may not change identities.',
  },
  conflict: {
    name: '409',
    start: (_page, request, endpoint) => setFault(request, endpoint, { status: 409 }),
    // 409 has no text of its own among the error codes: the code reads as unknown.
    reason: 'We encountered an unknown error. Please try again.',
    details: 'The service answered HTTP 409.',
    nameTaken: true,
  },
  refresh: {
    name: '412',
    start: (_page, request, endpoint) => setFault(request, endpoint, { status: 412 }),
    // 412 is the refresh code: no error text of the catalogue is shown for it.
    reason: undefined,
    details: 'The service answered HTTP 412.',
  },
  serverError: {
    name: '500',
    start: (_page, request, endpoint) => setFault(request, endpoint, { status: 500 }),
    reason: 'We encountered an unexpected internal error. Please try again.',
    details: 'The service answered HTTP 500.',
    retried: true,
  },
  badGatewayHtml: {
    name: '502 with an HTML body',
    start: async (page, _request, endpoint) => {
      await page.route(
        (url) => url.pathname.startsWith(API_ROOT),
        async (route) => {
          if (!isCallOf(endpoint, route.request())) return route.fallback()
          return route.fulfill({
            status: 502,
            contentType: 'text/html; charset=utf-8',
            body: '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><script>alert(1)</script></body></html>',
          })
        },
      )
    },
    // No error object to read: the status's own number has no text in the catalogue.
    reason: 'We encountered an unknown error. Please try again.',
    retried: true,
  },
  malformed: {
    name: 'malformed JSON',
    start: (_page, request, endpoint) => setFault(request, endpoint, { malformed: true }),
    reason: 'Either server not authenticated or error on server',
  },
  network: {
    name: 'a network error',
    start: (_page, request, endpoint) => setFault(request, endpoint, { network: true }),
    reason: 'Error in connecting to server ...',
    retried: true,
  },
} satisfies Record<string, FaultKind>

export type FaultKindName = keyof typeof FAULTS
export const FAULT_KINDS: Readonly<Record<FaultKindName, FaultKind>> = FAULTS

/** Ends every fault a FaultKind started: the emulator's and the browser's routes. */
export async function stopFaults(page: Page, request: APIRequestContext): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await clearFaults(request)
}

/** The failure toast of docs/decisions/004: the action's text, the reason, the service's details. */
export function failureToast(failure: string | undefined, kind: FaultKind): string {
  if (kind.sessionLost) return failure ?? ''
  const parts = [failure, kind.reason, kind.details].filter((part): part is string => Boolean(part))
  return [...new Set(parts)].join(' ')
}

// ------------------------------------------------------------ what the page did

/**
 * Records the text of every toast as it appears, so a test can count them even after they
 * have hidden themselves (2 s) or when notistack would have dropped a duplicate.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>()
    const texts: string[] = []
    Object.defineProperty(window, '__toastsSeen', { value: texts })
    const collect = () => {
      for (const toast of document.querySelectorAll('.notistack-SnackbarContainer [role="alert"]')) {
        if (seen.has(toast)) continue
        seen.add(toast)
        texts.push(toast.textContent.trim())
      }
    }
    new MutationObserver(collect).observe(document, { childList: true, subtree: true })
  })
}

export function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? [])])
}

/** Waits until a toast with exactly this text has appeared (it may have hidden itself since). */
export async function expectToastSeen(page: Page, text: string, timeout?: number): Promise<void> {
  await expect.poll(() => toastsSeen(page), { message: `a toast reading '${text}'`, intervals: [100], timeout }).toContain(text)
}

export interface Traffic {
  /** Calls of an endpoint the page has made so far. */
  calls: (name: EndpointName) => number
  /** Silent sign-ins started: authorization requests with prompt=none. */
  silentRenewals: () => number
  /** Code-for-token exchanges with the provider. */
  tokenRequests: () => number
}

/** Counts the page's API calls and its requests to the OpenID provider, from now on. */
export function watchTraffic(page: Page): Traffic {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  const authn = (path: string) => (request: Request) => new URL(request.url()).pathname === `/api/iam/authn${path}`
  return {
    calls: (name) => requests.filter((request) => isCallOf(name, request)).length,
    silentRenewals: () =>
      requests.filter((request) => authn('/auth')(request) && new URL(request.url()).searchParams.get('prompt') === 'none').length,
    tokenRequests: () => requests.filter(authn('/token')).length,
  }
}

export interface Watched {
  errors: PageErrors
  traffic: Traffic
  /** Messages of any alert, confirm or prompt the page opened: markup from a reply never runs. */
  dialogs: string[]
}

/** Starts watching a page before it loads: uncaught errors, toasts, requests and dialogs. */
export async function watchPage(page: Page): Promise<Watched> {
  await recordToasts(page)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return { errors: watchPageErrors(page), traffic: watchTraffic(page), dialogs }
}

/**
 * Nothing broke: no uncaught error, no error logged but the browser's own notes on failed
 * loads (each fault makes one), no script of a reply ran, and the shell is still on screen
 * around the content.
 */
export async function assertStillWorking(page: Page, watched: Watched): Promise<void> {
  assertNoPageErrors({
    pageErrors: watched.errors.pageErrors,
    consoleErrors: watched.errors.consoleErrors.filter((text) => !text.startsWith('Failed to load resource')),
  })
  expect(watched.dialogs, 'dialogs the page opened').toEqual([])
  await assertSignedInShell(page, ADMIN.email)
  await expect(page.getByRole('navigation', { name: 'Console areas' })).toBeVisible()
}

/**
 * Records, from the page's first paint on, every distinct set of rows a table shows (by the
 * names of their checkboxes), so a test can tell that a set was never on screen, not just
 * that it is gone at the end.
 */
export async function recordTableRows(page: Page, tableName: string): Promise<void> {
  await page.addInitScript((name) => {
    const shown: string[][] = []
    Object.defineProperty(window, '__rowsShown', { value: shown })
    let last = ''
    const collect = () => {
      const table = [...document.querySelectorAll('table')].find((candidate) => candidate.getAttribute('aria-label') === name)
      if (!table) return
      const rows = [...table.querySelectorAll('tbody input[type="checkbox"]')].map((box) => box.getAttribute('aria-label') ?? '')
      const key = rows.join('\n')
      if (key === last) return
      last = key
      shown.push(rows)
    }
    new MutationObserver(collect).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] })
  }, tableName)
}

/** The row sets recorded by `recordTableRows`, oldest first, as 'Select <name>' labels. */
export function tableRowsShown(page: Page): Promise<string[][]> {
  return page.evaluate(() => ((window as unknown as { __rowsShown?: string[][] }).__rowsShown ?? []).map((rows) => [...rows]))
}

export interface HeldCall {
  /** Resolves once the call has left the page and is being held back. */
  held: Promise<void>
  /**
   * Lets the call go on to the emulator. Resolves once it is over for the page: 'answered', or
   * 'cancelled' when the page gave up on it meanwhile (a query no longer shown aborts its call).
   */
  release: () => Promise<'answered' | 'cancelled'>
}

/**
 * Holds back the page's next call of the endpoint (matching `matches`) until the test releases
 * it: a reply as slow as a race needs, however slow the machine, instead of a guessed delay.
 * The call then goes on to the emulator, which answers it as usual.
 */
export async function holdNextCall(page: Page, name: EndpointName, matches: (url: URL) => boolean = () => true): Promise<HeldCall> {
  let heldRequest: Request | undefined
  let markHeld: () => void = () => undefined
  let open: () => void = () => undefined
  let settle: (outcome: 'answered' | 'cancelled') => void = () => undefined
  const held = new Promise<void>((resolve) => (markHeld = resolve))
  const gate = new Promise<void>((resolve) => (open = resolve))
  const settled = new Promise<'answered' | 'cancelled'>((resolve) => (settle = resolve))
  page.on('requestfinished', (request) => {
    if (request === heldRequest) settle('answered')
  })
  page.on('requestfailed', (request) => {
    if (request === heldRequest) settle('cancelled')
  })
  await page.route(
    (url) => url.pathname.startsWith(API_ROOT),
    async (route) => {
      const request = route.request()
      if (heldRequest || !isCallOf(name, request) || !matches(new URL(request.url()))) return route.fallback()
      heldRequest = request
      markHeld()
      await gate
      // The page may have cancelled the call while it was held; then there is nothing to pass on.
      return route.fallback().catch(() => undefined)
    },
  )
  return {
    held,
    release: () => {
      open()
      return settled
    },
  }
}
