/**
 * Screenshots of the users list for the README (docs/screenshots/): in each language and colour
 * scheme, and on a phone. The production build is served by the local IAM emulator, signed in as
 * the seeded administrator, and drawn by Debian's Chromium (fonts-noto-cjk and fonts-noto-core give
 * it Japanese and Arabic letters).
 *
 *   npm run screenshots            builds first
 *   SCREENSHOTS_SKIP_BUILD=1 npm run screenshots
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { createEmulator } from '../mocks/emulator/emulator'
import { REPO_ROOT } from '../mocks/emulator/vite-build'
import { LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '../src/core/i18n/language'
import { browserOutputs, closeWithinLimit } from '../tests/e2e/support/browser-processes'
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/e2e/support/chromium'
import { signInByFieldNames } from '../tests/e2e/support/sign-in'

const OUT = join(REPO_ROOT, 'docs', 'screenshots')

interface Shot {
  file: string
  language: Language
  viewport: { width: number; height: number }
  /** The system's scheme; the console follows it while its Theme is 'System', its default. */
  colorScheme: 'light' | 'dark'
}

const DESKTOP = { width: 1280, height: 720 }
const PHONE = { width: 390, height: 844 }

const SHOTS: readonly Shot[] = [
  ...(Object.keys(LANGUAGES) as Language[]).flatMap((language) =>
    (['light', 'dark'] as const).map((colorScheme) => ({ file: `users-${language}-${colorScheme}.png`, language, viewport: DESKTOP, colorScheme })),
  ),
  { file: 'users-390px-light.png', language: 'en', viewport: PHONE, colorScheme: 'light' },
  { file: 'users-390px-dark.png', language: 'en', viewport: PHONE, colorScheme: 'dark' },
]

async function main(): Promise<void> {
  if (!process.env.SCREENSHOTS_SKIP_BUILD) execFileSync('npx', ['vite', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' })
  mkdirSync(OUT, { recursive: true })
  const emulator = await createEmulator({ port: 0, console: { kind: 'static', root: join(REPO_ROOT, 'dist') } })
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  const outputs = browserOutputs()
  try {
    for (const shot of SHOTS) {
      const context = await browser.newContext({ baseURL: emulator.url, viewport: shot.viewport, colorScheme: shot.colorScheme })
      await context.addInitScript(
        ([key, language]) => localStorage.setItem(key, language),
        [LANGUAGE_STORAGE_KEY, shot.language] as const,
      )
      const page = await context.newPage()
      await signInByFieldNames(page)
      await page.locator('tbody tr td').first().waitFor()
      await page.screenshot({ path: join(OUT, shot.file) })
      console.log(`docs/screenshots/${shot.file}`)
      await context.close()
    }
  } finally {
    await closeWithinLimit(browser, outputs)
    await emulator.close()
  }
}

await main()
