import type { UseFormReturn } from 'react-hook-form'
import { z } from 'zod/mini'
import {
  DEFAULT_NAME_ID_FORMAT,
  NAME_ID_FORMATS,
  samlTypeSchema,
  type SamlProvider,
  type SamlProviderBody,
} from '../../../core/api/schemas'
import { t, type MessageKey } from '../../../core/i18n/t'
import { certificateProblemMessage, readCertificate } from './certificate'
import { metadataProblemMessage, parseIdpMetadata } from './saml-metadata'

type NameIdFormat = (typeof NAME_ID_FORMATS)[number]

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

/** An http(s) URL with a host and no spaces, as a browser or the service can follow it. */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/**
 * Every rule in one refinement, so that a submit shows every message at once (zod skips an
 * object's refinements while one of its fields fails). Async: certificates are read by a
 * parser that is loaded on first use.
 */
export const samlFormSchema = fields.check(
  z.superRefine(async (form, ctx) => {
    const problem = (path: FieldName, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    const required = (path: FieldName, key: MessageKey) => {
      const missing = form[path].trim() === ''
      if (missing) problem(path, t(key))
      return !missing
    }
    const httpUrl = (path: FieldName, label: MessageKey) => {
      const value = form[path].trim()
      if (value !== '' && !isHttpUrl(value)) problem(path, t('saml.validation.notHttpUrl', { field: t(label) }))
    }

    required('saml_idp_name', 'saml.validation.nameRequired')
    required('username_attr', 'saml.validation.usernameAttrRequired')
    required('email_attr', 'saml.validation.emailAttrRequired')

    switch (form.type) {
      case 'url':
        if (required('idp_metadata_url', 'saml.validation.metadataUrlRequired')) httpUrl('idp_metadata_url', 'saml.modal.metadataUrl')
        return
      case 'metadata': {
        if (!required('metadata_xml', 'saml.validation.metadataXmlRequired')) return
        const parsed = parseIdpMetadata(form.metadata_xml)
        if (!parsed.ok) {
          problem('metadata_xml', metadataProblemMessage(parsed.problem))
          return
        }
        const checks = await Promise.all(parsed.metadata.signingCertificates.map(readCertificate))
        const failed = checks.find((check) => !check.ok)
        if (failed) {
          const unavailable = failed.reason === 'readerUnavailable'
          problem('metadata_xml', unavailable ? certificateProblemMessage(failed.reason) : t('saml.validation.xmlBadCertificate'))
        }
        return
      }
      case 'details': {
        if (required('login_url', 'saml.validation.loginUrlRequired')) httpUrl('login_url', 'saml.modal.loginUrl')
        httpUrl('logout_url', 'saml.modal.logoutUrl')
        httpUrl('error_url', 'saml.modal.errorUrl')
        httpUrl('redirect_url', 'saml.modal.redirectUrl')
        if (required('certificate', 'saml.validation.certificateRequired')) {
          const check = await readCertificate(form.certificate)
          if (!check.ok) problem('certificate', certificateProblemMessage(check.reason))
        }
        return
      }
    }
  }),
)

const isNameIdFormat = (value: string | null | undefined): value is NameIdFormat =>
  (NAME_ID_FORMATS as readonly (string | null | undefined)[]).includes(value)

/**
 * The form for a new provider, or filled from a stored one. The service never returns the
 * metadata XML it was given, so an update of a metadata provider starts with it empty.
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

/** The add or update body: the common fields plus only the chosen type's (docs/product/saml.md). */
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
      return { ...base, type: 'metadata', idp_metadata: utf8ToBase64(form.metadata_xml.trim()) }
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
