import type { UseFormReturn } from 'react-hook-form'
import { z } from 'zod/mini'
import {
  DEFAULT_NAME_ID_FORMAT,
  NAME_ID_FORMATS,
  samlTypeSchema,
  type SamlProvider,
  type SamlProviderBody,
  type SamlProviderUpdateBody,
} from '../../../core/api/schemas'
import { t, type MessageKey } from '../../../core/i18n/t'
import { httpUrlProblem, nameProblem } from '../../ui/form/address-checks'
import { tooLongProblem, unlessStored } from '../../ui/form/field-checks'
import { certificateInUse, certificateProblemMessage, readCertificate, type CertificateInfo } from './certificate'
import { formatDay } from '../../../core/i18n/format'
import { metadataProblemMessage, parseIdpMetadata } from './saml-metadata'
import { declaredUtf8 } from './metadata-text'

type NameIdFormat = (typeof NAME_ID_FORMATS)[number]

/**
 * One identity provider's metadata is a few KB; a file or a pasted text this large is not one. The
 * limit also keeps the add call's body, where the XML goes as base64 (a third larger), within the
 * 1 MiB that the service's proxy takes (docs/product/saml.md).
 */
export const MAX_METADATA_KB = 512

/**
 * The manual certificate field's limit: an identity provider's certificate is a few KB, a chain of
 * them a few more. Far below what the add call's body may carry, so a paste that size is told at
 * the field, not refused by the proxy.
 */
export const MAX_CERTIFICATE_KB = 64

const utf8Length = (text: string): number => new TextEncoder().encode(text).length

/**
 * The 'Configure a New Provider' form, flat: the fields of every configuration type are held,
 * and only the chosen type's are sent (docs/product/saml.md). Nothing else is held.
 */
const fields = z.object({
  saml_idp_name: z.string(),
  username_attr: z.string(),
  email_attr: z.string(),
  groups_attr: z.string(),
  type: samlTypeSchema,
  idp_metadata_url: z.string(),
  metadata_xml: z.string(),
  idp_url: z.string(),
  login_url: z.string(),
  logout_url: z.string(),
  error_url: z.string(),
  redirect_url: z.string(),
  certificate: z.string(),
  name_id_policy_format: z.enum(NAME_ID_FORMATS),
})
export type SamlForm = z.infer<typeof fields>

/** The provider form, as its field groups receive it. */
export type SamlFormApi = UseFormReturn<SamlForm>
type FieldName = keyof SamlForm

/** The stored metadata is kept when an update leaves Metadata XML empty (docs/decisions/009). */
export const keepsStoredMetadata = (stored: SamlProvider | undefined): boolean => stored?.type === 'metadata'

/**
 * The metadata XML as it is sent: without the whitespace pasted before it, which makes a document
 * that starts with an XML declaration not well-formed, and declared as UTF-8, the encoding it is
 * sent in. The rest goes as given.
 */
const sentMetadata = (form: SamlForm): string => declaredUtf8(form.metadata_xml.trimStart())

/** Refused only when every signing certificate has expired: beside a current one, an old one is a rollover. */
const expiredMessage = (certificates: readonly CertificateInfo[]): string | undefined => {
  const inUse = certificateInUse(certificates)
  return inUse?.expired ? t('saml.validation.certificateExpired', { date: formatDay(inUse.notAfter) }) : undefined
}

/**
 * The rules of the provider form (docs/product/saml.md), for a new provider or an update of
 * `stored`. Every rule sits in one refinement, so that a submit shows every message at once (zod
 * skips an object's refinements while one of its fields fails). Async: certificates are read by
 * a parser that is loaded on first use. A text or URL the stored provider already holds passes as
 * it is (a URN as the identity provider's URL, unlessStored).
 */
export function samlFormSchema(stored?: SamlProvider) {
  const keepsMetadata = keepsStoredMetadata(stored)
  const storedValues = stored && toFormValues(stored)
  // Sent back unchanged, the stored certificate is no new trust, so its expiry does not block a rename.
  const storedCertificate = stored?.type === 'details' ? stored.idp_properties?.certificate?.trim() : undefined
  return fields.check(
    z.superRefine(async (form, ctx) => {
      const problem = (path: FieldName, message: string | undefined) => {
        if (message !== undefined) ctx.addIssue({ code: 'custom', path: [path], message })
      }
      const text = (path: FieldName, label: MessageKey, missing?: MessageKey, check = tooLongProblem) => {
        const value = form[path].trim()
        if (value === '') problem(path, missing && t(missing))
        else problem(path, unlessStored(storedValues?.[path], (typed) => check(typed, t(label)))(value))
        return value !== ''
      }
      const httpUrl = (path: FieldName, label: MessageKey, missing?: MessageKey) => {
        const value = form[path].trim()
        if (value === '') problem(path, missing && t(missing))
        else problem(path, unlessStored(storedValues?.[path], (typed) => httpUrlProblem(typed, t(label)))(value))
      }

      text('saml_idp_name', 'saml.modal.name', 'saml.validation.nameRequired', nameProblem)
      text('username_attr', 'saml.modal.userAttribute', 'saml.validation.usernameAttrRequired')
      text('email_attr', 'saml.modal.emailAttribute', 'saml.validation.emailAttrRequired')
      text('groups_attr', 'saml.modal.groupsAttribute')

      switch (form.type) {
        case 'url':
          httpUrl('idp_metadata_url', 'saml.modal.metadataUrl', 'saml.validation.metadataUrlRequired')
          return
        case 'metadata': {
          if (form.metadata_xml.trim() === '') {
            if (!keepsMetadata) problem('metadata_xml', t('saml.validation.metadataXmlRequired'))
            return
          }
          if (utf8Length(sentMetadata(form)) > MAX_METADATA_KB * 1024) {
            problem('metadata_xml', t('saml.validation.metadataTooLarge', { size: MAX_METADATA_KB }))
            return
          }
          const parsed = parseIdpMetadata(form.metadata_xml)
          if (!parsed.ok) {
            problem('metadata_xml', metadataProblemMessage(parsed.problem))
            return
          }
          const { signingCertificates } = parsed.metadata
          if (signingCertificates.length === 0) {
            problem('metadata_xml', t('saml.validation.xmlNoSigningCertificate'))
            return
          }
          const checks = await Promise.all(signingCertificates.map(readCertificate))
          const infos: CertificateInfo[] = []
          for (const check of checks) {
            if (check.ok) {
              infos.push(...check.all)
              continue
            }
            const unavailable = check.reason === 'readerUnavailable'
            problem('metadata_xml', unavailable ? certificateProblemMessage(check.reason) : t('saml.validation.xmlBadCertificate'))
            return
          }
          problem('metadata_xml', expiredMessage(infos))
          return
        }
        case 'details': {
          httpUrl('idp_url', 'saml.modal.idpUrl')
          httpUrl('login_url', 'saml.modal.loginUrl', 'saml.validation.loginUrlRequired')
          httpUrl('logout_url', 'saml.modal.logoutUrl')
          httpUrl('error_url', 'saml.modal.errorUrl')
          httpUrl('redirect_url', 'saml.modal.redirectUrl')
          const certificate = form.certificate.trim()
          if (certificate === '') {
            problem('certificate', t('saml.validation.certificateRequired'))
            return
          }
          // The stored certificate, sent back unchanged, passes as it is: the service took it.
          if (certificate !== storedCertificate && utf8Length(certificate) > MAX_CERTIFICATE_KB * 1024) {
            problem('certificate', t('saml.validation.certificateTooLarge', { size: MAX_CERTIFICATE_KB }))
            return
          }
          const check = await readCertificate(certificate)
          if (!check.ok) problem('certificate', certificateProblemMessage(check.reason))
          else if (certificate !== storedCertificate) problem('certificate', expiredMessage(check.all))
          return
        }
      }
    }),
  )
}

const isNameIdFormat = (value: string | null | undefined): value is NameIdFormat =>
  (NAME_ID_FORMATS as readonly (string | null | undefined)[]).includes(value)

/**
 * The form for a new provider, or filled from a stored one. The service never returns the
 * metadata XML it was given, so an update of a metadata provider starts with it empty, which
 * keeps the stored metadata.
 */
export function toFormValues(provider?: SamlProvider): SamlForm {
  const properties = provider?.idp_properties
  return {
    saml_idp_name: provider?.saml_idp_name ?? '',
    username_attr: provider?.username_attr ?? '',
    email_attr: provider?.email_attr ?? '',
    groups_attr: provider?.groups_attr ?? '',
    type: provider?.type ?? 'url',
    idp_metadata_url: provider?.idp_metadata_url ?? '',
    metadata_xml: '',
    idp_url: properties?.idp_url ?? '',
    login_url: properties?.login_url ?? '',
    logout_url: properties?.logout_url ?? '',
    error_url: properties?.error_url ?? '',
    redirect_url: properties?.redirect_url ?? '',
    certificate: properties?.certificate ?? '',
    name_id_policy_format: isNameIdFormat(properties?.name_id_policy_format)
      ? properties.name_id_policy_format
      : DEFAULT_NAME_ID_FORMAT,
  }
}

/** Base64 of the text's UTF-8 bytes, as the service takes uploaded metadata (docs/product/saml.md). */
export function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  // In slices: spreading a large file's bytes at once would overflow the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  }
  return btoa(binary)
}

/** Optional texts are left out rather than sent empty. */
const optional = (value: string) => (value.trim() === '' ? undefined : value.trim())

/** The add body: the common fields plus only the chosen type's (docs/product/saml.md). */
export function toRequestBody(form: SamlForm): SamlProviderBody {
  const base = {
    saml_idp_name: form.saml_idp_name.trim(),
    username_attr: form.username_attr.trim(),
    email_attr: form.email_attr.trim(),
    groups_attr: form.groups_attr.trim(),
  }
  switch (form.type) {
    case 'url':
      return { ...base, type: 'url', idp_metadata_url: form.idp_metadata_url.trim() }
    case 'metadata':
      return { ...base, type: 'metadata', idp_metadata: utf8ToBase64(sentMetadata(form)) }
    case 'details':
      return {
        ...base,
        type: 'details',
        idp_properties: {
          idp_url: optional(form.idp_url),
          login_url: form.login_url.trim(),
          logout_url: optional(form.logout_url),
          error_url: optional(form.error_url),
          redirect_url: optional(form.redirect_url),
          certificate: form.certificate.trim(),
          name_id_policy_format: form.name_id_policy_format,
        },
      }
  }
}

/**
 * The update body of `stored`: an add's, but with Metadata XML left empty on a provider
 * configured by metadata, `idp_metadata` is left out and the service keeps what it holds.
 */
export function toUpdateRequestBody(form: SamlForm, stored: SamlProvider): SamlProviderUpdateBody & { idp_id: string } {
  const body = toRequestBody(form)
  if (body.type === 'metadata' && form.metadata_xml.trim() === '' && keepsStoredMetadata(stored)) {
    const { idp_metadata: _kept, ...keeping } = body
    return { ...keeping, idp_id: stored.uuid }
  }
  return { ...body, idp_id: stored.uuid }
}
