import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { mockDb, mockFaults, mockServer } from '../../../../mocks/node'
import { createAccessKey } from '../../../../mocks/certificates'
import type { AccessKey } from '../../../../src/core/api/schemas'
import { renderApp } from '../../render-app'
import { account, API, APP_TEST_TIMEOUT_MS, button, dataRows, keysOf, LIST_PATH, rowCheckbox } from './support'
import { watchRequests } from '../../watch-requests'

/** Opens the certificates modal the way a user does: check the account, press Manage Certificates. */
async function openCertificates(name: string) {
  const app = await renderApp(LIST_PATH)
  await screen.findByRole('table', { name: 'Service accounts' })
  await app.user.click(await waitFor(() => rowCheckbox(name)))
  await app.user.click(button('Manage Certificates'))
  const dialog = await screen.findByRole('dialog', { name: `Manage ${name}'s Certificates` })
  const table = within(dialog).getByRole('table', { name: 'Certificates' })
  return { ...app, dialog, table }
}

function rowOf(table: HTMLElement, serial: string): HTMLElement {
  const row = within(table).getByText(serial).closest('tr')
  if (!row) throw new Error(`no row for ${serial}`)
  return row
}

/** Object URLs and anchor clicks, which jsdom does not implement, recorded instead. */
function spyOnDownloads() {
  const blobs = new Map<string, Blob>()
  const revoked: string[] = []
  const clicks: { fileName: string; href: string }[] = []
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${String(blobs.size + 1)}`
      blobs.set(url, blob)
      return url
    },
  })
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: (url: string) => revoked.push(url) })
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL')
    Reflect.deleteProperty(URL, 'revokeObjectURL')
  })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ fileName: this.download, href: this.getAttribute('href') ?? '' })
  })
  return { blobs, revoked, clicks }
}

describe('certificates modal', { timeout: APP_TEST_TIMEOUT_MS }, () => {
  it('lists the keys with their time remaining, and refuses a third at the limit, saying why', async () => {
    const [older, newer] = keysOf('ci-pipeline')
    if (!older || !newer) throw new Error('ci-pipeline should have two keys')
    const { dialog, table } = await openCertificates('ci-pipeline')

    for (const name of ['Serial Number', 'Time Remaining', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name })).toBeVisible()
    }
    expect(dataRows(table)).toHaveLength(2)
    // 353 days into a 365-day lifetime: a warning with a word, not only a colour.
    // Rounded down, as the seed's clock is a little behind this test's.
    expect(within(rowOf(table, older.serial_number)).getByText(/^1[12] days \(expires soon\)$/)).toBeVisible()
    expect(within(rowOf(table, newer.serial_number)).getByText('11 months')).toBeVisible()

    const generate = within(dialog).getByRole('button', { name: 'Generate Certificate' })
    expect(generate).toBeDisabled()
    const reason = 'This service account has the maximum of 2 certificates. Revoke one to generate another.'
    expect(generate).toHaveAccessibleDescription(reason)
    expect(within(dialog).getByText(reason)).toBeVisible()
  })

  it('marks an expired key as Expired', async () => {
    const [expired] = keysOf('monitoring-exporter')
    const { table } = await openCertificates('monitoring-exporter')
    expect(within(rowOf(table, expired?.serial_number ?? '?')).getByText('Expired')).toBeVisible()
  })

  it('names each row button by its visible text alone, and describes it by its certificate', async () => {
    const [older, newer] = keysOf('ci-pipeline')
    const { table } = await openCertificates('ci-pipeline')
    for (const key of [older, newer]) {
      const serial = key?.serial_number ?? '?'
      for (const action of ['Download Key', 'Download Certificate', 'Revoke']) {
        const button = within(rowOf(table, serial)).getByRole('button', { name: action })
        expect(button).toHaveAccessibleName(action)
        expect(button).toHaveAccessibleDescription(`for certificate ${serial}`)
      }
    }
  })

  it('downloads the stored key and certificate as {uuid}-key.pem and {uuid}-cert.pem', async () => {
    const downloads = spyOnDownloads()
    const [key] = keysOf('backup-agent')
    if (!key?.private_key || !key.certificate) throw new Error('backup-agent should have a full key')
    const { user, dialog } = await openCertificates('backup-agent')

    await user.click(within(dialog).getByRole('button', { name: /^Download Key/ }))
    await user.click(within(dialog).getByRole('button', { name: /^Download Certificate/ }))

    expect(downloads.clicks.map((click) => click.fileName)).toEqual([`${key.uuid}-key.pem`, `${key.uuid}-cert.pem`])
    const [keyFile, certFile] = downloads.clicks.map((click) => downloads.blobs.get(click.href))
    expect(await keyFile?.text()).toBe(key.private_key)
    expect(await certFile?.text()).toBe(key.certificate)
    await expect(keyFile?.text()).resolves.toMatch(/^-----BEGIN PRIVATE KEY-----/)
    await waitFor(() => expect(downloads.revoked).toEqual(downloads.clicks.map((click) => click.href)))
    // Nothing is asked of the service for a download.
    expect(document.querySelector('a[download]')).toBeNull()
  })

  it('offers a download only for the values a key has', async () => {
    const { uuid } = account('terraform-provisioner')
    const certificateOnly: AccessKey = {
      uuid: crypto.randomUUID(),
      serial_number: '0a1b2c3d',
      created_time: new Date().toISOString(),
      expiry_time: new Date(Date.now() + 200 * 86_400_000).toISOString(),
      certificate: '-----BEGIN CERTIFICATE-----\nMA==\n-----END CERTIFICATE-----\n',
      private_key: null,
    }
    mockDb.addAccessKey(uuid, certificateOnly)
    const { table } = await openCertificates('terraform-provisioner')
    const row = rowOf(table, '0a1b2c3d')
    expect(within(row).queryByRole('button', { name: /^Download Key/ })).toBeNull()
    expect(within(row).getByRole('button', { name: /^Download Certificate/ })).toBeVisible()
    expect(within(row).getByRole('button', { name: /^Revoke/ })).toBeVisible()
  })

  it('lists a key the service gives without its times, with an empty Time Remaining', async () => {
    const { uuid } = account('terraform-provisioner')
    const timeless: AccessKey = { uuid: crypto.randomUUID(), serial_number: '0d0e0f', created_time: null, expiry_time: null, certificate: null, private_key: null }
    mockDb.addAccessKey(uuid, timeless)
    const { table } = await openCertificates('terraform-provisioner')
    const remaining = within(rowOf(table, '0d0e0f')).getAllByRole('cell')[1]
    expect(remaining?.textContent).toBe('')
  })

  it('lists a key whose serial number the service writes as a number, by its digits', async () => {
    const stored = account('terraform-provisioner')
    const key = { uuid: 'k-1', serial_number: 4711, created_time: null, expiry_time: null, certificate: null, private_key: null }
    mockServer.use(
      http.get(`${API}/service_accounts`, () =>
        HttpResponse.json({ result: [{ ...stored, nutanix_acccess_keys: [key] }], total_matches: 1 }),
      ),
    )
    const { user, table } = await openCertificates('terraform-provisioner')
    await user.click(within(rowOf(table, '4711')).getByRole('button', { name: 'Revoke' }))
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(/^Revoke certificate 4711 of terraform-provisioner\?/)
  })

  it('generates a key, shows it before the list is fetched again, and says so', async () => {
    const posts = watchRequests('POST', /\/nutanix_acccess_keys$/)
    const { user, dialog, table } = await openCertificates('terraform-provisioner')
    expect(within(table).getByText('No Certificates Found')).toBeVisible()

    // The refetch after the call is held back: the new row must not wait for it.
    mockFaults.set('GET_SERVICE_ACCOUNTS', { delayMs: 1500, times: 1 })
    await user.click(within(dialog).getByRole('button', { name: 'Generate Certificate' }))
    const [created] = await waitFor(() => {
      const keys = keysOf('terraform-provisioner')
      expect(keys).toHaveLength(1)
      return keys
    })
    await waitFor(() => expect(within(table).getByText(created?.serial_number ?? '?')).toBeVisible(), { timeout: 1000 })
    expect(posts).toHaveLength(1)
    expect(await within(dialog).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Successfully created new certificate!',
    )
    expect(await screen.findByText('Successfully created account key.')).toBeVisible()
  })

  it('reads the keys again when the service says the account is already at its limit', async () => {
    const { uuid } = account('terraform-provisioner')
    const { user, dialog, table } = await openCertificates('terraform-provisioner')
    expect(within(table).getByText('No Certificates Found')).toBeVisible()
    // Two keys generated elsewhere (another administrator, a script) while this dialog was open.
    for (const _ of [1, 2]) {
      const { createdAt, expiresAt } = mockDb.accessKeyValidity()
      mockDb.addAccessKey(uuid, await createAccessKey('terraform-provisioner', createdAt, expiresAt))
    }
    await user.click(within(dialog).getByRole('button', { name: 'Generate Certificate' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create new certificate. Please try again.')
    await waitFor(() => expect(dataRows(table)).toHaveLength(2))
    const generate = within(dialog).getByRole('button', { name: 'Generate Certificate' })
    expect(generate).toBeDisabled()
    expect(generate).toHaveAccessibleDescription('This service account has the maximum of 2 certificates. Revoke one to generate another.')
  })

  it('opens for an account whose id is not a GUID: the service names its accounts its own way', async () => {
    const stored = account('terraform-provisioner')
    mockServer.use(
      http.get(`${API}/service_accounts`, () => HttpResponse.json({ result: [{ ...stored, uuid: 'svc-7' }], total_matches: 1 })),
    )
    const { router, dialog } = await openCertificates('terraform-provisioner')
    expect(router.state.location.search).toMatchObject({ modal: 'certificates', account: 'svc-7' })
    expect(within(dialog).getByRole('button', { name: 'Generate Certificate' })).toBeEnabled()
  })

  it('treats a reply with a code field as a failure', async () => {
    mockFaults.set('CREATE_ACCESS_KEY', { status: 201, body: { code: 'IAM_ERR_21', message: 'no secure key' }, times: 1 })
    const { user, dialog, table } = await openCertificates('terraform-provisioner')
    await user.click(within(dialog).getByRole('button', { name: 'Generate Certificate' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create new certificate. Please try again.')
    expect(within(table).getByText('No Certificates Found')).toBeVisible()
  })

  it('revokes a key only after confirmation, then says so', async () => {
    const revokes = watchRequests('DELETE', /\/nutanix_acccess_keys\/[^/]+$/)
    const { uuid } = account('ci-pipeline')
    const [older, newer] = keysOf('ci-pipeline')
    if (!older || !newer) throw new Error('ci-pipeline should have two keys')
    const { user, dialog, table } = await openCertificates('ci-pipeline')

    const revoke = within(rowOf(table, older.serial_number)).getByRole('button', { name: 'Revoke' })
    await user.click(revoke)
    let confirm = await screen.findByRole('alertdialog', { name: 'Revoke Certificate' })
    expect(confirm).toHaveAccessibleDescription(new RegExp(`^Revoke certificate ${older.serial_number} of ci-pipeline\\?`))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(revokes).toHaveLength(0)
    expect(screen.getByRole('dialog', { name: "Manage ci-pipeline's Certificates" })).toBeVisible()

    await user.click(revoke)
    confirm = await screen.findByRole('alertdialog', { name: 'Revoke Certificate' })
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Successfully revoked certificate!')
    // Said once, in the dialog: no toast repeats the alert's words.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.getAllByText('Successfully revoked certificate!')).toHaveLength(1)
    expect(revokes.map((request) => request.url.pathname)).toEqual([
      `/api/iam/v1/service_accounts/${uuid}/nutanix_acccess_keys/${older.uuid}`,
    ])
    expect(within(table).queryByText(older.serial_number)).toBeNull()
    expect(within(table).getByText(newer.serial_number)).toBeVisible()
    // Below the limit again, and focus stays in the dialog although the pressed button went with its row.
    expect(within(dialog).getByRole('button', { name: 'Generate Certificate' })).toBeEnabled()
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Generate Certificate' })).toHaveFocus())
  })

  it('says when a revoke fails and keeps the key', async () => {
    mockFaults.set('DELETE_ACCESS_KEY', { status: 500, times: 1 })
    const [key] = keysOf('backup-agent')
    const { user, dialog, table } = await openCertificates('backup-agent')
    await user.click(within(dialog).getByRole('button', { name: /^Revoke/ }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to revoke certificate. Please try again.')
    expect(within(table).getByText(key?.serial_number ?? '?')).toBeVisible()
  })

  it('stays open while a revoke or a new key is under way, so its outcome is seen', async () => {
    const { user, dialog, router } = await openCertificates('backup-agent')
    mockFaults.set('DELETE_ACCESS_KEY', { delayMs: 400, times: 1 })
    await user.click(within(dialog).getByRole('button', { name: /^Revoke/ }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeDisabled()
    await user.keyboard('{Escape}')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Successfully revoked certificate!')
    expect(dialog).toBeVisible()
    expect(router.state.location.search).toMatchObject({ modal: 'certificates' })

    mockFaults.set('CREATE_ACCESS_KEY', { delayMs: 400, times: 1 })
    await user.click(within(dialog).getByRole('button', { name: 'Generate Certificate' }))
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeDisabled()
    await user.keyboard('{Escape}')
    expect(await within(dialog).findByText('Successfully created new certificate!')).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeEnabled()
  })

  it('closes with Done or Escape, returns focus to Manage Certificates and refetches the list', async () => {
    const lists = watchRequests('GET', /\/service_accounts$/)
    const { user, dialog, router } = await openCertificates('backup-agent')
    expect(router.state.location.search).toMatchObject({ modal: 'certificates', account: account('backup-agent').uuid })

    let before = lists.length
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(lists.length).toBeGreaterThan(before))
    expect(router.state.location.search).toEqual({})

    await user.click(button('Manage Certificates'))
    await screen.findByRole('dialog', { name: "Manage backup-agent's Certificates" })
    before = lists.length
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(button('Manage Certificates')).toHaveFocus())
    await waitFor(() => expect(lists.length).toBeGreaterThan(before))
  })

  it('opens from a link that names the account, and says so when the account is not on that page', async () => {
    const ci = account('ci-pipeline')
    await renderApp(`${LIST_PATH}?modal=certificates&account=${ci.uuid}`)
    expect(await screen.findByRole('dialog', { name: "Manage ci-pipeline's Certificates" })).toBeVisible()

    await renderApp(`${LIST_PATH}?page=2&modal=certificates&account=${ci.uuid}`)
    const dialogs = await screen.findAllByRole('dialog', { name: 'Manage Certificates' })
    expect(within(dialogs.at(-1) ?? document.body).getByText(/not on the current page/)).toBeVisible()
  })

  it("says why when the list could not be read, rather than that the account is gone; Retry brings the account's keys", async () => {
    const ci = account('ci-pipeline')
    mockFaults.set('GET_SERVICE_ACCOUNTS', { status: 500, times: 1 })
    const { user } = await renderApp(`${LIST_PATH}?modal=certificates&account=${ci.uuid}`)
    const dialog = await screen.findByRole('dialog', { name: 'Manage Certificates' })
    const alert = await within(dialog).findByRole('alert')
    expect(alert).not.toHaveTextContent(/not on the current page/)
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('dialog', { name: "Manage ci-pipeline's Certificates" })).toBeVisible()
  })

  it('pages through many keys 50 at a time, with 100 as the other size', async () => {
    const owner = account('ci-pipeline')
    const many: AccessKey[] = Array.from({ length: 60 }, (_, index) => ({
      uuid: crypto.randomUUID(),
      serial_number: `serial-${String(index + 1).padStart(3, '0')}`,
      created_time: new Date().toISOString(),
      expiry_time: new Date(Date.now() + 100 * 86_400_000).toISOString(),
      certificate: null,
      private_key: null,
    }))
    mockServer.use(
      http.get(`${API}/service_accounts`, () =>
        HttpResponse.json({ result: [{ ...owner, nutanix_acccess_keys: many }], total_matches: 1 }),
      ),
    )
    const { user, dialog, table } = await openCertificates('ci-pipeline')
    expect(dataRows(table)).toHaveLength(50)
    expect(within(dialog).getByText('1–50 of 60')).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Go to next page' }))
    expect(dataRows(table)).toHaveLength(10)
    expect(within(table).getByText('serial-051')).toBeVisible()

    await user.click(within(dialog).getByRole('combobox', { name: 'Rows per page' }))
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['50', '100'])
    await user.click(screen.getByRole('option', { name: '100' }))
    await waitFor(() => expect(dataRows(table)).toHaveLength(60))
  })
})
