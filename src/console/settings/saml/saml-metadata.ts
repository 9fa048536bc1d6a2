import { t } from '../../../core/i18n/t'
import { parseInertDocument } from '../../../core/utils/inert-document'
import { isHttpUrl } from '../../../core/validation/address-rules'

/** The SAML 2.0 metadata namespace: an IdP's metadata document is an EntityDescriptor in it. */
export const SAML_METADATA_NS = 'urn:oasis:names:tc:SAML:2.0:metadata'
const XMLDSIG_NS = 'http://www.w3.org/2000/09/xmldsig#'

/** The bindings a browser can use to reach the IdP's sign-on service, in order of preference. */
const SSO_BINDINGS = [
  ['urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', 'HTTP-Redirect'],
  ['urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', 'HTTP-POST'],
] as const
export type SsoBinding = (typeof SSO_BINDINGS)[number][1]

/** What the console reads from an identity provider's metadata before sending it. */
export interface IdpMetadata {
  entityId: string
  ssoUrl: string
  binding: SsoBinding
  /** Base64 DER bodies of the certificates the IdP signs with, as the metadata carries them. */
  signingCertificates: string[]
}

export type MetadataProblem =
  | { kind: 'malformed' }
  | { kind: 'doctype' }
  | { kind: 'notMetadata'; root: string }
  | { kind: 'noEntityId' }
  | { kind: 'noIdpDescriptor' }
  | { kind: 'noSso' }
  | { kind: 'ssoNotHttp' }

export type MetadataParse = { ok: true; metadata: IdpMetadata } | { ok: false; problem: MetadataProblem }

const childrenNamed = (parent: Element, namespace: string, localName: string) =>
  Array.from(parent.children).filter((child) => child.namespaceURI === namespace && child.localName === localName)

function signingCertificates(descriptor: Element): string[] {
  // A KeyDescriptor without `use` serves both signing and encryption (SAML metadata §2.4.1.1).
  const keys = childrenNamed(descriptor, SAML_METADATA_NS, 'KeyDescriptor').filter((key) => {
    const use = key.getAttribute('use')
    return use === null || use === 'signing'
  })
  return keys.flatMap((key) =>
    Array.from(key.getElementsByTagNameNS(XMLDSIG_NS, 'X509Certificate'), (element) =>
      element.textContent.replace(/\s+/g, ''),
    ).filter((body) => body !== ''),
  )
}

/** The sign-on services a browser can be sent to, the preferred binding first. */
function singleSignOnServices(descriptor: Element): { ssoUrl: string; binding: SsoBinding }[] {
  const services = childrenNamed(descriptor, SAML_METADATA_NS, 'SingleSignOnService')
  return SSO_BINDINGS.flatMap(([urn, binding]) =>
    services.filter((service) => service.getAttribute('Binding') === urn).map((service) => ({ ssoUrl: service.getAttribute('Location')?.trim() ?? '', binding })),
  )
}

/**
 * Reads an identity provider's SAML metadata in the browser, so the user sees what the service
 * will be given — and nothing is sent when it is not IdP metadata at all. The browser's parser
 * resolves no external entities, so a hostile document cannot reach out from here.
 */
export function parseIdpMetadata(xml: string): MetadataParse {
  const fail = (problem: MetadataProblem): MetadataParse => ({ ok: false, problem })
  const document = parseInertDocument(xml.trim(), 'application/xml')
  // Browsers report a parse failure as a <parsererror> element in the returned document.
  if (document.getElementsByTagNameNS('*', 'parsererror').length > 0) return fail({ kind: 'malformed' })
  // SAML metadata never uses a DTD, and a DTD's entities are how a document makes a careless
  // parser read local files or addresses (XXE) or expand without end. This browser resolves none,
  // but the service parses what is sent, so none is sent.
  if (document.doctype) return fail({ kind: 'doctype' })
  const root = document.documentElement
  if (root.namespaceURI !== SAML_METADATA_NS || root.localName !== 'EntityDescriptor') {
    return fail({ kind: 'notMetadata', root: root.namespaceURI ? `${root.localName} (${root.namespaceURI})` : root.localName })
  }
  const entityId = root.getAttribute('entityID')?.trim()
  if (!entityId) return fail({ kind: 'noEntityId' })
  const [descriptor] = childrenNamed(root, SAML_METADATA_NS, 'IDPSSODescriptor')
  if (!descriptor) return fail({ kind: 'noIdpDescriptor' })
  const services = singleSignOnServices(descriptor)
  const [sso] = services
  if (!sso) return fail({ kind: 'noSso' })
  // The service sends browsers to these addresses, by redirect or by a form it posts: a
  // `javascript:` form action would run script in the service's page. Any of them, not only the
  // preferred one, since the service chooses.
  if (!services.every(({ ssoUrl }) => isHttpUrl(ssoUrl))) return fail({ kind: 'ssoNotHttp' })
  return { ok: true, metadata: { entityId, ...sso, signingCertificates: signingCertificates(descriptor) } }
}

export function metadataProblemMessage(problem: MetadataProblem): string {
  switch (problem.kind) {
    case 'malformed':
      return t('saml.validation.xmlMalformed')
    case 'doctype':
      return t('saml.validation.xmlDoctype')
    case 'notMetadata':
      return t('saml.validation.xmlNotMetadata', { root: problem.root })
    case 'noEntityId':
      return t('saml.validation.xmlNoEntityId')
    case 'noIdpDescriptor':
      return t('saml.validation.xmlNoIdpDescriptor')
    case 'noSso':
      return t('saml.validation.xmlNoSso')
    case 'ssoNotHttp':
      return t('saml.validation.xmlSsoNotHttp')
  }
}
