import { setupWorker } from 'msw/browser'
import type { EndpointName } from '../src/core/api/endpoints'
import type { DemoAccount } from '../src/core/auth/demo-session'
import type { IamConfig } from '../src/core/config'
import { createTrustedTypePolicy, MOCK_SERVICE_WORKER_POLICY } from '../src/core/utils/trusted-types'
import { createDemoStore } from './demo-store'
import { type Fault, type FaultEntries, FaultRegistry, faultSchema, isEndpointName, parseFaultEntries } from './faults'
import { createHandlers } from './handlers'

/** Lets a demo or a browser test make the mock service fail (`mock`, docs/product/serving-and-config.md). */
export interface IamMockControl {
  /** Makes the endpoint fail as `fault` says, until cleared or `fault.times` calls are made. */
  fail(name: EndpointName, fault: Fault): void
  clear(name?: EndpointName): void
  /** Restores the seed data (passwords changed in this tab too) and clears every fault. */
  reset(): void
}

declare global {
  interface Window {
    __IAM_MOCK__?: IamMockControl
  }
}

/** Faults outlive a reload, so a test can set one and then load the page it affects. */
const FAULTS_STORAGE_KEY = 'iam-mock-faults'

function loadFaults(): FaultEntries {
  try {
    const stored = sessionStorage.getItem(FAULTS_STORAGE_KEY)
    return stored === null ? {} : parseFaultEntries(JSON.parse(stored))
  } catch {
    return {}
  }
}

function saveFaults(entries: FaultEntries): void {
  try {
    if (Object.keys(entries).length === 0) sessionStorage.removeItem(FAULTS_STORAGE_KEY)
    else sessionStorage.setItem(FAULTS_STORAGE_KEY, JSON.stringify(entries))
  } catch {
    // Storage may be unavailable (private mode, quota); faults then last only for this page.
  }
}

const absolute = (root: string) => new URL(root, window.location.origin).href

const WORKER_URL = `${import.meta.env.BASE_URL}mockServiceWorker.js`

/**
 * Under Trusted Types, navigator.serviceWorker.register takes only a TrustedScriptURL, but msw
 * hands it a string. The default policy lets that one URL through and refuses every other.
 */
function trustWorkerUrl(): void {
  createTrustedTypePolicy(MOCK_SERVICE_WORKER_POLICY, {
    createScriptURL: (input) => (input === WORKER_URL ? input : undefined),
  })
}

/**
 * Starts the in-browser mock IAM service; the app renders once it answers. Returns the account
 * the demo's login page names and accepts: the seed's administrator, with the seed's password or
 * the one last set in this tab.
 */
export async function startMockService(config: IamConfig): Promise<DemoAccount> {
  const faults = new FaultRegistry(loadFaults(), saveFaults)
  trustWorkerUrl()
  const { db, ready, account, forgetPasswords } = createDemoStore({ maxCertificates: config.maxCertificates })
  const worker = setupWorker(
    ...createHandlers(db, {
      apiRoot: absolute(config.apiRoot),
      gatewayRoot: absolute(config.gatewayRoot),
      authority: absolute(config.oidc.authority),
      versionKey: config.versionKey,
      defaultPassword: config.defaultPassword,
      delayMs: config.mockDelayMs,
      faults,
    }),
  )

  await Promise.all([
    ready,
    worker.start({
      serviceWorker: { url: WORKER_URL },
      onUnhandledRequest: 'bypass',
      quiet: true,
    }),
  ])

  // Set only once the worker answers, so a test may wait for it as the sign that mocking is live.
  window.__IAM_MOCK__ = {
    fail(name, fault) {
      // Called from page scripts and tests, so the arguments are checked rather than trusted.
      if (!isEndpointName(name)) throw new TypeError(`Unknown endpoint ${String(name)}`)
      faults.set(name, faultSchema.parse(fault))
    },
    clear(name) {
      if (name !== undefined && !isEndpointName(name)) throw new TypeError(`Unknown endpoint ${String(name)}`)
      faults.clear(name)
    },
    reset() {
      db.reset()
      faults.clear()
      forgetPasswords()
    },
  }
  return account
}
