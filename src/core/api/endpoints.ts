import { z } from 'zod/mini'
import type { MessageKey } from '../i18n/t'
import * as s from './schemas'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Which configured base a path is relative to (docs/product/api.md 'Roots'). */
export type EndpointRoot = 'api' | 'gateway' | 'authority'

export interface EndpointDef<
  I extends z.ZodMiniType = z.ZodMiniType,
  O extends z.ZodMiniType = z.ZodMiniType,
  M extends HttpMethod = HttpMethod,
  Inv extends readonly string[] = readonly string[],
> {
  method: M
  /** Relative to `root`; `:name` segments are filled from the input and removed from the body. */
  path: string
  root: EndpointRoot
  input: I
  output: O
  /** Path parameters are removed from the body unless this is set. */
  keepPathParamsInBody?: boolean
  /** Send the body as a single multipart part named 'files' instead of JSON. */
  multipart?: boolean
  /** Queries to refetch after this mutation succeeds. */
  invalidates?: Inv
  success?: MessageKey
  failure?: MessageKey
}

function endpoint<
  I extends z.ZodMiniType,
  O extends z.ZodMiniType,
  M extends HttpMethod,
  const Inv extends readonly string[] = [],
>(def: EndpointDef<I, O, M, Inv>): EndpointDef<I, O, M, Inv> {
  return def
}

const api = 'api' as const

/** Every call the console makes (docs/product/api.md), by the names the product uses. */
export const endpoints = {
  GET_OIDC_DISCOVERY: endpoint({
    method: 'GET',
    root: 'authority',
    path: '/.well-known/openid-configuration',
    input: s.emptyInputSchema,
    output: s.oidcDiscoverySchema,
  }),
  GET_CONNECTORS: endpoint({
    method: 'GET',
    root: api,
    path: '/oidc/connectors',
    input: s.connectorsInputSchema,
    output: s.connectorsReplySchema,
  }),

  GET_USERS: endpoint({
    method: 'GET',
    root: api,
    path: '/users',
    input: s.usersInputSchema,
    output: s.listReplySchema(s.userSchema),
  }),
  GET_USER: endpoint({
    method: 'GET',
    root: api,
    path: '/users/:uuid',
    input: s.uuidInputSchema,
    output: s.userSchema,
  }),
  CREATE_USER: endpoint({
    method: 'POST',
    root: api,
    path: '/users',
    input: s.createUserInputSchema,
    output: s.ackReplySchema,
    invalidates: ['GET_USERS'],
    success: 'userModal.toasts.created',
    failure: 'userModal.toasts.createFailed',
  }),
  UPDATE_USER: endpoint({
    method: 'PUT',
    root: api,
    path: '/users/:uuid',
    input: s.updateUserInputSchema,
    // The body is the stored user merged with the edits (docs/product/users.md): its uuid included.
    keepPathParamsInBody: true,
    output: s.ackReplySchema,
    invalidates: ['GET_USERS', 'GET_USER'],
    success: 'userModal.toasts.updated',
    failure: 'userModal.toasts.updateFailed',
  }),
  ACTIVATE_USER: endpoint({
    method: 'PUT',
    root: api,
    path: '/users/:uuid/active',
    input: z.extend(s.setUserActiveInputSchema, { active: z.literal(true) }),
    output: s.ackReplySchema,
    invalidates: ['GET_USERS', 'GET_USER'],
    success: 'toasts.userActivated',
    failure: 'toasts.activateUserFailed',
  }),
  DEACTIVATE_USER: endpoint({
    method: 'PUT',
    root: api,
    path: '/users/:uuid/active',
    input: z.extend(s.setUserActiveInputSchema, { active: z.literal(false) }),
    output: s.ackReplySchema,
    invalidates: ['GET_USERS', 'GET_USER'],
    success: 'toasts.userDeactivated',
    failure: 'toasts.deactivateUserFailed',
  }),
  CHANGE_PASSWORD: endpoint({
    method: 'PUT',
    root: api,
    path: '/users/password',
    input: s.changePasswordInputSchema,
    output: s.ackReplySchema,
  }),

  GET_SERVICE_ACCOUNTS: endpoint({
    method: 'GET',
    root: api,
    path: '/service_accounts',
    input: s.pageInputSchema,
    output: s.listReplySchema(s.serviceAccountSchema),
  }),
  CREATE_SERVICE_ACCOUNT: endpoint({
    method: 'POST',
    root: api,
    path: '/service_accounts',
    input: s.createServiceAccountInputSchema,
    output: s.ackReplySchema,
    invalidates: ['GET_SERVICE_ACCOUNTS'],
    success: 'serviceAccounts.toasts.created',
    failure: 'serviceAccounts.toasts.createFailed',
  }),
  DELETE_SERVICE_ACCOUNT: endpoint({
    method: 'DELETE',
    root: api,
    path: '/service_accounts/:uuid',
    input: s.uuidInputSchema,
    output: s.ackReplySchema,
    invalidates: ['GET_SERVICE_ACCOUNTS'],
    success: 'serviceAccounts.toasts.deleted',
    failure: 'serviceAccounts.toasts.deleteFailed',
  }),
  CREATE_ACCESS_KEY: endpoint({
    method: 'POST',
    root: api,
    path: `/service_accounts/:uuid/${s.ACCESS_KEYS_PATH}`,
    input: s.uuidInputSchema,
    output: s.accessKeySchema,
    invalidates: ['GET_SERVICE_ACCOUNTS'],
    success: 'certificates.toasts.created',
    failure: 'certificates.toasts.createFailed',
  }),
  DELETE_ACCESS_KEY: endpoint({
    method: 'DELETE',
    root: api,
    path: `/service_accounts/:uuid/${s.ACCESS_KEYS_PATH}/:keyUuid`,
    input: s.accessKeyIdSchema,
    output: s.ackReplySchema,
    invalidates: ['GET_SERVICE_ACCOUNTS'],
    success: 'certificates.revoked',
    failure: 'certificates.revokeFailed',
  }),

  GET_SAML_IDENTITY_PROVIDERS: endpoint({
    method: 'GET',
    root: api,
    path: '/saml_identity_providers',
    input: s.pageInputSchema,
    output: s.listReplySchema(s.samlProviderSchema),
  }),
  GET_SAML_IDP: endpoint({
    method: 'GET',
    root: api,
    path: '/saml_identity_providers/:idp_id',
    input: s.samlProviderIdSchema,
    output: s.samlProviderSchema,
  }),
  ADD_SAML_IDP: endpoint({
    method: 'POST',
    root: api,
    path: '/saml_identity_provider',
    input: s.samlProviderBodySchema,
    output: s.ackReplySchema,
    invalidates: ['GET_SAML_IDENTITY_PROVIDERS', 'GET_CONNECTORS'],
    success: 'saml.toasts.added',
    failure: 'saml.toasts.addFailed',
  }),
  UPDATE_SAML_IDP: endpoint({
    method: 'PUT',
    root: api,
    path: '/saml_identity_providers/:idp_id',
    input: s.updateSamlProviderInputSchema,
    output: s.ackReplySchema,
    invalidates: ['GET_SAML_IDENTITY_PROVIDERS', 'GET_SAML_IDP', 'GET_CONNECTORS'],
    success: 'saml.toasts.updated',
    failure: 'saml.toasts.updateFailed',
  }),
  DELETE_SAML_IDP: endpoint({
    method: 'DELETE',
    root: api,
    path: '/saml_identity_providers/:idp_id',
    input: s.samlProviderIdSchema,
    output: s.ackReplySchema,
    invalidates: ['GET_SAML_IDENTITY_PROVIDERS', 'GET_CONNECTORS'],
    success: 'saml.toasts.deleted',
    failure: 'saml.toasts.deleteFailed',
  }),

  GET_DIRECTORY_SERVICES: endpoint({
    method: 'GET',
    root: api,
    path: '/directory_services',
    input: s.pageInputSchema,
    output: s.listReplySchema(s.directoryServiceSchema),
  }),
  GET_DIRECTORY_SERVICE: endpoint({
    method: 'GET',
    root: api,
    path: '/directory_services/:dir_id',
    input: s.directoryIdSchema,
    output: s.directoryServiceSchema,
  }),
  // Adding or updating a directory refreshes the SAML list too, as the original product did
  // (docs/product/directories.md).
  ADD_DIRECTORY_SERVICE: endpoint({
    method: 'POST',
    root: api,
    path: '/directory_services',
    input: s.directoryBodySchema,
    output: s.ackReplySchema,
    invalidates: ['GET_DIRECTORY_SERVICES', 'GET_SAML_IDENTITY_PROVIDERS', 'GET_CONNECTORS'],
    success: 'directories.toasts.added',
    failure: 'directories.toasts.addFailed',
  }),
  UPDATE_DIRECTORY_SERVICE: endpoint({
    method: 'PUT',
    root: api,
    path: '/directory_services/:dir_id',
    input: s.updateDirectoryInputSchema,
    // dir_id fills the path and, as docs/product/directories.md says, stays in the body as well.
    keepPathParamsInBody: true,
    output: s.ackReplySchema,
    invalidates: [
      'GET_DIRECTORY_SERVICES',
      'GET_DIRECTORY_SERVICE',
      'GET_SAML_IDENTITY_PROVIDERS',
      'GET_CONNECTORS',
    ],
    success: 'directories.toasts.updated',
    failure: 'directories.toasts.updateFailed',
  }),
  DELETE_DIRECTORY_SERVICE: endpoint({
    method: 'DELETE',
    root: api,
    path: '/directory_services/:dir_id',
    input: s.directoryIdSchema,
    output: s.ackReplySchema,
    invalidates: ['GET_DIRECTORY_SERVICES', 'GET_CONNECTORS'],
    success: 'directories.toasts.deleted',
    failure: 'directories.toasts.deleteFailed',
  }),

  GET_SYSTEM_CONFIG: endpoint({
    method: 'GET',
    root: api,
    path: '/system_configuration',
    input: s.emptyInputSchema,
    output: s.systemConfigSchema,
  }),
  GET_PRISM_VERSION: endpoint({
    method: 'GET',
    root: 'gateway',
    path: '/services/rest/v1/utils/pre_login_details',
    input: s.emptyInputSchema,
    output: s.prismVersionReplySchema,
  }),
}

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
export type EndpointInput<N extends EndpointName> = z.input<Endpoints[N]['input']>
export type EndpointOutput<N extends EndpointName> = z.output<Endpoints[N]['output']>

/** Endpoints that read (GET) and so become queries; the rest become mutations. */
export type QueryName = { [N in EndpointName]: Endpoints[N]['method'] extends 'GET' ? N : never }[EndpointName]
export type MutationName = Exclude<EndpointName, QueryName>

// Compile-time check: every name in an `invalidates` list is a query of this table.
type Invalidated = {
  [N in EndpointName]: Endpoints[N]['invalidates'] extends readonly (infer X)[] | undefined ? X : never
}[EndpointName]
export const invalidatesOnlyQueries: [Invalidated] extends [QueryName] ? true : false = true
