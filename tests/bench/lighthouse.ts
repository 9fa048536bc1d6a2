// Lighthouse (mobile preset, the default config) on the gzip-served build. Never throws: a run
// that cannot be made is reported with its reason, and the bench goes on.
import type { Cookie } from '@playwright/test'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer, { type CookieData } from 'puppeteer-core'
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium'

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const

export interface LighthouseTarget {
  name: string
  url: string
  /** The path the run must end on to count, e.g. the users list rather than the login page. */
  expectedPath: string
  /** Set in the browser before the run: the provider's session, so the page signs in by itself. */
  cookies?: readonly Cookie[]
  /**
   * The administrator has used the console in this browser before: the page is opened once and
   * left (its tokens leave storage on page hide, the sign-in flag stays), the HTTP cache is
   * emptied, and the measured run keeps the storage. The page then restores the session with a
   * silent sign-in, as on a reload, instead of a sign-in redirect.
   */
  returning?: boolean
}

export interface LighthouseScores {
  performance: number | undefined
  accessibility: number | undefined
  bestPractices: number | undefined
}

export interface LighthouseRun {
  target: LighthouseTarget
  /** The URL Lighthouse measured in the end (after redirects). */
  finalUrl?: string
  scores?: LighthouseScores
  /** 'FCP 1.2 s, LCP …': what the performance score is made of. */
  metrics?: string
  /** The whole report (JSON), kept for a closer look. */
  report?: string
  /** Why there are no scores. */
  problem?: string
  /** Lighthouse's own code when it could not measure the page (NO_NAVSTART, …). */
  runtimeError?: string
  warnings: string[]
}

/** The metrics the performance score weighs, as Lighthouse displays them. */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const

function describeMetrics(audits: Record<string, { displayValue?: string } | undefined>): string {
  return Object.entries(METRICS)
    .map(([name, id]) => `${name} ${audits[id]?.displayValue ?? '?'}`)
    .join(', ')
}

const message = (error: unknown) => (error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error))

/** Playwright's cookie as puppeteer sets it; a session cookie (expires −1) stays one. */
function toPuppeteerCookie(cookie: Cookie): CookieData {
  return {
    name: cookie.name,
    value: cookie.value,
    domain: cookie.domain,
    path: cookie.path,
    httpOnly: cookie.httpOnly,
    secure: cookie.secure,
    sameSite: cookie.sameSite,
    ...(cookie.expires > 0 ? { expires: cookie.expires } : {}),
  }
}

/** How long the earlier visit of a returning administrator may take. */
const EARLIER_VISIT_TIMEOUT_MS = 30_000

/** The browser as the target finds it: the provider's cookies, and the earlier visit if any. */
async function prepareBrowser(port: number, target: LighthouseTarget): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${String(port)}` })
  try {
    if (target.cookies) await browser.setCookie(...target.cookies.map(toPuppeteerCookie))
    if (!target.returning) return
    const page = await browser.newPage()
    await page.goto(target.url, { waitUntil: 'networkidle0', timeout: EARLIER_VISIT_TIMEOUT_MS })
    const landedOn = new URL(page.url()).pathname
    if (landedOn !== target.expectedPath) throw new Error(`the earlier visit ended on ${landedOn}, not ${target.expectedPath}`)
    // Leaving the page fires its page hide, which takes the tokens out of storage.
    await page.goto('about:blank')
    const session = await page.createCDPSession()
    await session.send('Network.clearBrowserCache')
    await page.close()
  } finally {
    // Leaves Chromium running for Lighthouse.
    await browser.disconnect()
  }
}

/**
 * One run on a fresh Chromium. Callers run them one after the other: two cores cannot give two
 * throttled runs a fair share.
 */
export async function runLighthouse(target: LighthouseTarget): Promise<LighthouseRun> {
  let chrome: LaunchedChrome | undefined
  try {
    // A fresh profile per run: an empty HTTP cache, and no state left by the previous run.
    chrome = await launch({
      chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
      chromeFlags: [...CHROMIUM_LAUNCH_OPTIONS.args],
      logLevel: 'silent',
    })
    await prepareBrowser(chrome.port, target)
    // Lighthouse's storage reset clears caches and some storage but keeps cookies, so the
    // provider's session survives it while the HTTP cache starts cold. A returning
    // administrator's run keeps the storage; its cache was emptied above.
    const result = await lighthouse(target.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: target.returning ?? false,
    })
    if (!result) return { target, problem: 'Lighthouse returned no result', warnings: [] }
    const { lhr } = result
    const report = typeof result.report === 'string' ? result.report : undefined
    const ran = { target, finalUrl: lhr.finalDisplayedUrl, warnings: lhr.runWarnings.map(String), ...(report ? { report } : {}) }
    if (lhr.runtimeError) return { ...ran, problem: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, runtimeError: lhr.runtimeError.code }
    const landedOn = new URL(lhr.finalDisplayedUrl).pathname
    if (landedOn !== target.expectedPath) {
      return { ...ran, problem: `Lighthouse ended on ${landedOn}, not ${target.expectedPath}: scores not counted` }
    }
    const score = (id: (typeof CATEGORIES)[number]) => lhr.categories[id]?.score ?? undefined
    return {
      ...ran,
      scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices') },
      metrics: describeMetrics(lhr.audits),
    }
  } catch (error) {
    return { target, problem: `Lighthouse failed: ${message(error)}`, warnings: [] }
  } finally {
    // chrome-launcher removes its temporary profile when it stops Chromium.
    await Promise.resolve(chrome?.kill()).catch(() => undefined)
  }
}
