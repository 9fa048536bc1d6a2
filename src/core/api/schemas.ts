import { z } from 'zod/mini'
import { t } from '../i18n/t'

/**
 * Wire schemas of the IAM service's entities (docs/product/api.md and the area pages it links).
 * Reply schemas are lenient where the service may omit a field; request schemas are exact,
 * and unknown keys are stripped so that client-only fields never reach the wire.
 */

const optionalText = z.nullish(z.string())
const nonEmpty = z.string().check(z.minLength(1))
/** Trimmed, then at least one character; `message` replaces zod's own text where the user sees it. */
// The message is made when a check fails, so it is in the language shown then.
const requiredText = (message?: () => string) => z.string().check(z.trim(), z.minLength(1, message && { error: message }))
const trimmedText = z.string().check(z.trim())

// ---------------------------------------------------------------- common

export const pageInputSchema = z.object({
  length: z.int().check(z.positive()),
  offset: z.int().check(z.nonnegative()),
})
export type PageInput = z.infer<typeof pageInputSchema>

export function listReplySchema<T extends z.ZodMiniType>(item: T) {
  return z.object({ result: z.array(item), total_matches: z.int().check(z.nonnegative()) })
}

/** Read field by field: a field of the wrong kind is dropped, and the others (the text a user reads) still count. */
const errorField = z.catch(optionalText, undefined)

export const errorResponseSchema = z.object({
  details: errorField,
  endpoint: errorField,
  error_code: errorField,
  severity: errorField,
  message: errorField,
})
export type ErrorResponse = z.infer<typeof errorResponseSchema>

/** A reply whose body is not used (204, or an acknowledgement). */
export const ackReplySchema = z.unknown()

// ---------------------------------------------------------------- users

export const USER_TYPES = ['local', 'ldap', 'saml'] as const
/** The login types the console names: 'pending' is one the service may report for a user still being provisioned. */
const NAMED_USER_TYPES: readonly string[] = [...USER_TYPES, 'pending']
export type NamedUserType = (typeof USER_TYPES)[number] | 'pending'
export const isNamedUserType = (type: string): type is NamedUserType => NAMED_USER_TYPES.includes(type)

export const DEFAULT_LOCALE = 'en_US'

/**
 * Loose: the fields of a user the console does not know stay, because an update sends the stored
 * user back whole (docs/product/users.md).
 */
export const userSchema = z.looseObject({
  uuid: nonEmpty,
  username: z.string(),
  // None counts as local. One the console does not name is kept as written, not refused: one such
  // user must not keep the whole list from showing.
  type: z.pipe(z.nullish(z.string()), z.transform((type) => type ?? 'local')),
  display_name: optionalText,
  locale: optionalText,
  additional_attributes: z.nullish(z.looseObject({ email_address: optionalText })),
  active: z.boolean(),
  idp_id: optionalText,
  last_login_time: optionalText,
})
export type User = z.infer<typeof userSchema>

export const usersInputSchema = z.extend(pageInputSchema, { filter: z.optional(z.string()) })
export type UsersInput = z.infer<typeof usersInputSchema>

const additionalAttributesInput = z.object({ email_address: z.optional(z.string()) })

export const createUserInputSchema = z.object({
  username: requiredText(() => t('validation.required')),
  display_name: z.optional(z.string()),
  locale: z._default(nonEmpty, DEFAULT_LOCALE),
  password: z.optional(z.string()),
  type: z._default(z.literal('local'), 'local'),
  additional_attributes: z._default(additionalAttributesInput, {}),
})
export type CreateUserInput = z.input<typeof createUserInputSchema>

/**
 * The stored user merged with the edits, every field the service sent included; only the form's
 * own confirm_password and idp_name are never sent.
 */
export const updateUserInputSchema = z.pipe(
  z.looseObject({
    uuid: nonEmpty,
    username: nonEmpty,
    type: userSchema.shape.type,
    display_name: optionalText,
    locale: optionalText,
    password: z.optional(z.string()),
    additional_attributes: userSchema.shape.additional_attributes,
    active: z.boolean(),
    idp_id: optionalText,
    last_login_time: optionalText,
  }),
  z.transform(({ confirm_password: _confirm, idp_name: _idp, ...user }) => user),
)
export type UpdateUserInput = z.input<typeof updateUserInputSchema>

export const setUserActiveInputSchema = z.object({ uuid: nonEmpty, active: z.boolean() })

export const changePasswordInputSchema = z.object({
  username: nonEmpty,
  old_password: nonEmpty,
  new_password: nonEmpty,
})

// ---------------------------------------------------------------- connectors

const connectorSchema = z.object({
  id: z.string(),
  name: z.string(),
  // A missing type or url is tolerated here and only logged where it is used (docs/product/providers.md).
  type: optionalText,
  url: optionalText,
})
export type Connector = z.infer<typeof connectorSchema>

export const connectorsReplySchema = z.object({
  result: z.array(connectorSchema),
  service_provider_enabled: z._default(z.boolean(), false),
})
export type ConnectorsReply = z.infer<typeof connectorsReplySchema>

export const connectorsInputSchema = z.object({ name: nonEmpty })

// ---------------------------------------------------------------- service accounts

/** The service's name for a service account's key list: the vendor's, with three c's. */
export const ACCESS_KEYS_FIELD = 'nutanix_acccess_keys'
/** The same name in request paths. */
export const ACCESS_KEYS_PATH = 'nutanix_acccess_keys'

export const accessKeySchema = z.object({
  uuid: nonEmpty,
  // Written as text on the wire; a service that writes a number still gets its keys listed, by the
  // number's digits, rather than a list of accounts that fails to read.
  serial_number: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  // The console never shows a key's creation, and a key without an expiry shows an empty Time
  // Remaining: neither should keep a whole list of accounts from showing.
  created_time: optionalText,
  expiry_time: optionalText,
  certificate: optionalText,
  private_key: optionalText,
})
export type AccessKey = z.infer<typeof accessKeySchema>

export const serviceAccountSchema = z.object({
  uuid: nonEmpty,
  name: z.string(),
  email_address: optionalText,
  description: optionalText,
  created_time: optionalText,
  [ACCESS_KEYS_FIELD]: z.pipe(z.nullish(z.array(accessKeySchema)), z.transform((keys) => keys ?? [])),
})
export type ServiceAccount = z.infer<typeof serviceAccountSchema>

export const createServiceAccountInputSchema = z.object({
  name: requiredText(() => t('validation.required')),
  description: z._default(trimmedText, ''),
  email_address: z._default(trimmedText, ''),
})
export type CreateServiceAccountInput = z.input<typeof createServiceAccountInputSchema>

export const accessKeyIdSchema = z.object({ uuid: nonEmpty, keyUuid: nonEmpty })

// ---------------------------------------------------------------- SAML identity providers

const SAML_TYPES = ['url', 'metadata', 'details'] as const
export const samlTypeSchema = z.enum(SAML_TYPES)
export type SamlType = z.infer<typeof samlTypeSchema>

export const NAME_ID_FORMATS = [
  'persistent',
  'emailAddress',
  'unspecified',
  'X509SubjectName',
  'WindowsDomainQualifiedName',
  'encrypted',
  'entity',
  'kerberos',
  'transient',
] as const
export const DEFAULT_NAME_ID_FORMAT = 'persistent'

// Every property may be missing from what the service read: one provider's gap must not keep the
// whole list from showing.
const idpPropertiesSchema = z.object({
  idp_url: optionalText,
  login_url: optionalText,
  logout_url: optionalText,
  error_url: optionalText,
  redirect_url: optionalText,
  certificate: optionalText,
  name_id_policy_format: optionalText,
})

export const samlProviderSchema = z.object({
  uuid: nonEmpty,
  saml_idp_name: z.string(),
  username_attr: z.string(),
  email_attr: z.string(),
  groups_attr: optionalText,
  type: samlTypeSchema,
  idp_metadata_url: optionalText,
  idp_properties: z.nullish(idpPropertiesSchema),
})
export type SamlProvider = z.infer<typeof samlProviderSchema>

const samlBase = z.object({
  saml_idp_name: requiredText(),
  username_attr: requiredText(),
  email_attr: requiredText(),
  groups_attr: z.optional(trimmedText),
})

const httpUrl = z.string().check(z.trim(), z.regex(/^https?:\/\/[^\s/]+/i))

const samlByUrl = z.extend(samlBase, { type: z.literal('url'), idp_metadata_url: httpUrl })
const samlMetadata = z.base64().check(z.minLength(1))
const samlByDetails = z.extend(samlBase, {
  type: z.literal('details'),
  idp_properties: z.object({
    idp_url: z.optional(trimmedText),
    login_url: requiredText(),
    logout_url: z.optional(trimmedText),
    error_url: z.optional(trimmedText),
    redirect_url: z.optional(trimmedText),
    certificate: requiredText(),
    name_id_policy_format: z._default(z.enum(NAME_ID_FORMATS), DEFAULT_NAME_ID_FORMAT),
  }),
})

/** The body of an add: the fields sent depend on the configuration type (docs/product/saml.md). */
export const samlProviderBodySchema = z.discriminatedUnion('type', [
  samlByUrl,
  z.extend(samlBase, { type: z.literal('metadata'), idp_metadata: samlMetadata }),
  samlByDetails,
])
export type SamlProviderBody = z.input<typeof samlProviderBodySchema>

/**
 * The body of an update: an add's, except that a provider configured by metadata may leave
 * `idp_metadata` out to keep the metadata the service holds, which it never sends back
 * (docs/decisions/009-saml-metadata-and-certificates.md).
 */
export const samlProviderUpdateBodySchema = z.discriminatedUnion('type', [
  samlByUrl,
  z.extend(samlBase, { type: z.literal('metadata'), idp_metadata: z.optional(samlMetadata) }),
  samlByDetails,
])
export type SamlProviderUpdateBody = z.input<typeof samlProviderUpdateBodySchema>

export const samlProviderIdSchema = z.object({ idp_id: nonEmpty })
export const updateSamlProviderInputSchema = z.intersection(samlProviderIdSchema, samlProviderUpdateBodySchema)

// ---------------------------------------------------------------- directory services

export const DIRECTORY_TYPES = ['ACTIVE_DIRECTORY', 'OPEN_LDAP'] as const
export const GROUP_SEARCH_TYPES = ['NON_RECURSIVE', 'RECURSIVE'] as const
export const DEFAULT_GROUP_SEARCH_TYPE = 'NON_RECURSIVE'

const openLdapConfigurationSchema = z.object({
  user_configuration: z.object({
    user_object_class: z.string(),
    user_search_base: z.string(),
    username_attribute: z.string(),
  }),
  user_group_configuration: z.object({
    group_member_attribute_value: z.string(),
    group_member_attribute: z.string(),
    group_object_class: z.string(),
    group_search_base: z.string(),
  }),
})

export const directoryServiceSchema = z.object({
  metadata: z.object({ uuid: nonEmpty }),
  spec: z.object({
    name: z.string(),
    resources: z.object({
      directory_type: z.enum(DIRECTORY_TYPES),
      domain_name: z.string(),
      url: z.string(),
      group_search_type: z._default(z.enum(GROUP_SEARCH_TYPES), DEFAULT_GROUP_SEARCH_TYPE),
      service_account: z.nullish(z.object({ username: z.string() })),
      open_ldap_configuration: z.nullish(openLdapConfigurationSchema),
    }),
  }),
})
export type DirectoryService = z.infer<typeof directoryServiceSchema>

const ldapUrl = z.string().check(z.trim(), z.regex(/^ldaps?:\/\/[^\s/:]+/i))
const required = requiredText()
const bindPassword = nonEmpty

export const directoryBodySchema = z.object({
  name: required,
  directory_type: z.enum(DIRECTORY_TYPES),
  domain_name: required,
  url: ldapUrl,
  group_search_type: z._default(z.enum(GROUP_SEARCH_TYPES), DEFAULT_GROUP_SEARCH_TYPE),
  // A bind password is sent exactly as typed: spaces may belong to it.
  service_account: z.object({ username: required, password: bindPassword }),
  open_ldap_configuration: z.optional(
    z.object({
      user_configuration: z.object({
        user_object_class: required,
        user_search_base: required,
        username_attribute: required,
      }),
      user_group_configuration: z.object({
        group_member_attribute_value: required,
        group_member_attribute: required,
        group_object_class: required,
        group_search_base: required,
      }),
    }),
  ),
})
export type DirectoryBody = z.input<typeof directoryBodySchema>

export const directoryIdSchema = z.object({ dir_id: nonEmpty })
/**
 * An update may leave the bind password out: the service then keeps the stored one, which it
 * never sends back (docs/decisions/008). An add still requires it.
 */
export const updateDirectoryInputSchema = z.extend(directoryBodySchema, {
  dir_id: nonEmpty,
  service_account: z.object({ username: required, password: z.optional(bindPassword) }),
})

// ---------------------------------------------------------------- system, version, tokens

export const systemConfigSchema = z.object({
  welcome_banner_status: z.boolean(),
  welcome_banner_content: z.pipe(optionalText, z.transform((content) => content ?? '')),
})
export type SystemConfig = z.infer<typeof systemConfigSchema>

// A value that is no text is kept as none: the first entry of a key wins even so, and its key
// then has the default (docs/product/login.md).
const customLoginEntrySchema = z.object({
  key: z.string(),
  value: z.pipe(z.unknown(), z.transform((value) => (typeof value === 'string' ? value : undefined))),
})
type CustomLoginEntry = z.infer<typeof customLoginEntrySchema>

function asCustomLoginEntry(entry: unknown): CustomLoginEntry[] {
  const parsed = customLoginEntrySchema.safeParse(entry)
  return parsed.success ? [parsed.data] : []
}

/**
 * The version sits under a configured key (`versionKey`, docs/product/login.md), so other keys are
 * kept. An entry without a key is left out, not the reply, and so is a customLogin that is no
 * list: a bad setting costs that setting only, never the version and the other settings.
 */
export const prismVersionReplySchema = z.looseObject({
  customLogin: z.pipe(
    z.unknown(),
    z.transform((entries) => (Array.isArray(entries) ? entries.flatMap(asCustomLoginEntry) : [])),
  ),
})
export type PrismVersionReply = z.infer<typeof prismVersionReplySchema>

export const oidcDiscoverySchema = z.looseObject({
  issuer: z.string(),
  jwks_uri: z.string(),
  authorization_endpoint: z.string(),
  end_session_endpoint: z.optional(z.string()),
})

export const tokenResponseSchema = z.object({
  access_token: nonEmpty,
  // Seconds; any finite count of at least one, since a session ends at the token's own expiry
  // when that comes first (docs/product/sign-in.md).
  expires_in: z.pipe(z.coerce.number(), z.number().check(z.gte(1))),
  id_token: nonEmpty,
  state: z.optional(z.string()),
  token_type: nonEmpty,
})
export type TokenResponse = z.infer<typeof tokenResponseSchema>

export const emptyInputSchema = z.object({})

/** Input of a call that names one entity by its uuid. */
export const uuidInputSchema = z.object({ uuid: nonEmpty })
