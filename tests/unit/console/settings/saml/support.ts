import { screen, waitFor, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { createAccessKey } from '../../../../../mocks/certificates'
import { mockDb } from '../../../../../mocks/node'
import { idpMetadataXml } from '../../../../../mocks/seed'
import type { SamlProvider } from '../../../../../src/core/api/schemas'

/** These tests type into a large form in jsdom, which takes seconds; the default 5 s is too tight. */
export const SAML_TEST_TIMEOUT_MS = 30_000

export type User = ReturnType<typeof userEvent.setup>


export function samlProviders(): SamlProvider[] {
  return mockDb.listSamlProviders({ length: 1000, offset: 0 }).result
}

export function provider(name: string): SamlProvider {
  const found = samlProviders().find((candidate) => candidate.saml_idp_name === name)
  if (!found) throw new Error(`no SAML provider ${name} in the mock service`)
  return found
}

/** The SAML list's own section: the directories list beside it has buttons of the same names. */
export const samlSection = () => screen.getByRole('region', { name: 'SAML Identity Providers' })
export const samlTable = () => within(samlSection()).getByRole('table', { name: 'SAML Identity Providers' })
export const samlButton = (name: string) => within(samlSection()).getByRole('button', { name })

export async function waitForRows(): Promise<void> {
  await waitFor(() => expect(samlTable()).toHaveAttribute('aria-busy', 'false'))
  await within(samlTable()).findAllByRole('checkbox', { name: /^Select (?!all)/ })
}

export const dialog = () => screen.getByRole('dialog', { name: 'Configure a New Provider' })
export const field = (label: string | RegExp) => within(dialog()).getByLabelText(label)

export async function openAddModal(user: User): Promise<HTMLElement> {
  await user.click(samlButton('Add SAML Provider'))
  return screen.findByRole('dialog', { name: 'Configure a New Provider' })
}

export async function fillCommon(user: User, values: { name: string; user?: string; email?: string; groups?: string }) {
  await user.type(field(/^Name of the Identity Provider Configuration/), values.name)
  await user.type(field(/^User Attribute/), values.user ?? 'NameID')
  await user.type(field(/^Email Attribute/), values.email ?? 'email')
  if (values.groups !== undefined) await user.type(field('Groups Attribute'), values.groups)
}

export async function chooseType(user: User, type: 'URL' | 'Metadata' | 'Enter Configuration Manually') {
  await user.click(within(dialog()).getByRole('radio', { name: type }))
}

/** A PEM certificate as an identity provider would sign with. */
export async function idpCertificate(subject = 'idp.example.com', validDays = 365): Promise<string> {
  const now = Date.now()
  const key = await createAccessKey(subject, new Date(now - 86_400_000), new Date(now + validDays * 86_400_000))
  return key.certificate ?? ''
}

export async function idpMetadata(entityId = 'https://idp.example.com/metadata', ssoUrl = 'https://idp.example.com/sso') {
  const certificate = await idpCertificate()
  return { xml: idpMetadataXml(entityId, ssoUrl, 'https://idp.example.com/slo', certificate), certificate }
}

export function xmlFile(xml: string, name = 'idp-metadata.xml'): File {
  return new File([xml], name, { type: 'text/xml' })
}

export const submitButton = (name: 'Add Provider' | 'Update Provider') => within(dialog()).getByRole('button', { name })
