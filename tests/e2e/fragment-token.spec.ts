import { expect, test } from './support/fixtures'
import { assertSignedInShell } from './support/console-page'
import { acceptTermsIfShown, fragmentOf, mintTokens, readBrowserStorage } from './support/sign-in'

test('a valid token in the address fragment is verified, stored, removed from the address bar, and signs in', async ({
  page,
  request,
}) => {
  const tokens = await mintTokens(request)
  const addressesAtApiCalls: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/api/iam/v1/')) addressesAtApiCalls.push(page.url())
    expect(sent.url()).not.toContain(tokens.access_token)
    expect(sent.headers().referer ?? '').not.toContain('access_token')
  })

  await page.goto(`/ui/iam/#${fragmentOf(tokens)}`)
  await expect(page).toHaveURL(/\/ui\/iam\/identities$/)
  // This page load signed in: the terms banner greets it first.
  await acceptTermsIfShown(page)
  await assertSignedInShell(page, 'admin@example.com')
  expect(await page.evaluate(() => window.location.hash)).toBe('')
  expect(JSON.parse((await readBrowserStorage(page))['iam.token_response'] ?? '{}')).toMatchObject({
    id_token: tokens.id_token,
  })
  for (const address of addressesAtApiCalls) expect(address).not.toContain('access_token')
  // Back must not bring the token back either.
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2)
})

for (const [name, options] of [
  ['an expired token', { expiresInSeconds: -60 }],
  ['a token for another client', { audience: 'another-client' }],
  ['a token with a bad signature', { foreignKey: true }],
] as const) {
  test(`${name} in the fragment is refused: not stored, and the session-expired message is shown`, async ({
    page,
    request,
  }) => {
    const tokens = await mintTokens(request, options)
    await page.goto(`/ui/iam/identities#${fragmentOf(tokens)}`)
    await expect(page).toHaveURL(/\/ui\/iam\/forcelogin\?expired=true$/)
    await expect(page.getByText('Your session expired. Please refresh the page.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Please login to continue...' })).toBeVisible()
    const storage = await readBrowserStorage(page)
    expect(storage['iam.token_response']).toBeUndefined()
    expect(Object.values(storage).join()).not.toContain(tokens.id_token)
  })
}
