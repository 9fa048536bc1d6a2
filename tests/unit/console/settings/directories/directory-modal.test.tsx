import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockDb, mockServer } from '../../../../../mocks/node'
import { renderApp, type RenderedApp } from '../../../render-app'
import { API, SETTINGS, listButton, listShown, seeded, shownNames, table } from './helpers'
import { watchRequests } from '../../../watch-requests'
import { findFormDialog } from '../../form-dialog'

const OPEN_LDAP_LABELS = [
  'User Object Class',
  'User Search Base',
  'Username Attribute',
  'Group Member Attribute Value',
  'Group Member Attribute',
  'Group Object Class',
  'Group Search Base',
] as const

type User = RenderedApp['user']

async function openAdd(user: User) {
  await listShown()
  await user.click(listButton('Add Directory Provider'))
  return screen.findByRole('dialog', { name: 'Add Directory' })
}

const textbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name })
const password = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Service Account Password/)

async function choose(user: User, dialog: HTMLElement, select: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: select }))
  await user.click(await screen.findByRole('option', { name: option }))
}

/** Pastes rather than types long values: key by key, a full form outlasts a test's time on a busy machine. */
async function fill(user: User, input: HTMLElement, value: string) {
  await user.click(input)
  await user.paste(value)
}

async function fillCommon(user: User, dialog: HTMLElement, type: 'Active Directory' | 'Open LDAP', name: string) {
  await user.type(textbox(dialog, 'Name'), name)
  await choose(user, dialog, 'Directory Type', type)
  await fill(user, textbox(dialog, 'Domain'), 'lab.example.com')
  await fill(user, textbox(dialog, 'Directory URL'), 'ldap://dc.lab.example.com:389')
  await fill(user, textbox(dialog, 'Service Account Username'), 'svc-iam@lab.example.com')
  await fill(user, password(dialog), 'Bind#Secret1')
}

// Whole forms are filled through the real widgets: more than the default 5 s when CPUs are shared.
describe('the Add Directory modal', { timeout: 15_000 }, () => {
  it('adds an Active Directory with the body docs/product/directories.md gives, the default group search and no Open LDAP settings', async () => {
    const calls = watchRequests('POST', /\/directory_services$/)
    const samlReads = watchRequests('GET', /\/saml_identity_providers$/)
    const { user, router } = await renderApp(SETTINGS)
    const dialog = await openAdd(user)
    const samlReadsBefore = samlReads.length
    expect(router.state.location.search).toMatchObject({ modal: 'addDirectory' })
    expect(textbox(dialog, 'Domain')).toHaveAttribute('placeholder', 'example.com')
    expect(textbox(dialog, 'Directory URL')).toHaveAttribute('placeholder', 'ldap://ad.example.com:389')
    expect(within(dialog).getByRole('combobox', { name: 'Group Search Type' })).toHaveTextContent('Non Recursive (Default)')
    for (const label of OPEN_LDAP_LABELS) expect(within(dialog).queryByLabelText(new RegExp(`^${label}`))).toBeNull()

    await fillCommon(user, dialog, 'Active Directory', 'Lab AD')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls).toHaveLength(1)
    expect(await calls[0]?.body).toEqual({
      name: 'Lab AD',
      directory_type: 'ACTIVE_DIRECTORY',
      domain_name: 'lab.example.com',
      url: 'ldap://dc.lab.example.com:389',
      group_search_type: 'NON_RECURSIVE',
      service_account: { username: 'svc-iam@lab.example.com', password: 'Bind#Secret1' },
    })
    expect(await screen.findByText('Successfully added the directory.')).toBeVisible()
    await waitFor(() => expect(shownNames()).toContain('Lab AD'))
    expect(router.state.location.search).not.toHaveProperty('modal')
    // The SAML providers beside it are read again too.
    await waitFor(() => expect(samlReads).toHaveLength(samlReadsBefore + 1))
  })

  it('adds an Open LDAP directory with its user and group configuration', async () => {
    const calls = watchRequests('POST', /\/directory_services$/)
    const { user } = await renderApp(SETTINGS)
    const dialog = await openAdd(user)
    await fillCommon(user, dialog, 'Open LDAP', 'Lab LDAP')
    await choose(user, dialog, 'Group Search Type', 'Recursive')
    const values = ['inetOrgPerson', 'ou=people,dc=lab', 'uid', 'dn', 'member', 'groupOfNames', 'ou=groups,dc=lab']
    for (const [index, label] of OPEN_LDAP_LABELS.entries()) await fill(user, textbox(dialog, label), values[index] ?? '')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await calls[0]?.body).toEqual({
      name: 'Lab LDAP',
      directory_type: 'OPEN_LDAP',
      domain_name: 'lab.example.com',
      url: 'ldap://dc.lab.example.com:389',
      group_search_type: 'RECURSIVE',
      service_account: { username: 'svc-iam@lab.example.com', password: 'Bind#Secret1' },
      open_ldap_configuration: {
        user_configuration: { user_object_class: 'inetOrgPerson', user_search_base: 'ou=people,dc=lab', username_attribute: 'uid' },
        user_group_configuration: {
          group_member_attribute_value: 'dn',
          group_member_attribute: 'member',
          group_object_class: 'groupOfNames',
          group_search_base: 'ou=groups,dc=lab',
        },
      },
    })
    expect(mockDb.listDirectories({ length: 10, offset: 0 }).result.at(-1)?.spec.resources.open_ldap_configuration?.user_configuration.username_attribute).toBe('uid')
  })

  it('drops Open LDAP settings typed before switching back to Active Directory, unchecked, even one too long to send', async () => {
    const calls = watchRequests('POST', /\/directory_services$/)
    const { user } = await renderApp(SETTINGS)
    const dialog = await openAdd(user)
    await fillCommon(user, dialog, 'Open LDAP', 'Switched')
    await user.type(textbox(dialog, 'User Object Class'), 'person')
    // Hidden once the type changes, so no message could show there: Save must not wait on it.
    await fill(user, textbox(dialog, 'User Search Base'), 'o'.repeat(256))
    await choose(user, dialog, 'Directory Type', 'Active Directory')
    expect(within(dialog).queryByRole('textbox', { name: 'User Object Class' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await calls[0]?.body).not.toHaveProperty('open_ldap_configuration')
    expect(await calls[0]?.body).toMatchObject({ directory_type: 'ACTIVE_DIRECTORY' })
  })

  it('says "<label> is required" for every missing field on submit, then for the Open LDAP ones, and sends nothing', async () => {
    const calls = watchRequests('POST', /\/directory_services$/)
    const { user } = await renderApp(SETTINGS)
    const dialog = await openAdd(user)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const always = ['Name', 'Directory Type', 'Domain', 'Directory URL', 'Service Account Username', 'Service Account Password']
    for (const label of always) expect(await within(dialog).findByText(`${label} is required`)).toBeVisible()
    expect(textbox(dialog, 'Name')).toHaveAttribute('aria-invalid', 'true')
    expect(textbox(dialog, 'Name')).toHaveFocus()
    expect(within(dialog).queryByText('Group Search Type is required')).toBeNull()

    await choose(user, dialog, 'Directory Type', 'Open LDAP')
    await waitFor(() => expect(within(dialog).queryByText('Directory Type is required')).toBeNull())
    for (const label of OPEN_LDAP_LABELS) expect(textbox(dialog, label)).toBeRequired()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    for (const label of OPEN_LDAP_LABELS) expect(await within(dialog).findByText(`${label} is required`)).toBeVisible()
    expect(calls).toHaveLength(0)
  })

  it('checks a field when it is left, before any submit', async () => {
    const { user } = await renderApp(SETTINGS)
    const dialog = await openAdd(user)
    await user.click(textbox(dialog, 'Domain'))
    await user.tab()
    expect(await within(dialog).findByText('Domain is required')).toBeVisible()
    expect(within(dialog).queryByText('Name is required')).toBeNull()
    await user.type(textbox(dialog, 'Domain'), 'x.example.com')
    await waitFor(() => expect(within(dialog).queryByText('Domain is required')).toBeNull())
  })

  it('accepts only ldap:// or ldaps:// URLs with a host', async () => {
    const { user } = await renderApp(SETTINGS)
    const dialog = await openAdd(user)
    const url = textbox(dialog, 'Directory URL')
    const message = /^Directory URL must start with ldap:\/\/ or ldaps:\/\/ followed by a host/
    // ldap://:@… once passed here and was refused only by the request's own check, away from the field.
    for (const wrong of ['http://ad.example.com', 'ad.example.com:389', 'ldap://', 'ldap://:389', 'ldaps:// spaced.example.com', 'ldap://:@ad.example.com']) {
      await user.clear(url)
      await user.type(url, wrong)
      await user.tab()
      expect(await within(dialog).findByText(message)).toBeVisible()
    }
    for (const right of ['ldap://ad.example.com', 'LDAPS://dc02.example.com:636', 'ldap://10.0.0.5:389']) {
      await user.clear(url)
      await user.type(url, right)
      await user.tab()
      await waitFor(() => expect(within(dialog).queryByText(message)).toBeNull())
    }
  })

  it('keeps the modal open with what was typed when the service refuses, and says why', async () => {
    mockServer.use(http.post(`${API}/directory_services`, () => HttpResponse.json({ error_code: 'IAM_ERR_26', details: 'no' }, { status: 400 })))
    const { user } = await renderApp(`${SETTINGS}?modal=addDirectory`)
    const dialog = await screen.findByRole('dialog', { name: 'Add Directory' })
    await fillCommon(user, dialog, 'Active Directory', 'Lab AD')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to add the directory.')
    expect(textbox(dialog, 'Name')).toHaveValue('Lab AD')
    expect(password(dialog)).toHaveValue('Bind#Secret1')
  })

  it('says at the name that a directory of that name exists when the service answers 409, keeping everything typed', async () => {
    const calls = watchRequests('POST', /\/directory_services$/)
    const { user } = await renderApp(`${SETTINGS}?modal=addDirectory`)
    const dialog = await screen.findByRole('dialog', { name: 'Add Directory' })
    await fillCommon(user, dialog, 'Active Directory', 'corporate ad')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(textbox(dialog, 'Name')).toHaveAccessibleDescription('A directory with this name already exists'))
    expect(textbox(dialog, 'Name')).toHaveFocus()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(calls).toHaveLength(1)
    expect(textbox(dialog, 'Name')).toHaveValue('corporate ad')
    expect(textbox(dialog, 'Domain')).toHaveValue('lab.example.com')
    expect(password(dialog)).toHaveValue('Bind#Secret1')

    await user.type(textbox(dialog, 'Name'), ' 2')
    await waitFor(() => expect(textbox(dialog, 'Name')).not.toHaveAccessibleDescription())
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(shownNames()).toContain('corporate ad 2'))
  })

  it('holds every text to its limit, the domain to a DNS name and the URL to 2,048 characters, sending nothing', { timeout: 30_000 }, async () => {
    const calls = watchRequests('POST', /\/directory_services$/)
    const { user } = await renderApp(`${SETTINGS}?modal=addDirectory`)
    const dialog = await screen.findByRole('dialog', { name: 'Add Directory' })
    await fillCommon(user, dialog, 'Open LDAP', 'n')
    await fill(user, textbox(dialog, 'Name'), 'n'.repeat(4999))
    for (const label of OPEN_LDAP_LABELS) await fill(user, textbox(dialog, label), 'x'.repeat(256))
    await user.clear(textbox(dialog, 'Domain'))
    await fill(user, textbox(dialog, 'Domain'), 'not a domain!!')
    await user.clear(textbox(dialog, 'Directory URL'))
    await fill(user, textbox(dialog, 'Directory URL'), `ldap://${'a'.repeat(5000)}.example.com`)
    await user.clear(textbox(dialog, 'Service Account Username'))
    await fill(user, textbox(dialog, 'Service Account Username'), 'u'.repeat(256))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(textbox(dialog, 'Name')).toHaveAccessibleDescription('Name must be at most 255 characters'))
    expect(textbox(dialog, 'Domain')).toHaveAccessibleDescription(/^Domain must be a domain name such as example\.com/)
    expect(textbox(dialog, 'Directory URL')).toHaveAccessibleDescription('Directory URL must be at most 2,048 characters')
    expect(textbox(dialog, 'Service Account Username')).toHaveAccessibleDescription('Service Account Username must be at most 255 characters')
    for (const label of OPEN_LDAP_LABELS) expect(textbox(dialog, label)).toHaveAccessibleDescription(`${label} must be at most 255 characters`)

    await user.clear(textbox(dialog, 'Directory URL'))
    await fill(user, textbox(dialog, 'Directory URL'), 'not a url')
    await user.tab()
    await waitFor(() => expect(textbox(dialog, 'Directory URL')).toHaveAccessibleDescription(/^Directory URL must start with ldap:\/\/ or ldaps:\/\//))
    expect(calls).toHaveLength(0)
  })

  it('sends one request however fast Save is pressed', async () => {
    const calls = watchRequests('POST', /\/directory_services$/)
    mockServer.use(
      http.post(`${API}/directory_services`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200))
        return HttpResponse.json({ error_code: 'IAM_ERR_6', details: 'slow no' }, { status: 400 })
      }),
    )
    const { user } = await renderApp(`${SETTINGS}?modal=addDirectory`)
    const dialog = await screen.findByRole('dialog', { name: 'Add Directory' })
    await fillCommon(user, dialog, 'Active Directory', 'Once')
    const save = within(dialog).getByRole('button', { name: 'Save' })
    await Promise.all([user.click(save), user.click(save), user.click(save)])
    await within(dialog).findByRole('alert')
    expect(calls).toHaveLength(1)
  })

  it('refreshes the list when closed, and returns focus to the button that opened it', async () => {
    const calls = watchRequests('GET', /\/directory_services$/)
    const { user, router } = await renderApp(SETTINGS)
    await openAdd(user)
    const before = calls.length
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(calls.length).toBeGreaterThan(before))
    expect(router.state.location.search).not.toHaveProperty('modal')
    await waitFor(() => expect(listButton('Add Directory Provider')).toHaveFocus())
  })
})

describe('the Update Directory modal', { timeout: 15_000 }, () => {
  it('loads the directory by dir_id, fills the form without the password, and keeps the stored password when left blank', async () => {
    const engineering = seeded('Engineering OpenLDAP')
    const dirId = engineering.metadata.uuid
    const reads = watchRequests('GET', /\/directory_services\/[^/]+$/)
    const calls = watchRequests('PUT', /\/directory_services\/[^/]+$/)
    const samlReads = watchRequests('GET', /\/saml_identity_providers$/)
    const { user, router } = await renderApp(SETTINGS)
    await listShown()
    await user.click(within(table()).getByRole('checkbox', { name: 'Select Engineering OpenLDAP' }))
    await user.click(listButton('Update'))
    const dialog = await findFormDialog('Update Directory')
    expect(router.state.location.search).toMatchObject({ modal: 'updateDirectory', id: dirId })
    expect(reads.map((call) => call.url.pathname)).toContain(`/api/iam/v1/directory_services/${dirId}`)

    expect(textbox(dialog, 'Name')).toHaveValue('Engineering OpenLDAP')
    expect(within(dialog).getByRole('combobox', { name: 'Directory Type' })).toHaveTextContent('Open LDAP')
    expect(textbox(dialog, 'Domain')).toHaveValue('eng.example.com')
    expect(textbox(dialog, 'Directory URL')).toHaveValue('ldap://ldap.eng.example.com:389')
    expect(textbox(dialog, 'Service Account Username')).toHaveValue('cn=iam-bind,ou=services,dc=eng,dc=example,dc=com')
    expect(textbox(dialog, 'User Object Class')).toHaveValue('inetOrgPerson')
    expect(textbox(dialog, 'Group Search Base')).toHaveValue('ou=groups,dc=eng,dc=example,dc=com')
    expect(password(dialog)).toHaveValue('')
    expect(password(dialog)).not.toBeRequired()
    expect(password(dialog)).toHaveAccessibleDescription('Leave blank to keep the stored password.')

    await user.clear(textbox(dialog, 'Name'))
    await user.type(textbox(dialog, 'Name'), 'Engineering LDAP')
    const samlReadsBefore = samlReads.length
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    expect(calls).toHaveLength(1)
    expect(calls[0]?.url.pathname).toBe(`/api/iam/v1/directory_services/${dirId}`)
    expect(await calls[0]?.body).toMatchObject({
      dir_id: dirId,
      name: 'Engineering LDAP',
      directory_type: 'OPEN_LDAP',
      service_account: { username: 'cn=iam-bind,ou=services,dc=eng,dc=example,dc=com' },
    })
    expect(await calls[0]?.body).not.toHaveProperty('service_account.password')
    expect(await screen.findByText('Successfully updated the directory.')).toBeVisible()
    await waitFor(() => expect(shownNames()).toContain('Engineering LDAP'))
    await waitFor(() => expect(samlReads).toHaveLength(samlReadsBefore + 1))
    expect(await mockDb.verifyDirectoryPassword(dirId, 'Bind/Eng#2024')).toBe(true)
  })

  it('sends a new password when one is typed, and still requires the other fields', async () => {
    const corporate = seeded('Corporate AD')
    const dirId = corporate.metadata.uuid
    const calls = watchRequests('PUT', /\/directory_services\/[^/]+$/)
    const { user } = await renderApp(`${SETTINGS}?modal=updateDirectory&id=${dirId}`)
    const dialog = await findFormDialog('Update Directory')
    expect(within(dialog).getByRole('combobox', { name: 'Group Search Type' })).toHaveTextContent(/^Recursive$/)
    await user.clear(textbox(dialog, 'Domain'))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Domain is required')).toBeVisible()
    expect(within(dialog).queryByText('Service Account Password is required')).toBeNull()
    expect(calls).toHaveLength(0)

    await user.type(textbox(dialog, 'Domain'), 'corp.example.org')
    await user.type(password(dialog), 'New#Bind2')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await calls[0]?.body).toEqual({
      dir_id: dirId,
      name: 'Corporate AD',
      directory_type: 'ACTIVE_DIRECTORY',
      domain_name: 'corp.example.org',
      url: 'ldap://dc01.corp.example.com:389',
      group_search_type: 'RECURSIVE',
      service_account: { username: 'svc-iam@corp.example.com', password: 'New#Bind2' },
    })
    expect(await mockDb.verifyDirectoryPassword(dirId, 'New#Bind2')).toBe(true)
  })

  it('renames a directory whose stored domain and URL its own checks would refuse, sending them as stored', async () => {
    const corporate = seeded('Corporate AD')
    const resources = { ...corporate.spec.resources, domain_name: 'corp_ad.local', url: 'ldap://dc_01.corp.local:389' }
    mockServer.use(
      http.get(`${API}/directory_services/:dirId`, () => HttpResponse.json({ ...corporate, spec: { ...corporate.spec, resources } })),
    )
    const puts = watchRequests('PUT', /\/directory_services\/[^/]+$/)
    const { user } = await renderApp(`${SETTINGS}?modal=updateDirectory&id=${corporate.metadata.uuid}`)
    const dialog = await findFormDialog('Update Directory')
    expect(textbox(dialog, 'Domain')).toHaveValue('corp_ad.local')
    await user.clear(textbox(dialog, 'Name'))
    await user.type(textbox(dialog, 'Name'), 'Renamed AD')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await puts[0]?.body).toMatchObject({ name: 'Renamed AD', domain_name: 'corp_ad.local', url: 'ldap://dc_01.corp.local:389' })
  })

  it('keeps the modal open with the failure when the update is refused', async () => {
    const corporate = seeded('Corporate AD')
    mockServer.use(http.put(`${API}/directory_services/:dirId`, () => HttpResponse.json({ error_code: 'IAM_ERR_26', details: 'no' }, { status: 400 })))
    const { user } = await renderApp(`${SETTINGS}?modal=updateDirectory&id=${corporate.metadata.uuid}`)
    const dialog = await findFormDialog('Update Directory')
    await user.clear(textbox(dialog, 'Name'))
    await user.type(textbox(dialog, 'Name'), 'Renamed AD')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update the directory.')
    expect(textbox(dialog, 'Name')).toHaveValue('Renamed AD')
  })

  it('says at the name that another directory has it when a rename answers 409', async () => {
    const corporate = seeded('Corporate AD')
    const { user } = await renderApp(`${SETTINGS}?modal=updateDirectory&id=${corporate.metadata.uuid}`)
    const dialog = await findFormDialog('Update Directory')
    await user.clear(textbox(dialog, 'Name'))
    await user.type(textbox(dialog, 'Name'), 'EMEA AD')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(textbox(dialog, 'Name')).toHaveAccessibleDescription('A directory with this name already exists'))
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(textbox(dialog, 'Name')).toHaveValue('EMEA AD')
    expect(seeded('Corporate AD').spec.name).toBe('Corporate AD')
  })

  it('says so when the directory to update cannot be loaded', async () => {
    const { user, router } = await renderApp(`${SETTINGS}?modal=updateDirectory&id=gone`)
    const dialog = await screen.findByRole('dialog', { name: 'Update Directory' })
    expect(await within(dialog).findByText(/^The directory could not be loaded\./)).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.search).not.toHaveProperty('id')
  })
})
