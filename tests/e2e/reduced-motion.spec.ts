import type { Locator } from '@playwright/test'
import { accountButton } from './support/console-page'
import { holdNextCall } from './support/faults'
import { expect, test } from './support/fixtures'
import { tabOnto } from './support/keyboard'
import { resetEmulator } from './support/emulator-controls'
import { signInAsAdmin } from './support/sign-in'

// A system set to reduce motion gets none (docs/product/shell-and-routes.md 'Reduced motion'):
// dialogs, menus, the drawers and toasts appear at once, and busy marks stand still. Each part is
// read once with the system's default and once set to reduce, so every read is shown to tell the
// two apart.

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

/** Every duration of the element's CSS transitions, in seconds ('0.225s, 0.15s' → [0.225, 0.15]). */
const transitionSeconds = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).transitionDuration.split(',').map((value) => parseFloat(value)))

const animationName = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).animationName)

/** Whether the element moves when it comes or goes: any transition longer than nothing. */
async function moves(locator: Locator): Promise<boolean> {
  return (await transitionSeconds(locator)).some((seconds) => seconds > 0)
}

for (const preference of ['no-preference', 'reduce'] as const) {
  const moving = preference === 'no-preference'

  test.describe(`with the system's motion preference '${preference}'`, () => {
    test.use({ reducedMotion: preference })

    test(`dialogs, menus and the left panel ${moving ? 'move' : 'stand still'}, and keyboard focus still shows`, async ({ page }) => {
      await signInAsAdmin(page)

      // The keyboard's focus shows either way: an outline, which never moves.
      const create = page.getByRole('button', { name: 'Create Local User' })
      await tabOnto(page, create)
      await expect(create).toHaveCSS('outline-style', 'solid')
      expect(await animationName(create)).toBe('none')

      await create.click()
      const dialog = page.getByRole('dialog', { name: 'Create Local User' })
      await expect(dialog).toBeVisible()
      expect(await moves(page.locator('.MuiDialog-container')), 'the dialog fades in').toBe(moving)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()

      await accountButton(page).click()
      const menu = page.getByRole('menu')
      await expect(menu).toBeVisible()
      expect(await moves(page.locator('.MuiMenu-paper')), 'the account menu grows').toBe(moving)
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()

      // The left panel gives its room to the page, over a moment or at once.
      expect(await moves(page.locator('.MuiDrawer-docked')), 'the left panel narrows').toBe(moving)
    })

    test(`a list's busy bar ${moving ? 'sweeps' : 'stands still'}`, async ({ page }) => {
      await signInAsAdmin(page)
      const held = await holdNextCall(page, 'GET_USERS')
      await page.getByRole('button', { name: 'Go to next page' }).first().click()
      await held.held
      const busy = page.locator('.MuiLinearProgress-bar1').first()
      await expect(busy).toBeVisible()
      expect((await animationName(busy)) !== 'none', 'the busy bar sweeps').toBe(moving)
      await held.release()
    })

    test(`a toast ${moving ? 'slides in' : 'is there at once'}`, async ({ page }) => {
      await signInAsAdmin(page)
      await page.getByRole('searchbox', { name: 'Filter' }).fill('yuto')
      await page.getByRole('checkbox', { name: 'Select yuto.nakamura' }).check()
      await page.getByRole('button', { name: 'Deactivate', exact: true }).click()
      await page.getByRole('alertdialog', { name: 'Deactivate User' }).getByRole('button', { name: 'Deactivate', exact: true }).click()
      await expect(page.getByText('Successfully deactivated the user.')).toBeVisible()
      // The toast, and the stack that makes room for it.
      const stack = page.locator('.notistack-SnackbarContainer')
      const moved = await Promise.all([stack, ...(await stack.locator('*').all())].map((part) => moves(part)))
      expect(moved.some(Boolean), 'the toast and its stack move').toBe(moving)
    })

    test(`on a narrow screen the drawer ${moving ? 'slides in' : 'is there at once'}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await signInAsAdmin(page)
      await page.getByRole('button', { name: 'Open navigation' }).click()
      const drawer = page.locator('.MuiDrawer-modal .MuiDrawer-paper')
      await expect(drawer).toBeVisible()
      expect(await moves(drawer), 'the drawer slides').toBe(moving)
    })

    test(`an update modal says 'Loading...' only once its read is slow, then ${moving ? 'fades it in' : 'shows it at once'}`, async ({ page }) => {
      await signInAsAdmin(page)
      const read = await holdNextCall(page, 'GET_USER')
      // How the words stand as the modal first draws them, before any check could look.
      const atFirst = page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const observer = new MutationObserver(() => {
              const words = document.querySelector('[role="dialog"] [role="status"] span')
              if (!words) return
              observer.disconnect()
              resolve(getComputedStyle(words).visibility)
            })
            observer.observe(document.body, { childList: true, subtree: true })
          }),
      )
      await page.getByRole('table', { name: 'Users' }).getByRole('checkbox', { name: 'Select admin', exact: true }).check()
      await page.getByRole('button', { name: 'Update', exact: true }).click()
      await read.held
      expect(await atFirst).toBe('hidden')
      const words = page.getByRole('dialog', { name: 'Update Local User' }).getByRole('status').getByText('Loading...')
      await expect(words).toBeVisible()
      expect(await moves(words.locator('..'))).toBe(moving)
      await read.release()
      await expect(page.getByRole('textbox', { name: 'Display Name' })).toBeVisible()
    })

    test(`the page's first loading view ${moving ? 'turns' : 'stands still'}`, async ({ page }) => {
      // Its script never comes, so the view drawn before any script stays.
      await page.route('**/ui/iam/assets/**/*.js', () => undefined)
      // A module script holds the document's load back, so the test waits for nothing but the view.
      await page.goto('/ui/iam/login', { waitUntil: 'commit' })
      const spinner = page.locator('#static-loading .plain-spinner')
      await expect(spinner).toBeVisible()
      expect(await animationName(spinner)).toBe(moving ? 'plain-spin' : 'none')
    })
  })
}
