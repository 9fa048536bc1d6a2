// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest'
import { idpCertificate } from './support'

afterEach(() => {
  vi.doUnmock('../../../../../src/console/settings/saml/x509')
  vi.resetModules()
})

it('says the certificate could not be checked when the parser’s chunk does not load', async () => {
  const pem = await idpCertificate()
  vi.resetModules()
  vi.doMock('../../../../../src/console/settings/saml/x509', () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
  const { certificateProblemMessage, readCertificate } = await import('../../../../../src/console/settings/saml/certificate')
  // The settings screen's code brings its English texts; here they come the same way.
  await import('../../../../../src/core/i18n/other-screens-texts')
  const check = await readCertificate(pem)
  expect(check).toEqual({ ok: false, reason: 'readerUnavailable' })
  expect(certificateProblemMessage('readerUnavailable')).toMatch(/^The certificate could not be checked/)
})
