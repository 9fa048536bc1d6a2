import { describe, expect, it } from 'vitest'
import { idpMetadataXml } from '../../../../../mocks/seed'
import { readCertificate, validOnlyFrom, type CertificateInfo } from '../../../../../src/console/settings/saml/certificate'
import { parseIdpMetadata } from '../../../../../src/console/settings/saml/saml-metadata'
import { idpCertificate } from './support'

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata'
const DS = 'http://www.w3.org/2000/09/xmldsig#'
const key = (use: string | undefined, body: string) =>
  `<md:KeyDescriptor${use ? ` use="${use}"` : ''}><ds:KeyInfo xmlns:ds="${DS}"><ds:X509Data><ds:X509Certificate>${body}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`

describe('parseIdpMetadata', () => {
  it('reads the entity, the preferred sign-on service and the signing certificates', () => {
    const xml = `<md:EntityDescriptor xmlns:md="${MD}" entityID=" urn:idp ">
      <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
        ${key('encryption', 'ENC')}${key('signing', 'SI\nGN')}${key(undefined, 'BOTH')}
        <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp/post"/>
        <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp/redirect"/>
      </md:IDPSSODescriptor>
    </md:EntityDescriptor>`
    expect(parseIdpMetadata(xml)).toEqual({
      ok: true,
      metadata: { entityId: 'urn:idp', ssoUrl: 'https://idp/redirect', binding: 'HTTP-Redirect', signingCertificates: ['SIGN', 'BOTH'] },
    })
  })

  it('tells malformed XML, a foreign root, and metadata without an IdP apart', () => {
    expect(parseIdpMetadata('<a><b></a>')).toEqual({ ok: false, problem: { kind: 'malformed' } })
    expect(parseIdpMetadata('')).toEqual({ ok: false, problem: { kind: 'malformed' } })
    expect(parseIdpMetadata('<svg xmlns="http://www.w3.org/2000/svg"/>')).toMatchObject({ ok: false, problem: { kind: 'notMetadata' } })
    expect(parseIdpMetadata(`<md:EntityDescriptor xmlns:md="${MD}" entityID="x"/>`)).toEqual({ ok: false, problem: { kind: 'noIdpDescriptor' } })
  })

  it('refuses metadata with a DOCTYPE, with or without entities, which the service would parse', async () => {
    const xml = idpMetadataXml('https://idp/entity', 'https://idp/sso', 'https://idp/slo', await idpCertificate())
    const withDoctype = (doctype: string) => xml.replace('<md:EntityDescriptor', `${doctype}\n<md:EntityDescriptor`)
    const refused = { ok: false, problem: { kind: 'doctype' } }
    expect(parseIdpMetadata(withDoctype('<!DOCTYPE md:EntityDescriptor>'))).toEqual(refused)
    expect(parseIdpMetadata(withDoctype('<!DOCTYPE md:EntityDescriptor [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'))).toEqual(refused)
    expect(parseIdpMetadata(withDoctype('<!DOCTYPE md:EntityDescriptor SYSTEM "https://attacker.example/evil.dtd">'))).toEqual(refused)
    expect(parseIdpMetadata(xml)).toMatchObject({ ok: true })
  })

  it('refuses a sign-on service a browser would be sent to at an address other than http(s), preferred or not', () => {
    const withServices = (...services: [string, string][]) => `<md:EntityDescriptor xmlns:md="${MD}" entityID="urn:idp">
      <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
        ${services.map(([binding, location]) => `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="${location}"/>`).join('')}
      </md:IDPSSODescriptor>
    </md:EntityDescriptor>`
    const refused = { ok: false, problem: { kind: 'ssoNotHttp' } }
    expect(parseIdpMetadata(withServices(['HTTP-POST', 'javascript:alert(document.domain)']))).toEqual(refused)
    expect(parseIdpMetadata(withServices(['HTTP-Redirect', 'https://idp/sso'], ['HTTP-POST', 'data:text/html,x']))).toEqual(refused)
    expect(parseIdpMetadata(withServices(['HTTP-Redirect', '']))).toEqual(refused)
    // A binding no browser uses is not the console's to judge.
    expect(parseIdpMetadata(withServices(['HTTP-Redirect', 'https://idp/sso'], ['SOAP', 'urn:not-a-url']))).toMatchObject({ ok: true, metadata: { ssoUrl: 'https://idp/sso' } })
  })

  it('reads the seeded metadata of the mock service', async () => {
    const xml = idpMetadataXml('https://sts.example.com/', 'https://login.example.com/saml2', 'https://login.example.com/slo', await idpCertificate())
    const parsed = parseIdpMetadata(xml)
    expect(parsed).toMatchObject({ ok: true, metadata: { entityId: 'https://sts.example.com/', ssoUrl: 'https://login.example.com/saml2' } })
  })
})

describe('readCertificate', () => {
  it('reads the subject and expiry of a PEM certificate and of its bare base64 body', async () => {
    const pem = await idpCertificate('signer.example.com', 30)
    const pemResult = await readCertificate(pem)
    expect(pemResult).toMatchObject({ ok: true, info: { expired: false } })
    if (!pemResult.ok) throw new Error('unreadable')
    expect(pemResult.info.subject).toContain('CN=signer.example.com')
    expect(await readCertificate(pem.replace(/-----[^-]+-----/g, ''))).toEqual(pemResult)
  })

  it('refuses text, broken DER and private keys', async () => {
    expect(await readCertificate('')).toEqual({ ok: false, reason: 'invalid' })
    expect(await readCertificate('aGVsbG8=')).toEqual({ ok: false, reason: 'invalid' })
    expect(await readCertificate('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----')).toEqual({ ok: false, reason: 'invalid' })
    expect(await readCertificate('-----BEGIN RSA PRIVATE KEY-----\nAAAA\n-----END RSA PRIVATE KEY-----')).toEqual({ ok: false, reason: 'privateKey' })
  })

  it('answers for base64 of any length or padding, never throwing (a repeated-group pattern ran out of stack at a few MB)', async () => {
    const large = 'QUJD'.repeat(2_000_000)
    await expect(readCertificate(`-----BEGIN CERTIFICATE-----\n${large}\n-----END CERTIFICATE-----`)).resolves.toEqual({ ok: false, reason: 'invalid' })
    for (const wrong of ['QUJ', 'QUJDR', 'QU=D', 'Q===', '====', 'QUJD=', 'QUJDRA=']) expect(await readCertificate(wrong)).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe('validOnlyFrom', () => {
  const at = (day: number) => new Date(Date.UTC(2030, 0, day))
  /** A certificate as read on 2030-01-10. */
  const certificate = (from: number, to: number): CertificateInfo => ({
    subject: `CN=${String(from)}`,
    notBefore: at(from),
    notAfter: at(to),
    notYetValid: from > 10,
    expired: to < 10,
    expiresSoon: false,
    weakRsaKeyBits: undefined,
  })

  it('names the start of the certificate in use while none of the set is valid yet', () => {
    expect(validOnlyFrom([certificate(12, 400)])).toEqual(at(12))
    expect(validOnlyFrom([certificate(1, 5), certificate(15, 400)])).toEqual(at(15))
  })

  it('names nothing while one is valid, as the old one of a rollover is, or when all have expired', () => {
    expect(validOnlyFrom([certificate(1, 400)])).toBeUndefined()
    expect(validOnlyFrom([certificate(1, 200), certificate(15, 400)])).toBeUndefined()
    expect(validOnlyFrom([certificate(1, 5)])).toBeUndefined()
    expect(validOnlyFrom([])).toBeUndefined()
  })
})
