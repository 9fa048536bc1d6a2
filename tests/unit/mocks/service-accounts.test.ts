// @vitest-environment node
// @peculiar/x509 needs the metadata polyfill loaded before it.
import '../../../src/console/settings/saml/reflect-polyfill'
import * as x509 from '@peculiar/x509'
import { describe, expect, it } from 'vitest'
import { mockDb, MOCK_ORIGIN } from '../../../mocks/node'
import {
  ACCESS_KEYS_FIELD,
  ACCESS_KEYS_PATH,
  accessKeySchema,
  errorResponseSchema,
  listReplySchema,
  serviceAccountSchema,
} from '../../../src/core/api/schemas'
import '../mock-service'

const API = `${MOCK_ORIGIN}/api/iam/v1`
const DAY = 86_400_000

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${API}${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
}

function account(name: string) {
  const found = mockDb.listServiceAccounts({ length: 100, offset: 0 }).result.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`no seeded service account ${name}`)
  return found
}

const keysPath = (uuid: string) => `/service_accounts/${uuid}/${ACCESS_KEYS_PATH}`

describe('service accounts', () => {
  it('lists them a page at a time with the total', async () => {
    const { status, body } = await send('GET', '/service_accounts?length=5&offset=5')
    expect(status).toBe(200)
    const page = listReplySchema(serviceAccountSchema).parse(body)
    expect(page.total_matches).toBe(6)
    expect(page.result).toHaveLength(1)
  })

  it('creates one with 201 and no keys, and refuses a duplicate name with 409', async () => {
    const created = await send('POST', '/service_accounts', { name: 'reporting', description: 'BI', email_address: 'bi@example.com' })
    expect(created.status).toBe(201)
    const parsed = serviceAccountSchema.parse(created.body)
    expect(parsed).toMatchObject({ name: 'reporting', [ACCESS_KEYS_FIELD]: [] })
    expect(Date.now() - Date.parse(parsed.created_time ?? '')).toBeLessThan(60_000)

    const duplicate = await send('POST', '/service_accounts', { name: 'Reporting' })
    expect(duplicate.status).toBe(409)
    expect(errorResponseSchema.parse(duplicate.body).error_code).toBe('IAM_ERR_409')
  })

  it('answers 400 naming the field when the name is missing', async () => {
    const { status, body } = await send('POST', '/service_accounts', { description: 'no name' })
    expect(status).toBe(400)
    expect(errorResponseSchema.parse(body).details).toMatch(/^name:/)
  })

  it('deletes one with 204, then answers 404 for it', async () => {
    const { uuid } = account('capacity-planner')
    const deleted = await fetch(`${API}/service_accounts/${uuid}`, { method: 'DELETE' })
    expect(deleted.status).toBe(204)
    expect(await deleted.text()).toBe('')
    const again = await send('DELETE', `/service_accounts/${uuid}`)
    expect(again.status).toBe(404)
    expect(errorResponseSchema.parse(again.body).error_code).toBe('IAM_ERR_22')
  })
})

describe('service account keys', () => {
  it('issues a real key pair: certificate valid for a year, serial and times matching, key signing for it', async () => {
    const { uuid, name } = account('terraform-provisioner')
    const { status, body } = await send('POST', keysPath(uuid))
    expect(status).toBe(201)
    const key = accessKeySchema.parse(body)
    const certificate = new x509.X509Certificate(key.certificate ?? '')
    expect(certificate.subject).toContain(`CN=${name}`)
    expect(certificate.serialNumber).toBe(key.serial_number)
    expect(certificate.notBefore.toISOString()).toBe(key.created_time)
    expect(certificate.notAfter.toISOString()).toBe(key.expiry_time)
    expect(Date.parse(key.expiry_time ?? '') - Date.parse(key.created_time ?? '')).toBe(365 * DAY)

    const algorithm = { name: 'ECDSA', namedCurve: 'P-256' }
    const pkcs8 = new Uint8Array(x509.PemConverter.decodeFirst(key.private_key ?? ''))
    const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, algorithm, false, ['sign'])
    const data = new Uint8Array([1, 2, 3])
    const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, data))
    const publicKey = await certificate.publicKey.export(algorithm, ['verify'])
    expect(await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, publicKey, signature, data)).toBe(true)

    expect(mockDb.getServiceAccount(uuid)[ACCESS_KEYS_FIELD].map((stored) => stored.uuid)).toEqual([key.uuid])
  })

  it('refuses a key beyond the certificate limit with 409', async () => {
    const full = account('ci-pipeline')
    expect(full[ACCESS_KEYS_FIELD]).toHaveLength(mockDb.maxCertificates)
    const refused = await send('POST', keysPath(full.uuid))
    expect(refused.status).toBe(409)
    expect(errorResponseSchema.parse(refused.body).details).toMatch(/maximum of 2 certificates/)

    const { uuid } = account('terraform-provisioner')
    expect((await send('POST', keysPath(uuid))).status).toBe(201)
    expect((await send('POST', keysPath(uuid))).status).toBe(201)
    expect((await send('POST', keysPath(uuid))).status).toBe(409)
  })

  it('does not let concurrent requests pass the limit', async () => {
    const { uuid } = account('terraform-provisioner')
    const statuses = await Promise.all([1, 2, 3].map(async () => (await send('POST', keysPath(uuid))).status))
    expect(statuses.sort()).toEqual([201, 201, 409])
  })

  it('revokes a key with 204 and answers 404 for unknown accounts or keys', async () => {
    const { uuid, [ACCESS_KEYS_FIELD]: keys } = account('backup-agent')
    const keyUuid = keys[0]?.uuid ?? ''
    expect((await send('DELETE', `${keysPath(uuid)}/${keyUuid}`)).status).toBe(204)
    expect(mockDb.getServiceAccount(uuid)[ACCESS_KEYS_FIELD]).toEqual([])
    expect((await send('DELETE', `${keysPath(uuid)}/${keyUuid}`)).status).toBe(404)
    expect((await send('POST', keysPath('no-such-account'))).status).toBe(404)
  })
})
