// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { safeRedirectUrl } from '../../../../src/public/providers/redirect-guard'

const policy = { origin: 'https://pc.example.com:9440', allowedHosts: [] as string[] }
const withAllowed = { ...policy, allowedHosts: ['allowed.example', 'idp.example.com:8443'] }

describe('safeRedirectUrl: http(s) on this host or an allowed host, nothing else', () => {
  it.each([
    ['/api/iam/authn/v1/connectors/okta/login', 'https://pc.example.com:9440/api/iam/authn/v1/connectors/okta/login'],
    ['/ui/iam/login', 'https://pc.example.com:9440/ui/iam/login'],
    ['/login?next=%2F%2Fevil.com', 'https://pc.example.com:9440/login?next=%2F%2Fevil.com'],
    ['/%2F%2Fevil.com', 'https://pc.example.com:9440/%2F%2Fevil.com'],
    ['/%5Cevil.com', 'https://pc.example.com:9440/%5Cevil.com'],
    ['https://pc.example.com:9440/saml/login', 'https://pc.example.com:9440/saml/login'],
    ['HTTPS://PC.EXAMPLE.COM:9440/x', 'https://pc.example.com:9440/x'],
    // The same host on another port, or its scheme's default one, as an allowed host without a port.
    ['https://pc.example.com:9441/other-port', 'https://pc.example.com:9441/other-port'],
    ['https://pc.example.com/sso', 'https://pc.example.com/sso'],
    ['http://pc.example.com:8080/sso', 'http://pc.example.com:8080/sso'],
  ])('accepts %s on the page’s own host', (candidate, expected) => {
    expect(safeRedirectUrl(candidate, policy)).toBe(expected)
  })

  it.each([
    '',
    '//evil.com',
    '//evil.com/path',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '%2F%2Fevil.com',
    '%2f%2fevil.com',
    '/%09/evil.com'.replace('%09', '\t'),
    ' /\t/evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://pc.example.com:9440/x',
    'http://other-host/login',
    'https://evil.com',
    'https://pc.example.com.evil.com/',
    'https://pc.example.com:9440@evil.com/',
    'https://user:pass@pc.example.com:9440/',
    'https:/evil.com',
    'https:evil.com',
    'http:\\\\evil.com',
    'evil.com',
    'login',
    'https://allowed.example/login',
    'https://idp.example.com/login',
  ])('refuses %j without allowed hosts', (candidate) => {
    expect(safeRedirectUrl(candidate, policy)).toBeUndefined()
  })

  it.each([null, undefined, 42, {}, ['/x']])('refuses the non-string %j', (candidate) => {
    expect(safeRedirectUrl(candidate, policy)).toBeUndefined()
  })

  it.each([
    ['https://allowed.example/login', 'https://allowed.example/login'],
    ['http://allowed.example:8080/sso', 'http://allowed.example:8080/sso'],
    ['https://ALLOWED.example/x', 'https://allowed.example/x'],
    ['https://idp.example.com:8443/saml', 'https://idp.example.com:8443/saml'],
  ])('accepts %s when its host is allowed', (candidate, expected) => {
    expect(safeRedirectUrl(candidate, withAllowed)).toBe(expected)
  })

  it.each([
    'https://idp.example.com/saml',
    'https://idp.example.com:9999/saml',
    'https://sub.allowed.example/login',
    'https://allowed.example.evil.com/login',
    'javascript://allowed.example/%0aalert(1)',
    '//allowed.example/login',
    'https://evil.com#allowed.example',
  ])('refuses %s even with allowed hosts', (candidate) => {
    expect(safeRedirectUrl(candidate, withAllowed)).toBeUndefined()
  })

  it('matches an entry that names the default port of the URL’s scheme', () => {
    const defaultPorts = { ...policy, allowedHosts: ['sso.example:443', 'legacy.example:80', '[fd00::1]:443'] }
    expect(safeRedirectUrl('https://sso.example/login', defaultPorts)).toBe('https://sso.example/login')
    expect(safeRedirectUrl('https://sso.example:443/login', defaultPorts)).toBe('https://sso.example/login')
    expect(safeRedirectUrl('http://legacy.example/login', defaultPorts)).toBe('http://legacy.example/login')
    expect(safeRedirectUrl('https://[fd00::1]/login', defaultPorts)).toBe('https://[fd00::1]/login')
    // The default port of the other scheme is another port.
    expect(safeRedirectUrl('http://sso.example/login', defaultPorts)).toBeUndefined()
    expect(safeRedirectUrl('https://legacy.example/login', defaultPorts)).toBeUndefined()
    expect(safeRedirectUrl('https://sso.example:8443/login', defaultPorts)).toBeUndefined()
    expect(safeRedirectUrl('https://sso.example.evil.com/login', defaultPorts)).toBeUndefined()
  })
})
