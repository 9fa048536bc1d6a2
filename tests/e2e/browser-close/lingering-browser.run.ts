import { expect, test } from '../support/fixtures'

test('runs on a browser that leaves a process behind', async ({ page }) => {
  await page.setContent('<p>ready</p>')
  await expect(page.getByText('ready')).toBeVisible()
})
