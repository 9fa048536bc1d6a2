import { chromium } from '@playwright/test'
import { createEmulator } from '../../mocks/emulator/emulator'
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium'
import { noteWhenShown } from './measure-js'
import { USERS_ROW_SELECTOR, openUsersList } from './requests'
import { signInForCookies, watchNetwork } from './session'
const root = process.argv[2] ?? 'dist'
const emulator = await createEmulator({ port: 0, console: { kind: 'static', root } })
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
const cookies = await signInForCookies(browser, emulator.url)
const context = await browser.newContext({ baseURL: emulator.url, storageState: { cookies, origins: [] } })
const rows: Promise<{ url: string; bytes: number; at: number }>[] = []
context.on('requestfinished', (r) => { if (/\.m?js$/.test(new URL(r.url()).pathname)) rows.push(r.sizes().then((s) => ({ url: r.url(), bytes: s.responseBodySize, at: r.timing().startTime }))) })
const shown = await noteWhenShown(context, USERS_ROW_SELECTOR)
const network = watchNetwork(context)
const page = await context.newPage()
await openUsersList(page, network)
const at = await shown.shownAt(page)
const m = new Map<string, number>()
for (const r of await Promise.all(rows)) if (r.at < at) m.set(new URL(r.url).pathname, Math.max(r.bytes, m.get(new URL(r.url).pathname) ?? 0))
let t = 0
for (const [u, b] of [...m].sort((a, b) => b[1] - a[1])) { t += b; console.log((b / 1024).toFixed(1).padStart(7), u) }
console.log('total', (t / 1024).toFixed(1), m.size)
await browser.close(); await emulator.close(); process.exit(0)
