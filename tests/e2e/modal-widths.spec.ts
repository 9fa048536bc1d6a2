import { resetEmulator } from './support/emulator-controls'
import { expect, test } from './support/fixtures'
import { FORM_AT } from './support/forms'
import { signInByFieldNames } from './support/sign-in'

// A desktop screen, wide enough for the widest modal: each one has the product's width
// (docs/product/constants.md); on smaller screens they take the whole screen (touch.spec.ts).
test.use({ viewport: { width: 1280, height: 900 } })

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test.afterEach(async ({ request }) => {
  await resetEmulator(request)
})

test('every modal has the width the product gives it', async ({ page }) => {
  await page.goto('/ui/iam/login')
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toHaveJSProperty('offsetWidth', 500)
  await signInByFieldNames(page)

  for (const [form, width] of [
    [FORM_AT.createUser, 500],
    [FORM_AT.createServiceAccount, 500],
    [FORM_AT.addSaml, 750],
    [FORM_AT.addDirectory, 750],
  ] as const) {
    await page.goto(form)
    await expect(page.getByRole('dialog'), form).toHaveJSProperty('offsetWidth', width)
  }

  await page.goto('/ui/iam/identities/serviceusers')
  await page.getByRole('checkbox', { name: 'Select ci-pipeline' }).check()
  await page.getByRole('button', { name: 'Manage Certificates' }).click()
  await expect(page.getByRole('dialog', { name: "Manage ci-pipeline's Certificates" })).toHaveJSProperty('offsetWidth', 750)
})
