import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the console must pass everywhere. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Waits until every finite animation and transition has run out: a dialog still fading in has
 * colours that are not its final ones, and axe would judge their contrast mid-way. Endless ones
 * (a spinner, a busy bar) never finish and are left alone.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
  })
}

function describe(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations.map((violation) => {
    const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replace(/\n/g, ' '))
    return `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${nodes.join('\n')}`
  })
}

type ColourScheme = 'light' | 'dark'

/** The scheme the page shows: it follows the emulated system preference while its mode is System. */
async function expectShownScheme(page: Page, scheme: ColourScheme, where: string): Promise<void> {
  await expect(page.locator('html'), `${where}: the page shows the ${scheme} scheme`).toHaveAttribute('data-theme', scheme)
}

async function scan(page: Page, where: string): Promise<void> {
  await waitForAnimations(page)
  // Legacy mode runs axe in the page itself; the default mode opens an extra page for every scan
  // to merge the results of cross-origin frames, and the console has none (the silent-renew
  // frame is same-origin), so it would only make each scan slower.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze()
  // A scan that checked nothing proves nothing.
  expect(results.passes.length, `axe checked nothing on ${where}`).toBeGreaterThan(0)
  // Soft: one run lists the violations of every screen a test visits, not just the first.
  expect.soft(describe(results), `axe violations on ${where}`).toEqual([])
}

/**
 * Runs axe with the WCAG tags over the whole page as it stands (an open modal included, with the
 * page behind it) and fails with every violation listed. `expectOnScreen` is checked first, so a
 * scan never runs on a half-loaded or wrong screen.
 *
 * Every scan runs in both colour schemes (docs/product/theme.md): in the one the page shows, then,
 * with the system's preference turned the other way, which a page in the System mode follows at
 * once, in the other; the preference is turned back before the test goes on. The screen is reached
 * once and scanned twice, which costs far less than walking every flow again in the dark.
 */
export async function expectNoAxeViolations(page: Page, where: string, expectOnScreen?: Locator): Promise<void> {
  if (expectOnScreen) await expect(expectOnScreen, where).toBeVisible()
  const shown: ColourScheme = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'))
  const other: ColourScheme = shown === 'dark' ? 'light' : 'dark'
  await expectShownScheme(page, shown, where)
  await scan(page, `${where} (${shown})`)
  await page.emulateMedia({ colorScheme: other })
  try {
    await expectShownScheme(page, other, where)
    // Still there: a toast that left meanwhile would make the second scan pass without it.
    if (expectOnScreen) await expect(expectOnScreen, `${where} (${other})`).toBeVisible({ timeout: 1000 })
    await scan(page, `${where} (${other})`)
  } finally {
    await page.emulateMedia({ colorScheme: shown })
  }
  await expectShownScheme(page, shown, where)
}
