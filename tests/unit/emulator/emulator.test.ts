// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmulator } from '../../../mocks/emulator/emulator'
import { createScryptHasher } from '../../../mocks/emulator/scrypt-hasher'
import { DEFAULT_DEMO_PASSWORD } from '../../../mocks/seed'
import { signIn, startTestEmulator, type TestEmulator } from './browser'

const DEMO_PASSWORD = 'Emulator/Test#1'

let plain: TestEmulator
let controlled: TestEmulator

beforeAll(async () => {
  ;[plain, controlled] = await Promise.all([startTestEmulator({ demoPassword: DEMO_PASSWORD }), startTestEmulator({ testControls: true })])
})

afterAll(async () => {
  await Promise.all([plain.stop(), controlled.stop()])
})

describe('serving', () => {
  it('sends / to the console and serves the console with its own config.js', async () => {
    const root = await fetch(`${plain.emulator.url}/`, { redirect: 'manual' })
    expect(root.status).toBe(302)
    expect(root.headers.get('location')).toBe('/ui/iam/')
    const bare = await fetch(`${plain.emulator.url}/ui/iam?filter=a`, { redirect: 'manual' })
    expect(bare.headers.get('location')).toBe('/ui/iam/?filter=a')
    const route = await fetch(`${plain.emulator.url}/ui/iam/identities/users`)
    expect(await route.text()).toContain('<title>IAM UI</title>')
    expect(await (await fetch(`${plain.emulator.url}/ui/iam/config.js`)).text()).toContain('__IAM_CONFIG__')
  })

  it('answers console pages with 503 until consoleReady settles', async () => {
    let finishBuild: () => void = () => undefined
    const built = new Promise<void>((resolve) => {
      finishBuild = resolve
    })
    const emulator = await createEmulator({ console: { kind: 'static', root: '/nonexistent' }, consoleReady: built })
    try {
      const before = await fetch(`${emulator.url}/ui/iam/`)
      expect(before.status).toBe(503)
      expect(before.headers.get('retry-after')).toBe('5')
      // The rest of the service does not wait for the console.
      expect((await fetch(`${emulator.url}/api/iam/authn/.well-known/openid-configuration`)).status).toBe(200)
      finishBuild()
      await built
      expect((await fetch(`${emulator.url}/ui/iam/`)).status).toBe(404)
    } finally {
      await emulator.close()
    }
  })

  it('explains that external connectors are not emulated', async () => {
    const reply = await fetch(`${plain.emulator.url}/api/iam/authn/v1/connectors/some-idp/login`)
    expect(reply.status).toBe(501)
    expect(await reply.text()).toContain('/ui/iam/login')
  })

  it("never writes its page's nonce into text a link chose", async () => {
    const reply = await fetch(`${plain.emulator.url}/api/iam/authn/v1/connectors/__CSP_NONCE__/login`)
    const nonce = /'nonce-([^']+)'/.exec(reply.headers.get('content-security-policy') ?? '')?.[1]
    const page = await reply.text()
    expect(nonce).toBeDefined()
    // The page's own style carries it, and nothing else does: the connector's name stays as written.
    expect(page.split(String(nonce))).toHaveLength(2)
    expect(page).toContain('<code>__CSP_NONCE__</code>')
  })

  it('refuses a port that is taken, saying which', async () => {
    const { port } = plain.emulator
    await expect(createEmulator({ port, console: { kind: 'static', root: '/nonexistent' } })).rejects.toThrow(
      `Port ${port} is already in use on 127.0.0.1; set PORT to a free port.`,
    )
  })
})

describe('passwords', () => {
  it('signs in with the configured demo password, not the default one', async () => {
    const tokens = await signIn(plain.emulator.url, 'admin', DEMO_PASSWORD)
    expect(tokens.id_token).toBeTruthy()
    await expect(signIn(plain.emulator.url, 'admin', DEFAULT_DEMO_PASSWORD)).rejects.toThrow(/The sign-in ended at http:\/\/127\.0\.0\.1:\d+\/ui\/iam\/login\?error=AUTHN_ERR_7&interaction=/)
  })

  it('keeps only scrypt hashes: the clear password appears nowhere in the store state', () => {
    // The store's private fields are plain data at run time: serialised, they show all it holds.
    const { state, seedSnapshot } = JSON.parse(JSON.stringify(plain.emulator.db)) as { state: unknown; seedSnapshot: unknown }
    for (const held of [JSON.stringify(state), JSON.stringify(seedSnapshot)]) {
      expect(held).not.toContain(DEMO_PASSWORD)
      const hashes = held.match(/"password_hash":"[^"]+"/g) ?? []
      // admin, four seeded local users and the three directories' bind accounts.
      expect(hashes).toHaveLength(8)
      for (const hash of hashes) expect(hash).toMatch(/^"password_hash":"scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}"$/)
    }
  })

  it('hashes with a random salt and verifies only the right password', async () => {
    const hasher = createScryptHasher({ N: 1024, r: 8, p: 1 })
    const [first, second] = await Promise.all([hasher.hash('Secret/4u'), hasher.hash('Secret/4u')])
    expect(first).not.toBe(second)
    expect(first).not.toContain('Secret/4u')
    expect(await hasher.verify('Secret/4u', first)).toBe(true)
    expect(await hasher.verify('Secret/4U', first)).toBe(false)
    expect(await hasher.verify('Secret/4u', 'pbkdf2-sha256$1000$abc$def')).toBe(false)
    // The cost travels with the hash: a hasher with another default still verifies it.
    expect(await createScryptHasher().verify('Secret/4u', second)).toBe(true)
  })
})

describe('test controls', () => {
  it('are absent unless the emulator was created with testControls', async () => {
    for (const [method, path] of [
      ['POST', '/__emulator/reset'],
      ['POST', '/__emulator/faults'],
      ['DELETE', '/__emulator/faults'],
    ] as const) {
      expect((await fetch(`${plain.emulator.url}${path}`, { method })).status).toBe(404)
    }
  })

  it('reset the store to the seed', async () => {
    const { db } = controlled.emulator
    const before = db.listUsers({ length: 1, offset: 0 }).total_matches
    await db.createUser({ username: 'temporary', locale: 'en_US', type: 'local', additional_attributes: {} })
    expect(db.listUsers({ length: 1, offset: 0 }).total_matches).toBe(before + 1)
    const reply = await fetch(`${controlled.emulator.url}/__emulator/reset`, { method: 'POST' })
    expect(reply.status).toBe(204)
    expect(db.listUsers({ length: 1, offset: 0 }).total_matches).toBe(before)
  })

  it('play a fault on an endpoint until cleared, and refuse a malformed one', async () => {
    const { url } = controlled.emulator
    const setFault = (body: unknown) =>
      fetch(`${url}/__emulator/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    const systemConfig = () => fetch(`${url}/api/iam/v1/system_configuration`)

    expect((await setFault({ name: 'GET_SYSTEM_CONFIG', fault: { status: 500 } })).status).toBe(204)
    expect((await systemConfig()).status).toBe(500)
    expect((await fetch(`${url}/__emulator/faults`, { method: 'DELETE' })).status).toBe(204)
    expect((await systemConfig()).status).toBe(200)

    expect((await setFault({ name: 'GET_SYSTEM_CONFIG', fault: { network: true, times: 1 } })).status).toBe(204)
    await expect(systemConfig()).rejects.toThrow()
    expect((await systemConfig()).status).toBe(200)

    expect((await setFault({ name: 'NO_SUCH_ENDPOINT', fault: { status: 500 } })).status).toBe(400)
    expect((await setFault({ name: 'GET_SYSTEM_CONFIG', fault: { status: 99 } })).status).toBe(400)

    await setFault({ name: 'GET_SYSTEM_CONFIG', fault: { status: 503 } })
    await fetch(`${url}/__emulator/reset`, { method: 'POST' })
    expect((await systemConfig()).status).toBe(200)
  })
})
