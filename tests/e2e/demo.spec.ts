import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:http'
import { DEFAULT_DEMO_PASSWORD, DEMO_ADMIN_USERNAME } from '../../mocks/seed'
import { DIST_DEMO } from '../../mocks/emulator/demo-server'
import { close, createStaticHandler, listen } from '../../mocks/emulator/static-server'
import { REPO_ROOT } from '../../mocks/emulator/vite-build'
import { assertSignedInShell, logOut } from './support/console-page'
import { expect, test } from './support/fixtures'
import { acceptTerms, submitLogin } from './support/sign-in'

// The offline demo as a user meets it: through `npm run demo`, and served where it does not belong.

/** Runs `npm run demo` on a free port and resolves with the address it prints, and the process to stop. */
function startDemoScript(): Promise<{ url: string; script: ChildProcess }> {
  // Its own process group, so that stopping it stops npm's children too.
  const script = spawn('npm', ['run', '--silent', 'demo'], { cwd: REPO_ROOT, env: { ...process.env, PORT: '0' }, detached: true })
  return new Promise((resolve, reject) => {
    let output = ''
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /Offline demo at (http:\/\/127\.0\.0\.1:\d+\/ui\/iam\/)/.exec(output)?.[1]
      if (url) resolve({ url, script })
    }
    script.stdout.on('data', onOutput)
    script.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    script.on('exit', (code) => reject(new Error(`npm run demo ended (${String(code)}) before serving:\n${output}`)))
  })
}

function stop(script: ChildProcess): void {
  if (script.pid !== undefined && script.exitCode === null) process.kill(-script.pid, 'SIGTERM')
}

test('npm run demo serves the demo under /ui/iam/, which says it is a demo and takes only its credentials', async ({ page }) => {
  test.setTimeout(120_000)
  const { url, script } = await startDemoScript()
  try {
    // Any client route is answered: the demo signs its administrator in on load.
    await page.goto(`${url}identities/serviceusers`)
    await acceptTerms(page)
    await assertSignedInShell(page, 'admin@example.com')
    await expect(page).toHaveURL(`${url}identities/serviceusers`)

    await logOut(page)
    await expect(page).toHaveURL(`${url}login`)
    await acceptTerms(page)
    await expect(page.getByTestId('demo-notice')).toHaveText(
      `This is an offline demo: everything runs in your browser. Sign in as ${DEMO_ADMIN_USERNAME} with the password ${DEFAULT_DEMO_PASSWORD}.`,
    )

    // Wrong credentials are answered as the service answers them, the username kept.
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(DEMO_ADMIN_USERNAME)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page).toHaveURL(/\/ui\/iam\/login\?error=AUTHN_ERR_7$/)
    await expect(page.getByRole('alert')).toHaveText('Your username or password was incorrect. Please try again.')
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(DEMO_ADMIN_USERNAME)
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused()

    await page.keyboard.type(DEFAULT_DEMO_PASSWORD)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
    await assertSignedInShell(page, 'admin@example.com')
  } finally {
    stop(script)
  }
})

test('the demo served at a site’s root says where it must be served instead of loading forever', async ({ page }) => {
  // A static host that serves dist-demo at / : the files the page names are all under /ui/iam/.
  const server = createServer(createStaticHandler({ root: DIST_DEMO, basePath: '/' }))
  const port = await listen(server, 0)
  try {
    await page.goto(`http://127.0.0.1:${String(port)}/`)
    await expect(page.getByText('The console must be served under /ui/iam/.')).toBeVisible()
    await expect(page.getByText('Loading IAM UI Application...')).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'IAM UI' })).toBeVisible()
  } finally {
    await close(server)
  }

  // Where it belongs the same first paint (its scripts held back here) is the loading view alone.
  const url = process.env.E2E_DEMO_URL
  if (!url) throw new Error('E2E_DEMO_URL is not set: the global setup did not run.')
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto(`${url}/ui/iam/identities/users`)
  await expect(page.getByText('Loading IAM UI Application...')).toBeVisible()
  await expect(page.getByText('The console must be served under /ui/iam/.')).toBeHidden()
})

/** The offline demo as a plain static host serves it (the global setup's): nothing answers outside /ui/iam/. */
function demoUrl(): string {
  const url = process.env.E2E_DEMO_URL
  if (!url) throw new Error('E2E_DEMO_URL is not set: the global setup did not run.')
  return url
}

test('every external provider of the demo leads to its login page, which says it does not emulate external sign-in', async ({ page }) => {
  const notice = 'The offline demo does not emulate sign-in through an external identity provider. Log in with the demo account instead.'
  const landedOnNotice = async () => {
    await expect(page).toHaveURL(/\/ui\/iam\/login\?connector=[\w-]+$/)
    await expect(page.getByRole('alert')).toHaveText(notice)
  }
  await page.goto(`${demoUrl()}/ui/iam/login`)
  await acceptTerms(page)
  await page.getByRole('button', { name: 'Login with Okta' }).click()
  await landedOnNotice()

  // Chosen on the providers page, or named in its address.
  for (const name of ['Azure AD', 'Corporate AD']) {
    await page.goto(`${demoUrl()}/ui/iam/providers`)
    await page.getByRole('button', { name: `Log in with ${name}` }).click()
    await landedOnNotice()
  }
  await page.goto(`${demoUrl()}/ui/iam/providers?name=Corporate%20AD`)
  await landedOnNotice()

  // From there the demo account signs in.
  await submitLogin(page, DEMO_ADMIN_USERNAME, DEFAULT_DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, 'admin@example.com')
})

test('a password changed in the demo holds for the tab: the new one signs in and the old one is refused', async ({ page }) => {
  const newPassword = 'NewPass1!x'
  await page.goto(`${demoUrl()}/ui/iam/change-password`)
  await page.getByLabel('Username').fill(DEMO_ADMIN_USERNAME)
  await page.getByLabel('Old Password').fill(DEFAULT_DEMO_PASSWORD)
  await page.getByLabel('New Password').fill(newPassword)
  await page.getByLabel('Confirm Password').fill(newPassword)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/login\?success=true$/)
  await acceptTerms(page)
  await expect(page.getByText('Your new password has been created.')).toBeVisible()
  await expect(page.getByTestId('demo-notice')).toHaveText(
    `This is an offline demo: everything runs in your browser. Sign in as ${DEMO_ADMIN_USERNAME} with the password you set in this tab.`,
  )

  await submitLogin(page, DEMO_ADMIN_USERNAME, DEFAULT_DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/ui\/iam\/login\?error=AUTHN_ERR_7$/)
  await expect(page.getByRole('alert')).toHaveText('Your username or password was incorrect. Please try again.')

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await assertSignedInShell(page, 'admin@example.com')
})
