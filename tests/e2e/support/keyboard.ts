import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Brings focus onto `target` from the keyboard, as a keyboard user arrives: Tab from the control
 * before it, so the browser shows its focus as a keyboard's (`:focus-visible`).
 */
export async function tabOnto(page: Page, target: Locator): Promise<void> {
  await target.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}
