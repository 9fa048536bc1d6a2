import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the console must pass everywhere. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Waits until every finite animation and transition has run out: a dialog still fading in has
 * colours that are not its final ones, and axe would judge their contrast mid-way. Endless ones
 * (a spinner, the pulsing focus ripple) never finish and are left alone.
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

/**
 * Runs axe with the WCAG tags over the whole page as it stands (an open modal included, with the
 * page behind it) and fails with every violation listed. `expectOnScreen` is checked first, so a
 * scan never runs on a half-loaded or wrong screen.
 */
export async function expectNoAxeViolations(page: Page, where: string, expectOnScreen?: Locator): Promise<void> {
  if (expectOnScreen) await expect(expectOnScreen, where).toBeVisible()
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
