import type { Locator, Page } from '@playwright/test'
import type { MockDb } from '../../mocks/db'
import type { EndpointName } from '../../src/core/api/endpoints'
import { assertStillWorking, expect, expectToastSeen, failureToast, FAULT_KINDS, type FaultKind, type FaultKindName, SESSION_EXPIRED, stopFaults, test, toastsSeen, type Watched, watchPage } from './support/faults'
import { clearFaults, resetEmulator, setFault } from './support/emulator-controls'

/*
 * Every kind of failure the service can produce, on each kind of action the console has: the
 * user reads the error catalogue's text (docs/product/errors.md), the page neither throws nor goes blank, a form keeps what was
 * typed, and once the fault is gone the same action succeeds. Each test signs in from the
 * worker's stored session and starts from the seed.
 */

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

// ------------------------------------------------------------ screens

const LIST_PATHS = {
  users: '/ui/iam/identities/users',
  serviceAccounts: '/ui/iam/identities/serviceusers',
  authentication: '/ui/iam/settings/authentication',
} as const

/**
 * A read that failed in a way worth retrying is reported only after two more tries, 1 s and
 * then 2 s apart (api/query-client.ts): allow for them on top of the usual wait.
 */
const RETRIES_MS = 3000

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const rowOf = (table: Locator, name: string) =>
  table.locator('tbody tr').filter({ has: table.page().getByRole('checkbox', { name: `Select ${name}`, exact: true }) })
const tableIn = (page: Page, section: string, table: string) => region(page, section).getByRole('table', { name: table })

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' })
const accountsTable = (page: Page) => page.getByRole('table', { name: 'Service accounts' })
const samlTable = (page: Page) => tableIn(page, 'SAML Identity Providers', 'SAML Identity Providers')
const directoriesTable = (page: Page) => tableIn(page, 'Directory Providers', 'Directory Providers')

async function goToList(page: Page, path: string, table: Locator, query = ''): Promise<void> {
  await page.goto(`${path}${query}`)
  await expect(table).toHaveAttribute('aria-busy', 'false')
  await expect(table.locator('tbody tr').first().getByRole('checkbox')).toBeVisible()
}

/** A local user other than admin, active or not, as the seed has it. */
function seededLocalUser(db: MockDb, active: boolean) {
  const user = db.listUsers({ length: 1000, offset: 0 }).result.find((candidate) => candidate.type === 'local' && candidate.username !== 'admin' && candidate.active === active)
  if (!user) throw new Error(`the seed has no ${active ? 'active' : 'inactive'} local user`)
  return user
}

async function openCertificates(page: Page, account: string): Promise<Locator> {
  await goToList(page, LIST_PATHS.serviceAccounts, accountsTable(page))
  await accountsTable(page).getByRole('checkbox', { name: `Select ${account}` }).check()
  await page.getByRole('button', { name: 'Manage Certificates' }).click()
  const dialog = page.getByRole('dialog', { name: `Manage ${account}'s Certificates` })
  await expect(dialog).toBeVisible()
  return dialog
}

async function confirm(page: Page, title: string, action: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: title })
  await dialog.getByRole('button', { name: action, exact: true }).click()
  await expect(dialog).toBeHidden()
}

// ------------------------------------------------------------ the actions

type ActionKind = 'list' | 'create' | 'update' | 'delete' | 'certificate'

interface Scene {
  page: Page
  db: MockDb
}

/**
 * One action of the console, driven as a user drives it. `act` makes the call (for a list, the
 * fault is set before and `act` loads the page); `assertKept` checks what must survive the
 * failure; `retry` repeats the action and `assertDone` checks it took effect.
 */
interface Action {
  kind: ActionKind
  name: string
  endpoint: EndpointName
  /** The action's own failure text (the endpoint's, docs/product/errors.md 'Toasts'). */
  failure?: string
  /** Opens the screen and does all but the call. */
  prepare?: (scene: Scene) => Promise<void>
  act: (scene: Scene) => Promise<void>
  /** Checks the message on the screen itself (in the form, dialog or table) for this fault. */
  assertMessage: (page: Page, kind: FaultKind) => Promise<void>
  assertKept: (scene: Scene) => Promise<void>
  retry: (scene: Scene) => Promise<void>
  assertDone: (scene: Scene) => Promise<void>
}

/** A list: the table says why it has no rows, and its Retry button loads them once the fault is gone. */
function listAction(name: string, endpoint: EndpointName, path: string, table: (page: Page) => Locator, firstRow: string): Action {
  return {
    kind: 'list',
    name,
    endpoint,
    act: async ({ page }) => {
      await page.goto(path)
    },
    // The table's alert: the reason, then its Retry button.
    assertMessage: async (page, kind) => {
      const alert = table(page).getByRole('alert')
      await expect(alert).toContainText(kind.sessionLost ? SESSION_EXPIRED : (kind.reason ?? 'Failed to load data.'))
      await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible()
    },
    assertKept: async ({ page }) => {
      await expect(table(page).getByRole('checkbox', { name: `Select ${firstRow}` })).toHaveCount(0)
    },
    retry: async ({ page }) => {
      await table(page).getByRole('button', { name: 'Retry' }).click()
    },
    assertDone: async ({ page }) => {
      await expect(table(page).getByRole('checkbox', { name: `Select ${firstRow}`, exact: true })).toBeVisible()
      await expect(table(page).getByRole('alert')).toHaveCount(0)
    },
  }
}

/** A form in a modal: the modal stays open with what was typed and says why; Save again works. */
function formAction(options: {
  kind: 'create' | 'update'
  name: string
  endpoint: EndpointName
  failure: string
  success: string
  dialog: (page: Page) => Locator
  submit: string
  /** Opens the modal and makes the choices that are not typing. */
  open: (scene: Scene) => Promise<void>
  /** Fields and the values typed into them: typed after \`open\`, and checked to survive the failure. */
  typed: (dialog: Locator) => [Locator, string][]
  /** The name field and what it says on a 409, for a form that names what it makes. */
  nameTaken?: { field: (dialog: Locator) => Locator; message: string }
  assertStored: (scene: Scene) => void | Promise<void>
}): Action {
  const submit = (page: Page) => options.dialog(page).getByRole('button', { name: options.submit, exact: true })
  return {
    kind: options.kind,
    name: options.name,
    endpoint: options.endpoint,
    failure: options.failure,
    prepare: async (scene) => {
      await options.open(scene)
      for (const [field, value] of options.typed(options.dialog(scene.page))) await field.fill(value)
    },
    act: async ({ page }) => {
      await submit(page).click()
    },
    assertMessage: async (page, kind) => {
      const dialog = options.dialog(page)
      if (kind.nameTaken && options.nameTaken) {
        // Said where it can be mended, not again in the form's alert (the toast still says it).
        await expect(options.nameTaken.field(dialog)).toHaveAccessibleDescription(options.nameTaken.message)
        await expect(dialog.getByRole('alert')).toHaveCount(0)
        return
      }
      await expect(dialog.getByRole('alert')).toHaveText(failureToast(options.failure, kind))
    },
    assertKept: async ({ page }) => {
      await expect(options.dialog(page)).toBeVisible()
      for (const [field, value] of options.typed(options.dialog(page))) await expect(field).toHaveValue(value)
      await expect(submit(page)).toBeEnabled()
    },
    retry: async ({ page }) => {
      await submit(page).click()
    },
    assertDone: async (scene) => {
      await expect(options.dialog(scene.page)).toBeHidden()
      await expectToastSeen(scene.page, options.success)
      await options.assertStored(scene)
    },
  }
}

const userDialog = (page: Page) => page.getByRole('dialog', { name: 'Create Local User' })
const updateUserDialog = (page: Page) => page.getByRole('dialog', { name: 'Update Local User' })
const accountDialog = (page: Page) => page.getByRole('dialog', { name: 'Create Service Account' })
const providerDialog = (page: Page) => page.getByRole('dialog', { name: 'Configure a New Provider' })
const addDirectoryDialog = (page: Page) => page.getByRole('dialog', { name: 'Add Directory' })
const updateDirectoryDialog = (page: Page) => page.getByRole('dialog', { name: 'Update Directory' })
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true })

const NEW_USER = { username: 'fault.tester', displayName: 'Fault Tester', email: 'fault.tester@example.com' }
const NEW_PROVIDER = { name: 'Fault IdP', url: 'https://idp.fault.example.com/metadata' }

const ACTIONS: Record<ActionKind, Action[]> = {
  list: [
    listAction('users list', 'GET_USERS', LIST_PATHS.users, usersTable, 'admin'),
    listAction('service accounts list', 'GET_SERVICE_ACCOUNTS', LIST_PATHS.serviceAccounts, accountsTable, 'backup-agent'),
    listAction('SAML providers list', 'GET_SAML_IDENTITY_PROVIDERS', LIST_PATHS.authentication, samlTable, 'Okta'),
    listAction('directory providers list', 'GET_DIRECTORY_SERVICES', LIST_PATHS.authentication, directoriesTable, 'Corporate AD'),
  ],
  create: [
    formAction({
      kind: 'create',
      name: 'user create',
      endpoint: 'CREATE_USER',
      failure: 'Failed to create the user.',
      success: 'Successfully created the user.',
      dialog: userDialog,
      submit: 'Save',
      open: async ({ page }) => {
        await goToList(page, LIST_PATHS.users, usersTable(page))
        await page.getByRole('button', { name: 'Create Local User' }).click()
      },
      typed: (dialog) => [
        [textbox(dialog, 'Username'), NEW_USER.username],
        [textbox(dialog, 'Display Name'), NEW_USER.displayName],
        [textbox(dialog, 'Email'), NEW_USER.email],
        [dialog.getByLabel(/^Password/), 'Fault-passw0rd!'],
        [dialog.getByLabel('Confirm Password'), 'Fault-passw0rd!'],
      ],
      nameTaken: { field: (dialog) => textbox(dialog, 'Username'), message: 'A user with this username already exists' },
      assertStored: ({ db }) => {
        const created = db.listUsers({ length: 1000, offset: 0 }).result.filter((user) => user.username === NEW_USER.username)
        expect(created).toHaveLength(1)
      },
    }),
    formAction({
      kind: 'create',
      name: 'service account create',
      endpoint: 'CREATE_SERVICE_ACCOUNT',
      failure: 'Failed to create service account.',
      success: 'Successfully created a service account.',
      dialog: accountDialog,
      submit: 'Submit',
      open: async ({ page }) => {
        await goToList(page, LIST_PATHS.serviceAccounts, accountsTable(page))
        await page.getByRole('button', { name: 'Create Service Account' }).click()
      },
      typed: (dialog) => [
        [textbox(dialog, 'Name'), 'fault-exporter'],
        [textbox(dialog, 'Description'), 'Made while the service failed'],
      ],
      nameTaken: { field: (dialog) => textbox(dialog, 'Name'), message: 'A service account with this name already exists' },
      assertStored: ({ db }) => {
        const created = db.listServiceAccounts({ length: 1000, offset: 0 }).result.filter((account) => account.name === 'fault-exporter')
        expect(created).toHaveLength(1)
      },
    }),
    formAction({
      kind: 'create',
      name: 'SAML provider add',
      endpoint: 'ADD_SAML_IDP',
      failure: 'Failed to add the provider.',
      success: 'Successfully added the provider.',
      dialog: providerDialog,
      submit: 'Add Provider',
      open: async ({ page }) => {
        await goToList(page, LIST_PATHS.authentication, samlTable(page))
        await region(page, 'SAML Identity Providers').getByRole('button', { name: 'Add SAML Provider' }).click()
        await providerDialog(page).getByLabel('Email Attribute').fill('email')
      },
      typed: (dialog) => [
        [dialog.getByLabel('Name of the Identity Provider Configuration'), NEW_PROVIDER.name],
        [dialog.getByLabel('User Attribute'), 'NameID'],
        [dialog.getByLabel('Metadata URL'), NEW_PROVIDER.url],
      ],
      nameTaken: {
        field: (dialog) => textbox(dialog, 'Name of the Identity Provider Configuration'),
        message: 'An identity provider configuration with this name already exists',
      },
      assertStored: ({ db }) => {
        const added = db.listSamlProviders({ length: 1000, offset: 0 }).result.filter((provider) => provider.saml_idp_name === NEW_PROVIDER.name)
        expect(added).toHaveLength(1)
      },
    }),
    formAction({
      kind: 'create',
      name: 'directory add',
      endpoint: 'ADD_DIRECTORY_SERVICE',
      failure: 'Failed to add the directory.',
      success: 'Successfully added the directory.',
      dialog: addDirectoryDialog,
      submit: 'Save',
      open: async ({ page }) => {
        await goToList(page, LIST_PATHS.authentication, directoriesTable(page))
        await region(page, 'Directory Providers').getByRole('button', { name: 'Add Directory Provider' }).click()
        const dialog = addDirectoryDialog(page)
        await dialog.getByRole('combobox', { name: 'Directory Type' }).click()
        await page.getByRole('option', { name: 'Active Directory', exact: true }).click()
        await textbox(dialog, 'Service Account Username').fill('svc@fault.example.com')
      },
      typed: (dialog) => [
        [textbox(dialog, 'Name'), 'Fault AD'],
        [textbox(dialog, 'Domain'), 'fault.example.com'],
        [textbox(dialog, 'Directory URL'), 'ldaps://dc.fault.example.com:636'],
        [dialog.getByLabel('Service Account Password'), 'Fault#Bind-1'],
      ],
      nameTaken: { field: (dialog) => textbox(dialog, 'Name'), message: 'A directory with this name already exists' },
      assertStored: ({ db }) => {
        const added = db.listDirectories({ length: 1000, offset: 0 }).result.filter((directory) => directory.spec.name === 'Fault AD')
        expect(added).toHaveLength(1)
      },
    }),
  ],
  update: [
    formAction({
      kind: 'update',
      name: 'user update',
      endpoint: 'UPDATE_USER',
      failure: 'Failed to update the user.',
      success: 'Successfully updated the user.',
      dialog: updateUserDialog,
      submit: 'Save',
      open: async ({ page, db }) => {
        const user = seededLocalUser(db, true)
        await goToList(page, LIST_PATHS.users, usersTable(page), `?filter=${encodeURIComponent(user.username)}`)
        await usersTable(page).getByRole('checkbox', { name: `Select ${user.username}`, exact: true }).check()
        await page.getByRole('button', { name: 'Update', exact: true }).click()
      },
      typed: (dialog) => [[textbox(dialog, 'Display Name'), 'Renamed During Fault']],
      assertStored: ({ db }) => {
        expect(db.getUser(seededLocalUser(db, true).uuid).display_name).toBe('Renamed During Fault')
      },
    }),
    userActivateAction(),
    formAction({
      kind: 'update',
      name: 'directory update',
      endpoint: 'UPDATE_DIRECTORY_SERVICE',
      failure: 'Failed to update the directory.',
      success: 'Successfully updated the directory.',
      dialog: updateDirectoryDialog,
      submit: 'Save',
      open: async ({ page }) => {
        await goToList(page, LIST_PATHS.authentication, directoriesTable(page))
        await directoriesTable(page).getByRole('checkbox', { name: 'Select EMEA AD' }).check()
        await region(page, 'Directory Providers').getByRole('button', { name: 'Update', exact: true }).click()
      },
      typed: (dialog) => [
        [textbox(dialog, 'Name'), 'EMEA Directory'],
        [textbox(dialog, 'Directory URL'), 'ldaps://dc09.emea.example.com:636'],
      ],
      nameTaken: { field: (dialog) => textbox(dialog, 'Name'), message: 'A directory with this name already exists' },
      assertStored: ({ db }) => {
        const names = db.listDirectories({ length: 1000, offset: 0 }).result.map((directory) => directory.spec.name)
        expect(names).toContain('EMEA Directory')
        expect(names).not.toContain('EMEA AD')
      },
    }),
  ],
  delete: [
    deleteAction({
      name: 'service account delete',
      endpoint: 'DELETE_SERVICE_ACCOUNT',
      failure: 'Failed to delete service account.',
      success: 'Successfully deleted service account.',
      path: LIST_PATHS.serviceAccounts,
      table: accountsTable,
      row: 'terraform-provisioner',
      deleteButton: (page) => page.getByRole('button', { name: 'Delete Service Account' }),
      confirmTitle: 'Delete Service Account',
      stored: (db) => db.listServiceAccounts({ length: 1000, offset: 0 }).result.map((account) => account.name),
    }),
    deleteAction({
      name: 'SAML provider delete',
      endpoint: 'DELETE_SAML_IDP',
      failure: 'Failed to delete the provider.',
      success: 'Successfully deleted the provider.',
      path: LIST_PATHS.authentication,
      table: samlTable,
      row: 'Okta',
      deleteButton: (page) => region(page, 'SAML Identity Providers').getByRole('button', { name: 'Delete', exact: true }),
      confirmTitle: 'Delete SAML Identity Providers',
      stored: (db) => db.listSamlProviders({ length: 1000, offset: 0 }).result.map((provider) => provider.saml_idp_name),
    }),
    deleteAction({
      name: 'directory delete',
      endpoint: 'DELETE_DIRECTORY_SERVICE',
      failure: 'Failed to delete the directory.',
      success: 'Successfully deleted the directory.',
      path: LIST_PATHS.authentication,
      table: directoriesTable,
      row: 'EMEA AD',
      deleteButton: (page) => region(page, 'Directory Providers').getByRole('button', { name: 'Delete', exact: true }),
      confirmTitle: 'Delete Directory Provider',
      stored: (db) => db.listDirectories({ length: 1000, offset: 0 }).result.map((directory) => directory.spec.name),
    }),
  ],
  certificate: [certificateCreateAction(), certificateRevokeAction()],
}

/** Activate has no form: the row goes back to Inactive, and Activate is offered again. */
function userActivateAction(): Action {
  const target = (db: MockDb) => seededLocalUser(db, false)
  let uuid = ''
  const row = (page: Page, db: MockDb) => rowOf(usersTable(page), target(db).username)
  const activate = (page: Page) => page.getByRole('button', { name: 'Activate', exact: true })
  return {
    kind: 'update',
    name: 'user activate',
    endpoint: 'ACTIVATE_USER',
    failure: 'Failed to activate the user.',
    prepare: async ({ page, db }) => {
      const user = target(db)
      uuid = user.uuid
      await goToList(page, LIST_PATHS.users, usersTable(page), `?filter=${encodeURIComponent(user.username)}`)
      await row(page, db).getByRole('checkbox').check()
      await expect(row(page, db).getByText('Inactive')).toBeVisible()
    },
    act: async ({ page }) => {
      await activate(page).click()
    },
    // Only the toast tells: the list itself is still good.
    assertMessage: async (page) => {
      await expect(usersTable(page).getByRole('alert')).toHaveCount(0)
    },
    assertKept: async ({ page, db }) => {
      // The optimistic change is rolled back: the user is shown as the service still has them.
      await expect(row(page, db).getByText('Inactive')).toBeVisible()
      await expect(activate(page)).toBeEnabled()
    },
    retry: async ({ page }) => {
      await activate(page).click()
    },
    assertDone: async ({ page, db }) => {
      await expect(usersTable(page)).toHaveAttribute('aria-busy', 'false')
      await expect(row(page, db).getByText('Inactive')).toBeHidden()
      await expectToastSeen(page, 'Successfully activated the user.')
      expect(db.getUser(uuid).active).toBe(true)
    },
  }
}

/** A delete after confirmation: the row stays when it fails, and goes when it is tried again. */
function deleteAction(options: {
  name: string
  endpoint: EndpointName
  failure: string
  success: string
  path: string
  table: (page: Page) => Locator
  row: string
  deleteButton: (page: Page) => Locator
  confirmTitle: string
  stored: (db: MockDb) => string[]
}): Action {
  const row = (page: Page) => rowOf(options.table(page), options.row)
  const deleteIt = async (page: Page) => {
    await row(page).getByRole('checkbox').check()
    await options.deleteButton(page).click()
    await confirm(page, options.confirmTitle, 'Delete')
  }
  return {
    kind: 'delete',
    name: options.name,
    endpoint: options.endpoint,
    failure: options.failure,
    prepare: async ({ page }) => {
      await goToList(page, options.path, options.table(page))
    },
    act: ({ page }) => deleteIt(page),
    assertMessage: async (page) => {
      await expect(options.table(page).getByRole('alert')).toHaveCount(0)
    },
    assertKept: async ({ page, db }) => {
      await expect(options.table(page)).toHaveAttribute('aria-busy', 'false')
      await expect(row(page)).toHaveCount(1)
      expect(options.stored(db)).toContain(options.row)
    },
    retry: ({ page }) => deleteIt(page),
    assertDone: async ({ page, db }) => {
      await expectToastSeen(page, options.success)
      await expect(row(page)).toHaveCount(0)
      expect(options.stored(db)).not.toContain(options.row)
    },
  }
}

const certificatesDialog = (page: Page, account: string) => page.getByRole('dialog', { name: `Manage ${account}'s Certificates` })

/** Generate Certificate: the dialog stays, says so in its own alert, and generates on the next press. */
function certificateCreateAction(): Action {
  const account = 'terraform-provisioner'
  const generate = (page: Page) => certificatesDialog(page, account).getByRole('button', { name: 'Generate Certificate' })
  const keyRows = (page: Page) => certificatesDialog(page, account).getByRole('table', { name: 'Certificates' }).locator('tbody tr')
  return {
    kind: 'certificate',
    name: 'certificate create',
    endpoint: 'CREATE_ACCESS_KEY',
    failure: 'Failed to create account key.',
    prepare: async ({ page }) => {
      await openCertificates(page, account)
      await expect(keyRows(page)).toHaveText(['No Certificates Found'])
    },
    act: async ({ page }) => {
      await generate(page).click()
    },
    assertMessage: async (page) => {
      await expect(certificatesDialog(page, account).getByRole('alert')).toHaveText('Failed to create new certificate. Please try again.')
    },
    assertKept: async ({ page }) => {
      await expect(certificatesDialog(page, account)).toBeVisible()
      await expect(keyRows(page)).toHaveText(['No Certificates Found'])
      await expect(generate(page)).toBeEnabled()
    },
    retry: async ({ page }) => {
      await generate(page).click()
    },
    assertDone: async ({ page, db }) => {
      await expect(certificatesDialog(page, account).getByRole('alert')).toHaveText('Successfully created new certificate!')
      await expect(keyRows(page).getByRole('button', { name: 'Revoke', exact: true })).toHaveCount(1)
      const stored = db.listServiceAccounts({ length: 1000, offset: 0 }).result.find((candidate) => candidate.name === account)
      expect(stored?.nutanix_acccess_keys).toHaveLength(1)
      await page.getByRole('button', { name: 'Done' }).click()
      await expect(certificatesDialog(page, account)).toBeHidden()
    },
  }
}

/** Revoke: the key stays listed when the call fails, and goes when it is revoked again. */
function certificateRevokeAction(): Action {
  const account = 'backup-agent'
  const revoke = (page: Page) => certificatesDialog(page, account).getByRole('button', { name: 'Revoke', exact: true })
  const revokeIt = async (page: Page) => {
    await revoke(page).click()
    await confirm(page, 'Revoke Certificate', 'Revoke')
  }
  return {
    kind: 'certificate',
    name: 'certificate revoke',
    endpoint: 'DELETE_ACCESS_KEY',
    failure: 'Failed to revoke certificate. Please try again.',
    prepare: async ({ page }) => {
      await openCertificates(page, account)
      await expect(revoke(page)).toHaveCount(1)
    },
    act: ({ page }) => revokeIt(page),
    assertMessage: async (page) => {
      await expect(certificatesDialog(page, account).getByRole('alert')).toHaveText('Failed to revoke certificate. Please try again.')
    },
    assertKept: async ({ page }) => {
      await expect(certificatesDialog(page, account)).toBeVisible()
      await expect(revoke(page)).toBeEnabled()
    },
    retry: ({ page }) => revokeIt(page),
    assertDone: async ({ page, db }) => {
      await expect(certificatesDialog(page, account).getByRole('alert')).toHaveText('Successfully revoked certificate!')
      await expect(certificatesDialog(page, account)).toContainText('No Certificates Found')
      const stored = db.listServiceAccounts({ length: 1000, offset: 0 }).result.find((candidate) => candidate.name === account)
      expect(stored?.nutanix_acccess_keys).toHaveLength(0)
      await page.getByRole('button', { name: 'Done' }).click()
      await expect(certificatesDialog(page, account)).toBeHidden()
    },
  }
}

// ------------------------------------------------------------ the matrix

/**
 * Every fault kind on every action kind, spread over that kind's actions in turn, so each area
 * meets several faults without running the whole product against each one.
 */
const FAULT_ORDER = Object.keys(FAULT_KINDS) as FaultKindName[]
const MATRIX = (Object.keys(ACTIONS) as ActionKind[]).flatMap((actionKind) =>
  FAULT_ORDER.map((faultName, index) => {
    const actions = ACTIONS[actionKind]
    const action = actions[index % actions.length]
    if (!action) throw new Error(`no ${actionKind} action`)
    return { action, fault: FAULT_KINDS[faultName] }
  }),
)

/** The toast a failure raises: the action's failure toast, or a list's reason (none for 401 and 412). */
function expectedToasts(action: Action, kind: FaultKind): string[] {
  if (action.kind === 'list') return kind.reason && !kind.sessionLost ? [kind.reason] : []
  return [failureToast(action.failure, kind)]
}

async function assertFailureTold(page: Page, action: Action, kind: FaultKind, watched: Watched): Promise<void> {
  const timeout = action.kind === 'list' && kind.retried ? 10_000 + RETRIES_MS : undefined
  for (const text of expectedToasts(action, kind)) await expectToastSeen(page, text, timeout)
  if (kind.sessionLost) {
    await expect.poll(() => watched.traffic.silentRenewals(), 'one silent renewal').toBe(1)
    await expect.poll(() => watched.traffic.tokenRequests(), 'one token exchange').toBe(1)
  }
}

for (const { action, fault } of MATRIX) {
  test(`${action.kind}: ${action.name} answered with ${fault.name}`, async ({ page, request, emulator }) => {
    const scene: Scene = { page, db: emulator.db }
    const watched = await watchPage(page)

    // A list has nothing to prepare: the fault is set before the page that loads it.
    await action.prepare?.(scene)
    await fault.start(page, request, action.endpoint)
    await action.act(scene)
    await assertFailureTold(page, action, fault, watched)
    await action.assertMessage(page, fault)
    await action.assertKept(scene)
    // A write is never sent again by itself. A read is tried three times when the service failed
    // or could not be reached, and once more after the renewal a refused token starts.
    const expectedCalls = action.kind !== 'list' ? 1 : fault.retried ? 3 : fault.sessionLost ? 2 : 1
    await expect.poll(() => watched.traffic.calls(action.endpoint), 'calls while failing').toBe(expectedCalls)

    await stopFaults(page, request)
    await action.retry(scene)
    await action.assertDone(scene)
    await assertStillWorking(page, watched)

    const toasts = await toastsSeen(page)
    expect(toasts.filter((text) => text === SESSION_EXPIRED), 'the session-expired message').toHaveLength(fault.sessionLost ? 1 : 0)
    expect(watched.traffic.silentRenewals(), 'silent renewals').toBe(fault.sessionLost ? 1 : 0)
  })
}

// ------------------------------------------------------------ a slow service

const TEN_SECONDS = 10_000

test('a users list that takes 10 s shows it is loading, leaves the page usable, then shows the users', async ({ page, request }) => {
  test.setTimeout(45_000)
  const watched = await watchPage(page)
  await setFault(request, 'GET_USERS', { delayMs: TEN_SECONDS, times: 1 })
  await page.goto(LIST_PATHS.users)
  const table = usersTable(page)
  await expect(table).toHaveAttribute('aria-busy', 'true')
  await expect(table.getByRole('status')).toHaveText('Loading...')

  // Meanwhile the rest of the screen answers: the left panel folds away and back.
  const areas = page.getByRole('navigation', { name: 'Console areas' })
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(areas).toBeHidden()
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(areas).toBeVisible()
  await expect(table).toHaveAttribute('aria-busy', 'true')

  await expect(table.getByRole('checkbox', { name: 'Select admin', exact: true })).toBeVisible({ timeout: TEN_SECONDS + 10_000 })
  await expect(table).toHaveAttribute('aria-busy', 'false')
  expect(watched.traffic.calls('GET_USERS')).toBe(1)
  expect(await toastsSeen(page)).toEqual([])
  await assertStillWorking(page, watched)
})

test('a certificate that takes 10 s to generate shows it is busy, keeps the dialog usable, then lists it', async ({ page, request }) => {
  test.setTimeout(45_000)
  const watched = await watchPage(page)
  const dialog = await openCertificates(page, 'backup-agent')
  const generate = dialog.getByRole('button', { name: 'Generate Certificate' })
  await setFault(request, 'CREATE_ACCESS_KEY', { delayMs: TEN_SECONDS, times: 1 })
  await generate.click()
  await expect(generate).toBeDisabled()

  // The key already there can still be downloaded while the new one is made.
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download Certificate', exact: true }).click()
  expect((await download).suggestedFilename()).toMatch(/-cert\.pem$/)
  await expect(generate).toBeDisabled()

  await expect(dialog.getByRole('alert')).toHaveText('Successfully created new certificate!', { timeout: TEN_SECONDS + 10_000 })
  await expect(dialog.getByRole('button', { name: 'Revoke', exact: true })).toHaveCount(2)
  expect(watched.traffic.calls('CREATE_ACCESS_KEY')).toBe(1)
  await page.getByRole('button', { name: 'Done' }).click()
  await assertStillWorking(page, watched)
})

// ------------------------------------------------------------ a refused token

test('a 401 on a list renews the session once, says so once, and does not loop', async ({ page, request }) => {
  const watched = await watchPage(page)
  // A provider that takes longer to renew than a toast lasts (2 s): a second message would then
  // be seen on its own rather than merged into the first by the toast library.
  await page.route(
    (url) => url.pathname === '/api/iam/authn/auth' && url.searchParams.get('prompt') === 'none',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500))
      await route.continue()
    },
  )
  await setFault(request, 'GET_USERS', { status: 401 })
  await page.goto(LIST_PATHS.users)
  const initialToken = await storedIdToken(page)
  await expect(usersTable(page).getByRole('alert')).toContainText(SESSION_EXPIRED)
  await expect.poll(() => watched.traffic.silentRenewals()).toBe(1)
  await expect.poll(() => storedIdToken(page)).not.toBe(initialToken)

  // The renewal refetches the list once, and the renewed token is refused too. Nothing may
  // follow: no loop of renewals or calls. Absence can only be seen over time; 3 s is longer
  // than a whole renew-and-refetch round, even with this slow provider.
  await expect.poll(() => watched.traffic.calls('GET_USERS')).toBe(2)
  await page.waitForTimeout(3000)
  expect(watched.traffic.calls('GET_USERS')).toBe(2)
  expect(watched.traffic.silentRenewals()).toBe(1)
  expect(watched.traffic.tokenRequests()).toBe(1)
  expect((await toastsSeen(page)).filter((text) => text === SESSION_EXPIRED)).toHaveLength(1)

  await clearFaults(request)
  await usersTable(page).getByRole('button', { name: 'Retry' }).click()
  await expect(usersTable(page).getByRole('checkbox', { name: 'Select admin', exact: true })).toBeVisible()
  await assertStillWorking(page, watched)
})

test("a 401 the route's loader meets before the screen shows is read again after the renewal", async ({ page, request }) => {
  const watched = await watchPage(page)
  // The screen's code is held back until the renewal has exchanged its code for a token, so the
  // loader's read fails and the session is renewed while no screen shows the list.
  let renewed: () => void = () => undefined
  const renewal = new Promise<void>((resolve) => (renewed = resolve))
  page.on('requestfinished', (finished) => {
    if (new URL(finished.url()).pathname === '/api/iam/authn/token') renewed()
  })
  await page.route(/\/ui\/iam\/assets\/serviceusers-[\w-]+\.js$/, async (route) => {
    await renewal
    await route.continue()
  })
  await setFault(request, 'GET_SERVICE_ACCOUNTS', { status: 401, times: 1 })

  await page.goto(LIST_PATHS.serviceAccounts)

  await expect(page.getByRole('region', { name: /^Viewing [1-9]\d* of / })).toBeVisible()
  expect(watched.traffic.calls('GET_SERVICE_ACCOUNTS')).toBe(2)
  expect(watched.traffic.silentRenewals()).toBe(1)
  await assertStillWorking(page, watched)
})

test('a 401 whose silent renewal fails tells the user once and tries nothing more', async ({ page, request, context }) => {
  const watched = await watchPage(page)
  await goToList(page, LIST_PATHS.serviceAccounts, accountsTable(page))
  // The provider's session is gone (its cookie cleared), so a renewal without a prompt must fail.
  await context.clearCookies()
  await setFault(request, 'CREATE_SERVICE_ACCOUNT', { status: 401 })
  await page.getByRole('button', { name: 'Create Service Account' }).click()
  await textbox(accountDialog(page), 'Name').fill('after-expiry')
  await accountDialog(page).getByRole('button', { name: 'Submit' }).click()
  await expect(accountDialog(page).getByRole('alert')).toHaveText('Failed to create service account.')
  await expectToastSeen(page, SESSION_EXPIRED)
  await expect.poll(() => watched.traffic.silentRenewals()).toBe(1)

  // A second refusal of the same token is neither announced again nor renewed again.
  await accountDialog(page).getByRole('button', { name: 'Submit' }).click()
  await expect.poll(() => watched.traffic.calls('CREATE_SERVICE_ACCOUNT')).toBe(2)
  await expect(accountDialog(page).getByRole('button', { name: 'Submit' })).toBeEnabled()
  // Absence again: a renewal or a message would have started within this second.
  await page.waitForTimeout(1000)
  expect(watched.traffic.silentRenewals()).toBe(1)
  expect(watched.traffic.tokenRequests()).toBe(0)
  expect((await toastsSeen(page)).filter((text) => text === SESSION_EXPIRED)).toHaveLength(1)
  await expect(textbox(accountDialog(page), 'Name')).toHaveValue('after-expiry')
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/serviceusers/)
  expect(watched.errors.pageErrors).toEqual([])
})

function storedIdToken(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('iam.token_response') ?? '{}') as { id_token?: string }).id_token)
}
