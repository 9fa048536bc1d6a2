// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isDnsName, isEmailAddress, isHttpUrl, isLdapUrl } from '../../../../src/core/validation/address-rules'

const LONG = 'a'.repeat(5000)

describe('isEmailAddress', () => {
  it.each(['jane.doe@example.com', 'ops+alerts@sub.example.co.uk', "o'brien@example.ie"])('takes %s', (email) => {
    expect(isEmailAddress(email)).toBe(true)
  })
  it.each([
    'nope',
    '',
    '@example.com',
    'jane@',
    'jane@example',
    'jane doe@example.com',
    'jane@exa mple.com',
    'jane@@example.com',
    '.jane@example.com',
    'jane..doe@example.com',
    'jane@example.com\n',
    '<script>@example.com',
    'javascript:alert(1)',
    LONG,
  ])('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false)
  })
})

describe('isHttpUrl', () => {
  it.each(['https://idp.example.com', 'http://10.0.0.1:8080/md?x=1', 'HTTPS://IDP.EXAMPLE.COM/saml', 'https://[::1]/sso', 'https://idp.example.com/sso?next=a@b:c'])('takes %s', (url) => {
    expect(isHttpUrl(url)).toBe(true)
  })
  it.each([
    '',
    'not a url',
    'idp.example.com',
    'ftp://idp.example.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'https://a b',
    'https://',
    'https:idp.example.com',
    'https://idp.example.com/\u0000',
    ' https://idp.example.com',
    'https://idp.example.com\n/evil',
    // Invisible characters that come with pasted text: a zero-width space, a right-to-left mark.
    'https://idp.example.com\u200b/sso',
    'https://\u200fidp.example.com',
    'https://:@idp.example.com/sso',
    'https://idp.example.com:/sso',
    LONG,
  ])('refuses %j', (url) => {
    expect(isHttpUrl(url)).toBe(false)
  })
})

describe('isLdapUrl', () => {
  it.each([
    'ldap://ad.example.com',
    'ldaps://dc.example.com:636',
    'LDAPS://dc.example.com',
    'ldap://[::1]:389',
    'ldap://[2001:db8::1]:389',
    'ldap://10.0.0.1:389',
    'ldap://corp',
    'ldap://ad.example.com/dc=example',
  ])('takes %s', (url) => {
    expect(isLdapUrl(url)).toBe(true)
  })
  it.each([
    '',
    'not a url',
    'ldap://',
    'ldap:///dc=x',
    'ldap://:389',
    'ldap://ad.example.com:99999',
    'ldaps:// spaced.example.com',
    'ldap://user:secret@ad.example.com',
    'https://ad.example.com',
    'javascript:alert(1)',
    'ad.example.com',
    'ldap://ad.example.com/\u0007',
    // Hosts a directory cannot have: two URLs in one, an address out of range, an escaped newline.
    'ldap://dc1.example.com,ldap://dc2.example.com',
    'ldap://999.1.1.1',
    'ldap://10.0.0.01',
    'ldap://%0A',
    'ldap://ad_dc.example.com',
    'ldap://ad.example.com:0',
    'ldap://ad.example.com\u200b:389',
    // An @ with an empty user name or password, which the parsed URL drops without a trace.
    'ldap://:@ad.example.com',
    'ldap://@ad.example.com',
    // A port announced but missing, as when two addresses run together.
    'ldap://ad.example.com:',
    'ldap://[::1]:',
    'ldap://dc1.example.comldap://dc2.example.com',
    LONG,
  ])('refuses %j', (url) => {
    expect(isLdapUrl(url)).toBe(false)
  })
})

describe('isDnsName', () => {
  it.each(['example.com', 'corp', 'ad.corp.example.com', 'xn--bcher-kva.example', 'a-b.c0', `${'a'.repeat(63)}.com`])('takes %s', (name) => {
    expect(isDnsName(name)).toBe(true)
  })
  it.each([
    '',
    'not a domain!!',
    'example..com',
    '.example.com',
    'example.com.',
    '-example.com',
    'example-.com',
    'exa_mple.com',
    'exämple.com',
    '10.0.0.1',
    'example.com/path',
    'ldap://example.com',
    `${'a'.repeat(64)}.com`,
    `${'a.'.repeat(126)}ab`,
    LONG,
  ])('refuses %j', (name) => {
    expect(isDnsName(name)).toBe(false)
  })
})
