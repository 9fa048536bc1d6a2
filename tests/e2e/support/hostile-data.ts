import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { ACCESS_KEYS_FIELD } from '../../../src/core/api/schemas'
import { answerWith } from './emulator-controls'
import { openTokenAnswer } from './sign-in'
import type { XssPayload } from './xss-payloads'

/**
 * Replies of the IAM service (docs/product/api.md, src/core/api/schemas.ts) whose every text field is a
 * hostile payload, and the emulator faults that serve them: a fault with status 200 and a body
 * answers the endpoint with exactly that body, whatever the request asked.
 */

/** A GUID made from a number: the console validates some ids (service accounts) as GUIDs. */
export function guid(n: number, kind = 0): string {
  return `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`
}

const list = <T>(result: T[]) => ({ result, total_matches: result.length })
const CREATED = '2025-03-01T08:00:00Z'
const EXPIRES = '2027-03-01T08:00:00Z'

/** Connectors named and addressed by payloads, so the name and the sign-in URL are both hostile. */
export function hostileConnectors(payloads: readonly XssPayload[]) {
  return {
    result: payloads.map((payload) => ({ id: connectorId(payload), name: payload.text, type: 'saml', url: payload.text })),
    service_provider_enabled: false,
  }
}

export const connectorId = (payload: XssPayload) => `xss-connector-${String(payload.id)}`

/** Local users whose username, display name, e-mail and locale are payloads; their provider is the payload's connector. */
export function hostileUser(payload: XssPayload) {
  return {
    uuid: guid(payload.id, 1),
    username: payload.text,
    type: 'local',
    display_name: payload.text,
    locale: payload.text,
    additional_attributes: { email_address: payload.text },
    active: true,
    idp_id: connectorId(payload),
    last_login_time: null,
  }
}

export const hostileUsers = (payloads: readonly XssPayload[]) => list(payloads.map(hostileUser))

/** One service account per payload: name, e-mail, description and its one key's serial number. */
export function hostileServiceAccounts(payloads: readonly XssPayload[]) {
  return list(
    payloads.map((payload) => ({
      uuid: guid(payload.id, 2),
      name: payload.text,
      email_address: payload.text,
      description: payload.text,
      created_time: CREATED,
      [ACCESS_KEYS_FIELD]: [
        {
          uuid: guid(payload.id, 3),
          serial_number: payload.text,
          created_time: CREATED,
          expiry_time: EXPIRES,
          certificate: payload.text,
          private_key: payload.text,
        },
      ],
    })),
  )
}

/** A manually configured SAML provider whose every text, URLs and certificate included, is the payload. */
export function hostileSamlProvider(payload: XssPayload) {
  const text = payload.text
  return {
    uuid: guid(payload.id, 4),
    saml_idp_name: text,
    username_attr: text,
    email_attr: text,
    groups_attr: text,
    type: 'details',
    idp_metadata_url: text,
    idp_properties: {
      idp_url: text,
      login_url: text,
      logout_url: text,
      error_url: text,
      redirect_url: text,
      certificate: text,
      name_id_policy_format: text,
    },
  }
}

export const hostileSamlProviders = (payloads: readonly XssPayload[]) => list(payloads.map(hostileSamlProvider))

/** An Open LDAP directory (so its LDAP settings show too) whose every text is the payload. */
export function hostileDirectory(payload: XssPayload) {
  const text = payload.text
  return {
    metadata: { uuid: guid(payload.id, 5) },
    spec: {
      name: text,
      resources: {
        directory_type: 'OPEN_LDAP',
        domain_name: text,
        url: text,
        group_search_type: 'NON_RECURSIVE',
        service_account: { username: text },
        open_ldap_configuration: {
          user_configuration: { user_object_class: text, user_search_base: text, username_attribute: text },
          user_group_configuration: {
            group_member_attribute_value: text,
            group_member_attribute: text,
            group_object_class: text,
            group_search_base: text,
          },
        },
      },
    },
  }
}

export const hostileDirectories = (payloads: readonly XssPayload[]) => list(payloads.map(hostileDirectory))

/** The pre-login reply: titles, version and both colours from payloads (docs/product/login.md). */
export function hostileLoginLook(look: { productTitle: string; title: string; version: string; colorIn: string; colorOut: string }) {
  return {
    version: look.version,
    customLogin: [
      { key: 'product_title', value: look.productTitle },
      { key: 'title', value: look.title },
      { key: 'color_in', value: look.colorIn },
      { key: 'color_out', value: look.colorOut },
    ],
  }
}

export const bannerReply = (html: string) => ({ welcome_banner_status: true, welcome_banner_content: html })
export const NO_BANNER = { welcome_banner_status: false, welcome_banner_content: '' }

/**
 * Signs in through the address fragment with a token whose `email` claim is `email` (shown in
 * the header), without the terms banner. The stored token leaves storage on page hide, so the
 * session lasts this page load: move on by clicking, not by `page.goto`.
 */
export async function signInThroughFragment(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await answerWith(request, 'GET_SYSTEM_CONFIG', NO_BANNER)
  await openTokenAnswer(page, request, { email })
  await expect(page).toHaveURL(/\/ui\/iam\/identities\/users$/)
  await expect(page.getByRole('banner').getByTestId('user-email')).toHaveText(email)
}

/** The text of every text field in `dialog` but passwords (which a service never sends back), in page order. */
export function textboxValues(dialog: Locator): Promise<string[]> {
  return dialog
    .getByRole('textbox')
    .evaluateAll((fields) => fields.filter((field) => field.getAttribute('type') !== 'password').map((field) => (field as HTMLInputElement).value))
}
