import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createAccessKey } from '../../../../../mocks/certificates'
import { idpMetadataXml } from '../../../../../mocks/seed'
import { renderApp } from '../../../render-app'
import { SAML_TEST_TIMEOUT_MS, chooseType, dialog, field, fillCommon, idpCertificate, idpMetadata, openAddModal, submitButton, waitForRows, xmlFile, type User } from './support'
import { watchRequests } from '../../../watch-requests'

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata'
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect'
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST'

const preview = () => within(dialog()).getByRole('region', { name: 'Found in the metadata' })
/** What the dialog says aloud about the file last chosen (the focus stays on the file chooser). */
const announced = () => within(dialog()).getByRole('status')
/** The file's certificates are read after the upload: the preview comes a moment later. */
const findPreview = () => within(dialog()).findByRole('region', { name: 'Found in the metadata' })

async function openMetadataForm(): Promise<User> {
  const { user } = await renderApp('/settings/authentication')
  await waitForRows()
  await openAddModal(user)
  await fillCommon(user, { name: 'From metadata' })
  await chooseType(user, 'Metadata')
  return user
}

/** Chooses `xml` as the metadata file, submits, and expects `message` at the Metadata XML field. */
async function expectRefused(user: User, xml: string, message: string, { parses = false } = {}) {
  const posts = watchRequests('POST', /\/saml_identity_provider$/)
  await user.upload(field('Choose File'), xmlFile(xml))
  expect(await within(dialog()).findByText(message, { ignore: '[role="status"]' })).toBeVisible()
  expect(field(/^Metadata XML/)).toHaveAttribute('aria-invalid', 'true')
  expect(announced()).toHaveTextContent(message)
  // Metadata that parses is still described; only its unreadable certificate is left out.
  if (parses) expect(within(preview()).queryByText(/^CN=/)).toBeNull()
  else expect(within(dialog()).queryByRole('region', { name: 'Found in the metadata' })).toBeNull()
  await user.click(submitButton('Add Provider'))
  expect(await within(dialog()).findByText(message, { ignore: '[role="status"]' })).toBeVisible()
  expect(posts).toHaveLength(0)
}

/** Submits the form and expects it to close, having sent the add call once since `posts` began watching. */
async function expectAddedOnce(user: User, posts: readonly unknown[]) {
  await user.click(submitButton('Add Provider'))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(posts).toHaveLength(1)
}

const descriptor = (inner: string, root = `<md:EntityDescriptor xmlns:md="${MD}" entityID="https://idp.example.com">`) =>
  `${root}<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${inner}</md:IDPSSODescriptor></md:EntityDescriptor>`

describe('the metadata preview', { timeout: SAML_TEST_TIMEOUT_MS }, () => {
  it('shows the entity ID, the sign-on URL and binding, and the signing certificate’s subject and expiry', async () => {
    const now = Date.now()
    const key = await createAccessKey('login.idp.example.com', new Date(now - 86_400_000), new Date(now + 400 * 86_400_000))
    const xml = idpMetadataXml('https://idp.example.com/entity', 'https://idp.example.com/sso', 'https://idp.example.com/slo', key.certificate ?? '')
    const user = await openMetadataForm()
    await user.upload(field('Choose File'), xmlFile(xml))

    const found = await within(dialog()).findByRole('region', { name: 'Found in the metadata' })
    expect(found).toHaveTextContent('Entity IDhttps://idp.example.com/entity')
    expect(found).toHaveTextContent('Single sign-on URLhttps://idp.example.com/sso (HTTP-Redirect binding)')
    expect(await within(found).findByText(/CN=login\.idp\.example\.com/)).toBeVisible()
    // What the provider wrote keeps its own direction in an Arabic page (an entity ID ending in '/').
    for (const value of ['https://idp.example.com/entity', 'https://idp.example.com/sso', /CN=login\.idp\.example\.com/]) {
      expect(within(found).getByText(value).tagName, String(value)).toBe('BDI')
    }
    const expiry = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(key.expiry_time))
    expect(found).toHaveTextContent(`Certificate expires${expiry}`)
    expect(field(/^Metadata XML/)).toHaveAttribute('aria-invalid', 'false')
  })

  it('reads the POST binding when the IdP offers no redirect, and refuses an expired certificate, naming its expiry', async () => {
    const now = Date.now()
    const key = await createAccessKey('old.idp.example.com', new Date(now - 800 * 86_400_000), new Date(now - 86_400_000))
    const body = key.certificate?.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '') ?? ''
    const xml = descriptor(
      `<md:KeyDescriptor><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${body}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
        `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:SOAP" Location="https://idp.example.com/soap"/>` +
        `<md:SingleSignOnService Binding="${POST}" Location="https://idp.example.com/post"/>`,
    )
    const user = await openMetadataForm()
    await user.click(field(/^Metadata XML/))
    await user.paste(xml)
    expect(await findPreview()).toHaveTextContent(
      'https://idp.example.com/post (HTTP-POST binding)',
    )
    expect(await within(await findPreview()).findByText(/^Expired on /)).toBeVisible()
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    await user.click(submitButton('Add Provider'))
    const expiry = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(key.expiry_time))
    await waitFor(() => expect(field(/^Metadata XML/)).toHaveAccessibleDescription(`The signing certificate expired on ${expiry}. Use the identity provider's current certificate.`))
    expect(posts).toHaveLength(0)
  })

  it('refuses metadata without a signing certificate, saying what it lacks', async () => {
    const user = await openMetadataForm()
    const sso = `<md:SingleSignOnService Binding="${REDIRECT}" Location="https://idp.example.com/sso"/>`
    const refusal =
      'The metadata has no signing certificate: it needs a KeyDescriptor with use="signing" (or without use) holding an X509Certificate, or the identity provider\'s answers cannot be verified.'
    await expectRefused(user, descriptor(sso), refusal, { parses: true })
    // A key for encryption only does not sign.
    const { certificate } = await idpMetadata()
    const body = certificate.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '')
    const encryption = `<md:KeyDescriptor use="encryption"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${body}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`
    await expectRefused(user, descriptor(encryption + sso), refusal, { parses: true })
  })

  it('warns of a signing certificate that expires within 30 days, and still sends the metadata', async () => {
    const now = Date.now()
    const key = await createAccessKey('soon.idp.example.com', new Date(now - 300 * 86_400_000), new Date(now + 10 * 86_400_000))
    const xml = idpMetadataXml('https://idp.example.com/entity', 'https://idp.example.com/sso', 'https://idp.example.com/slo', key.certificate ?? '')
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const user = await openMetadataForm()
    await user.upload(field('Choose File'), xmlFile(xml))
    const expiry = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(key.expiry_time))
    expect(await within(await findPreview()).findByText(`The signing certificate expires soon, on ${expiry}. Ask the identity provider for its next certificate before then.`)).toBeVisible()
    expect(field(/^Metadata XML/)).toHaveAttribute('aria-invalid', 'false')
    await expectAddedOnce(user, posts)
  })

  it('takes the metadata of a rollover and describes its current certificate: no refusal for the expired one, no warning for the one that expires soon', async () => {
    const now = Date.now()
    const [expired, soon, next] = await Promise.all([
      createAccessKey('old.idp.example.com', new Date(now - 800 * 86_400_000), new Date(now - 86_400_000)),
      createAccessKey('soon.idp.example.com', new Date(now - 300 * 86_400_000), new Date(now + 10 * 86_400_000)),
      createAccessKey('next.idp.example.com', new Date(now - 86_400_000), new Date(now + 700 * 86_400_000)),
    ])
    const xml = idpMetadataXml('https://idp.example.com/entity', 'https://idp.example.com/sso', 'https://idp.example.com/slo', [expired, soon, next].map((key) => key.certificate ?? ''))
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const user = await openMetadataForm()
    await user.upload(field('Choose File'), xmlFile(xml))
    const found = await findPreview()
    expect(await within(found).findByText(/CN=next\.idp\.example\.com/)).toBeVisible()
    const expiry = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(next.expiry_time))
    expect(found).toHaveTextContent(`Certificate expires${expiry}`)
    expect(within(dialog()).queryByText(/expires soon|^Expired on /)).toBeNull()
    expect(field(/^Metadata XML/)).toHaveAttribute('aria-invalid', 'false')
    await expectAddedOnce(user, posts)
  })

  it('warns of a signing certificate that is not valid yet, unless another of the metadata is, and still sends the metadata', async () => {
    const now = Date.now()
    const [current, ahead] = await Promise.all([
      createAccessKey('current.idp.example.com', new Date(now - 86_400_000), new Date(now + 200 * 86_400_000)),
      createAccessKey('ahead.idp.example.com', new Date(now + 2 * 86_400_000), new Date(now + 700 * 86_400_000)),
    ])
    const xmlOf = (keys: (typeof current)[]) =>
      idpMetadataXml('https://idp.example.com/entity', 'https://idp.example.com/sso', 'https://idp.example.com/slo', keys.map((key) => key.certificate ?? ''))
    const from = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ahead.created_time))
    const warning = `The signing certificate is not valid until ${from}, and answers signed with it may be refused before then. Check the certificate, or the identity provider's clock.`
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const user = await openMetadataForm()
    // A rollover published ahead: the current certificate signs until the next one begins.
    await user.upload(field('Choose File'), xmlFile(xmlOf([current, ahead])))
    expect(await within(await findPreview()).findByText(/CN=ahead\.idp\.example\.com/)).toBeVisible()
    expect(within(dialog()).queryByText(/is not valid until/)).toBeNull()
    await user.upload(field('Choose File'), xmlFile(xmlOf([ahead])))
    expect(await within(await findPreview()).findByText(warning)).toBeVisible()
    expect(field(/^Metadata XML/)).toHaveAttribute('aria-invalid', 'false')
    await expectAddedOnce(user, posts)
  })

  it('warns of a signing certificate whose RSA key is shorter than 2048 bits, and still sends the metadata', async () => {
    const now = Date.now()
    const xmlFor = async (rsaKeyBits: number) => {
      const key = await createAccessKey('rsa.idp.example.com', new Date(now - 86_400_000), new Date(now + 400 * 86_400_000), { rsaKeyBits })
      return idpMetadataXml('https://idp.example.com/entity', 'https://idp.example.com/sso', 'https://idp.example.com/slo', key.certificate ?? '')
    }
    const [weak, strong] = await Promise.all([xmlFor(1024), xmlFor(2048)])
    const warning = "The signing certificate's RSA key has only 1024 bits, and answers signed with it could be forged. Ask the identity provider for a key of at least 2048 bits."
    const posts = watchRequests('POST', /\/saml_identity_provider$/)
    const user = await openMetadataForm()
    await user.upload(field('Choose File'), xmlFile(strong))
    expect(await within(await findPreview()).findByText(/CN=rsa\.idp\.example\.com/)).toBeVisible()
    expect(within(dialog()).queryByText(/RSA key/)).toBeNull()
    await user.upload(field('Choose File'), xmlFile(weak))
    expect(await within(await findPreview()).findByText(warning)).toBeVisible()
    expect(field(/^Metadata XML/)).toHaveAttribute('aria-invalid', 'false')
    await expectAddedOnce(user, posts)
  })

  it('refuses XML that is not well-formed', async () => {
    const user = await openMetadataForm()
    const { xml } = await idpMetadata()
    await expectRefused(user, xml.replace('</md:IDPSSODescriptor>', ''), 'The metadata is not well-formed XML.')
  })

  it('refuses metadata with a DOCTYPE, and sends nothing', async () => {
    const user = await openMetadataForm()
    const { xml } = await idpMetadata()
    const hostile = xml.replace('<md:EntityDescriptor', '<!DOCTYPE md:EntityDescriptor [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<md:EntityDescriptor')
    await expectRefused(
      user,
      hostile,
      'The metadata has a DOCTYPE declaration, which SAML metadata never uses and which can make an XML parser read files or addresses. Remove it.',
    )
  })

  it('refuses a document whose root is not a SAML EntityDescriptor', async () => {
    const user = await openMetadataForm()
    await expectRefused(
      user,
      '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body>Sign in</body></html>',
      'This is not SAML metadata: its root element must be an EntityDescriptor in the SAML 2.0 metadata namespace, not html (http://www.w3.org/1999/xhtml).',
    )
  })

  it('refuses an EntityDescriptor outside the SAML metadata namespace, and an aggregate of entities', async () => {
    const user = await openMetadataForm()
    await expectRefused(user, '<EntityDescriptor entityID="x"/>', 'This is not SAML metadata: its root element must be an EntityDescriptor in the SAML 2.0 metadata namespace, not EntityDescriptor.')
    const { xml } = await idpMetadata()
    const aggregate = `<md:EntitiesDescriptor xmlns:md="${MD}">${xml.replace(/^<\?xml[^>]*>\n/, '')}</md:EntitiesDescriptor>`
    await expectRefused(user, aggregate, `This is not SAML metadata: its root element must be an EntityDescriptor in the SAML 2.0 metadata namespace, not EntitiesDescriptor (${MD}).`)
  })

  it('refuses service provider metadata, which has no IDPSSODescriptor', async () => {
    const user = await openMetadataForm()
    const sp = `<md:EntityDescriptor xmlns:md="${MD}" entityID="https://sp.example.com"><md:SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"/></md:EntityDescriptor>`
    await expectRefused(user, sp, 'The metadata does not describe an identity provider: it has no IDPSSODescriptor.')
  })

  it('refuses metadata without a sign-on service a browser can use', async () => {
    const user = await openMetadataForm()
    await expectRefused(
      user,
      descriptor('<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:SOAP" Location="https://idp.example.com/soap"/>'),
      'The metadata has no single sign-on service with the HTTP-Redirect or HTTP-POST binding.',
    )
  })

  it('refuses metadata that would send browsers to a javascript: sign-on address, and sends nothing', async () => {
    const user = await openMetadataForm()
    await expectRefused(
      user,
      descriptor(`<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="javascript:alert(document.domain)"/>`),
      'A single sign-on service in the metadata has an address that is not an http:// or https:// URL.',
    )
  })

  it('refuses metadata without an entityID', async () => {
    const user = await openMetadataForm()
    await expectRefused(
      user,
      descriptor(`<md:SingleSignOnService Binding="${REDIRECT}" Location="https://idp.example.com/sso"/>`, `<md:EntityDescriptor xmlns:md="${MD}">`),
      'The metadata has no entityID.',
    )
  })

  it('refuses metadata whose signing certificate is not X.509', async () => {
    const user = await openMetadataForm()
    const certificate = await idpCertificate()
    const xml = idpMetadataXml('https://idp.example.com', 'https://idp.example.com/sso', 'https://idp.example.com/slo', certificate)
    const broken = xml.replace(/<ds:X509Certificate>([^<]{20})/, '<ds:X509Certificate>AAAAAAAAAAAAAAAAAAAA')
    await expectRefused(user, broken, 'The signing certificate in the metadata is not a valid X.509 certificate.', { parses: true })
    expect(preview()).toHaveTextContent('Entity IDhttps://idp.example.com')
  })

  it('checks pasted XML when the field is left', async () => {
    const user = await openMetadataForm()
    await user.click(field(/^Metadata XML/))
    await user.paste('<not-closed>')
    await user.tab()
    expect(await within(dialog()).findByText('The metadata is not well-formed XML.')).toBeVisible()
  })

  it('refuses a file far larger than any IdP metadata', async () => {
    const user = await openMetadataForm()
    const huge = new File(['<a>', 'x'.repeat(512 * 1024 + 1), '</a>'], 'huge.xml', { type: 'text/xml' })
    await user.upload(field('Choose File'), huge)
    expect(await within(dialog()).findByText(/^The file is larger than 512 KB/, { ignore: '[role="status"]' })).toBeVisible()
    expect(announced()).toHaveTextContent(/^The file is larger than 512 KB/)
    expect(within(dialog()).getByText('huge.xml')).toBeVisible()
    expect(field(/^Metadata XML/)).toHaveValue('')
    // Typed over, the field no longer holds what the file gave it: nothing stale is left to hear.
    await user.type(field(/^Metadata XML/), '<')
    expect(announced()).toBeEmptyDOMElement()
  })

  it('refuses an empty file as no XML, and a refused file leaves pasted XML as it was', async () => {
    const user = await openMetadataForm()
    await user.upload(field('Choose File'), new File([' \n'], 'empty.xml', { type: 'text/xml' }))
    expect(await within(dialog()).findByText('The metadata is not well-formed XML.', { ignore: '[role="status"]' })).toBeVisible()
    expect(announced()).toHaveTextContent('The metadata is not well-formed XML.')

    const { xml: pasted } = await idpMetadata()
    await user.clear(field(/^Metadata XML/))
    await user.click(field(/^Metadata XML/))
    await user.paste(pasted)
    // Left, and checked, before the file dialog has even opened.
    await user.tab()
    await findPreview()
    const huge = new File(['<a>', 'x'.repeat(512 * 1024 + 1), '</a>'], 'huge.xml', { type: 'text/xml' })
    await user.upload(field('Choose File'), huge)
    expect(await within(dialog()).findByText(/^The file is larger than 512 KB/, { ignore: '[role="status"]' })).toBeVisible()
    expect(field(/^Metadata XML/)).toHaveValue(pasted)
  })

  it('refuses a file that holds no XML at all, such as a certificate, and leaves pasted XML as it was', async () => {
    const user = await openMetadataForm()
    const { xml: pasted } = await idpMetadata()
    await user.click(field(/^Metadata XML/))
    await user.paste(pasted)
    await user.tab()
    await findPreview()
    const certificate = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----\n'
    await user.upload(field('Choose File'), new File([certificate], 'idp-signing.xml', { type: 'text/xml' }))
    expect(await within(dialog()).findByText('The metadata is not well-formed XML.', { ignore: '[role="status"]' })).toBeVisible()
    expect(announced()).toHaveTextContent('The metadata is not well-formed XML.')
    expect(field(/^Metadata XML/)).toHaveValue(pasted)
  })

  it('holds pasted XML to the same 512 KB as a file, counted in UTF-8 bytes', async () => {
    const user = await openMetadataForm()
    // 'ü' is two bytes: 300,000 of them are 600 KB in 300,000 characters.
    await user.click(field(/^Metadata XML/))
    await user.paste(`<a>${'ü'.repeat(300_000)}</a>`)
    await user.tab()
    expect(await within(dialog()).findByText(/^The metadata XML is larger than 512 KB/)).toBeVisible()
  })

  it("draws the metadata XML in the browser's own text area, ten rows high, with no hidden copy of it to measure", async () => {
    await openMetadataForm()
    const xml = field(/^Metadata XML/)
    expect(xml.tagName).toBe('TEXTAREA')
    expect(xml).toHaveAttribute('rows', '10')
    // MUI's growing text area keeps an aria-hidden twin that it fills with the whole text at each change.
    expect(dialog().querySelectorAll('textarea')).toHaveLength(1)
  })
})
