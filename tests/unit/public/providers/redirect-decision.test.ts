import { beforeEach, describe, expect, it } from 'vitest'
import type { Connector } from '../../../../src/core/api/schemas'
import {
  LAST_REDIRECT_KEY,
  REDIRECT_LOOP_WINDOW_MS,
  claimAutoRedirect,
  decideProviders,
  forgetAutoRedirect,
} from '../../../../src/public/providers/redirect-decision'

const local: Connector = { id: 'local', name: 'Local', type: 'local', url: '/ui/iam/login' }
const okta: Connector = { id: 'okta', name: 'Okta', type: 'saml', url: '/okta' }
const azure: Connector = { id: 'azure', name: 'Azure AD', type: 'saml', url: '/azure' }
const ldap: Connector = { id: 'ad', name: 'Corporate AD', type: 'ldap', url: '/ad' }

const reply = (result: Connector[], service_provider_enabled = false) => ({ result, service_provider_enabled })

describe('decideProviders: where the providers page goes once the connectors have loaded', () => {
  it.each([
    ['SP mode, one result', reply([okta], true), 'Okta', { kind: 'redirect', connector: okta }],
    ['SP mode, several results → the first', reply([azure, okta, ldap], true), 'x', { kind: 'redirect', connector: azure }],
    ['SP mode, several results incl. local first → the first', reply([local, okta], true), undefined, { kind: 'redirect', connector: local }],
    ['SP mode, no result after a name search → error404', reply([], true), 'Nobody', { kind: 'notFound' }],
    ['no SP mode, no result after a name search → error404', reply([]), 'Nobody', { kind: 'notFound' }],
    ['no name search, no connector → the (empty) list', reply([]), undefined, { kind: 'list', connectors: [] }],
    ['blank name counts as no search', reply([]), '  ', { kind: 'list', connectors: [] }],
    ['exactly one → it', reply([okta]), undefined, { kind: 'redirect', connector: okta }],
    ['exactly one local → it', reply([local]), undefined, { kind: 'redirect', connector: local }],
    ['exactly two → the non-local one', reply([local, okta]), undefined, { kind: 'redirect', connector: okta }],
    ['exactly two, local second → the non-local one', reply([ldap, local]), undefined, { kind: 'redirect', connector: ldap }],
    ['two non-local → the list', reply([okta, azure]), undefined, { kind: 'list', connectors: [okta, azure] }],
    ['three → the list', reply([local, okta, azure]), undefined, { kind: 'list', connectors: [local, okta, azure] }],
    ['four → the list', reply([local, okta, azure, ldap]), 'local', { kind: 'list', connectors: [local, okta, azure, ldap] }],
  ] as const)('%s', (_label, input, name, expected) => {
    expect(decideProviders({ result: [...input.result], service_provider_enabled: input.service_provider_enabled }, name)).toEqual(expected)
  })

  it('treats a connector without a type as non-local', () => {
    const untyped: Connector = { id: 'u', name: 'Untyped', url: '/u' }
    expect(decideProviders(reply([local, untyped]), undefined)).toEqual({ kind: 'redirect', connector: untyped })
  })
})

describe('the redirect loop guard', () => {
  beforeEach(() => {
    sessionStorage.clear()
  })

  it('allows a first automatic redirect and remembers its target', () => {
    expect(claimAutoRedirect('http://localhost:3000/a')).toBe(true)
    expect(JSON.parse(sessionStorage.getItem(LAST_REDIRECT_KEY) ?? 'null')).toMatchObject({ target: 'http://localhost:3000/a' })
  })

  it('takes a return after the loop window as a new sign-in, not a loop', () => {
    expect(claimAutoRedirect('http://localhost:3000/a', 1_000)).toBe(true)
    expect(claimAutoRedirect('http://localhost:3000/a', 1_000 + REDIRECT_LOOP_WINDOW_MS)).toBe(true)
    expect(claimAutoRedirect('http://localhost:3000/a', 2_000 + REDIRECT_LOOP_WINDOW_MS)).toBe(false)
  })

  it('ignores a record it cannot read', () => {
    sessionStorage.setItem(LAST_REDIRECT_KEY, 'http://localhost:3000/a')
    expect(claimAutoRedirect('http://localhost:3000/a')).toBe(true)
  })

  it('refuses the same target twice in a row, then allows it again', () => {
    expect(claimAutoRedirect('http://localhost:3000/a')).toBe(true)
    expect(claimAutoRedirect('http://localhost:3000/a')).toBe(false)
    expect(claimAutoRedirect('http://localhost:3000/a')).toBe(true)
  })

  it('allows a different target', () => {
    expect(claimAutoRedirect('http://localhost:3000/a')).toBe(true)
    expect(claimAutoRedirect('http://localhost:3000/b')).toBe(true)
  })

  it('starts afresh after a chosen redirect', () => {
    expect(claimAutoRedirect('http://localhost:3000/a')).toBe(true)
    forgetAutoRedirect()
    expect(claimAutoRedirect('http://localhost:3000/a')).toBe(true)
  })
})
