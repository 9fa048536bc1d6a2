// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isUnprotectedPath, routePath, safeReturnPath, withBasePath } from '../../../src/core/paths'

const origin = 'http://localhost:3000'

describe('isUnprotectedPath', () => {
  it.each([
    '/ui/iam/providers',
    '/ui/iam/login',
    '/ui/iam/login/',
    '/ui/iam/identities/addserviceaccount',
    '/ui/iam/change-password',
    '/ui/iam/callback',
    '/ui/iam/silent-renew',
    '/ui/iam/forcelogin',
    '/ui/iam/pagenotfound',
  ])('%s starts no sign-in', (path) => {
    expect(isUnprotectedPath(path)).toBe(true)
  })

  it.each(['/ui/iam', '/ui/iam/', '/ui/iam/identities', '/ui/iam/identities/users', '/ui/iam/settings', '/ui/iam/roles', '/ui/iam/loginx'])(
    '%s is protected',
    (path) => {
      expect(isUnprotectedPath(path)).toBe(false)
    },
  )

  it('reads the route part of a path', () => {
    expect(routePath('/ui/iam')).toBe('/')
    expect(routePath('/ui/iam/settings/authentication/')).toBe('/settings/authentication')
  })
})

describe('safeReturnPath', () => {
  it.each([
    ['/ui/iam/identities/users?page=2', '/ui/iam/identities/users?page=2'],
    ['/ui/iam', '/ui/iam'],
    ['/ui/iam/settings#x', '/ui/iam/settings'],
    ['/ui/iam/identities/users?page=2#access_token=a&id_token=b&state=s&token_type=Bearer', '/ui/iam/identities/users?page=2'],
  ])('keeps %s as %s, without a fragment', (candidate, expected) => {
    expect(safeReturnPath(candidate, origin)).toBe(expected)
  })

  it.each([
    undefined,
    '',
    'https://evil.example.com/ui/iam/',
    '//evil.example.com/ui/iam/',
    '/\\evil.example.com',
    '\\\\evil.example.com',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/ui/iam/../../evil',
    '/ui/iam/%2e%2e/%2e%2e/evil',
    '/ui/iamx/identities',
    '/api/iam/v1/users',
    'ui/iam/identities',
    '/ui/iam/\nSet-Cookie:x',
    'http://localhost:3000/ui/iam/identities',
  ])('refuses %j', (candidate) => {
    expect(safeReturnPath(candidate, origin)).toBeUndefined()
  })
})

describe('withBasePath', () => {
  it.each([
    ['/settings?page=2', '/ui/iam/settings?page=2'],
    ['/', '/ui/iam/'],
    ['/ui/iam/identities', '/ui/iam/identities'],
    ['/ui/iam', '/ui/iam'],
    ['/ui/iamx', '/ui/iam/ui/iamx'],
  ])('%s → %s', (href, expected) => {
    expect(withBasePath(href)).toBe(expected)
  })
})
