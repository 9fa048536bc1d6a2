import { t } from '../../../core/i18n/t'

/** A certificate this close to its expiry is still taken, with a warning (docs/product/saml.md). */
export const CERTIFICATE_EXPIRY_WARNING_DAYS = 30
/**
 * An RSA key shorter than this is still taken, with a warning: 1024-bit RSA has been out of use
 * for signatures since 2013 (NIST SP 800-131A), and answers signed with it could be forged.
 */
export const MIN_RSA_KEY_BITS = 2048
const DAY_MS = 86_400_000

export interface CertificateInfo {
  subject: string
  notBefore: Date
  notAfter: Date
  /** Its validity had not begun when it was read: an identity provider's clock or a certificate issued ahead. */
  notYetValid: boolean
  /** Past its expiry when it was read: the service would refuse whatever it signs. */
  expired: boolean
  /** Not expired, but within CERTIFICATE_EXPIRY_WARNING_DAYS of it when it was read. */
  expiresSoon: boolean
  /** The length of its key when that is an RSA key shorter than MIN_RSA_KEY_BITS. */
  weakRsaKeyBits: number | undefined
}

export type CertificateProblem = 'invalid' | 'privateKey' | 'readerUnavailable'
export type CertificateCheck =
  | {
      ok: true
      /** The certificate of the text that lasts longest (certificateInUse), the one a preview describes. */
      info: CertificateInfo
      /** Every certificate of the text. */
      all: CertificateInfo[]
    }
  | { ok: false; reason: CertificateProblem }

/**
 * Of an identity provider's signing certificates, the one that lasts longest: current while any is.
 * During a rollover its metadata holds the old certificate beside the new one, and answers signed
 * with either verify; the set is refused as expired only when this one has expired.
 */
export function certificateInUse(certificates: readonly CertificateInfo[]): CertificateInfo | undefined {
  return certificates.reduce<CertificateInfo | undefined>(
    (longest, certificate) => (longest && longest.notAfter >= certificate.notAfter ? longest : certificate),
    undefined,
  )
}

interface ReadCertificate {
  subject: string
  notBefore: Date
  notAfter: Date
  /** The parser's description of the key: an RSA key's carries its modulus length in bits. */
  publicKey: { algorithm: Algorithm & { modulusLength?: number } }
}

function describe(certificate: ReadCertificate, now: number): CertificateInfo {
  const left = certificate.notAfter.getTime() - now
  const rsaBits = certificate.publicKey.algorithm.modulusLength
  return {
    subject: certificate.subject,
    notBefore: certificate.notBefore,
    notAfter: certificate.notAfter,
    notYetValid: certificate.notBefore.getTime() > now,
    expired: left < 0,
    expiresSoon: left >= 0 && left < CERTIFICATE_EXPIRY_WARNING_DAYS * DAY_MS,
    weakRsaKeyBits: rsaBits !== undefined && rsaBits < MIN_RSA_KEY_BITS ? rsaBits : undefined,
  }
}

/**
 * When the set's signatures begin to verify: the start of the certificate in use while none of the
 * set is valid yet. Undefined while any is valid, as the one of a rollover in use until then is,
 * and when every one has expired, which is a refusal instead.
 */
export function validOnlyFrom(certificates: readonly CertificateInfo[]): Date | undefined {
  const inUse = certificateInUse(certificates)
  const noneValid = certificates.every((certificate) => certificate.expired || certificate.notYetValid)
  return inUse?.notYetValid && noneValid ? inUse.notBefore : undefined
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g
// Letters, then at most two '=' of padding; that they come in groups of four is a length check. A
// pattern of repeated groups would backtrack through each group, and V8 runs out of stack on a
// text of a few MB.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

function decodeBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  const body = text.replace(/\s+/g, '')
  if (body === '' || body.length % 4 !== 0 || !BASE64.test(body)) return undefined
  return Uint8Array.from(atob(body), (char) => char.charCodeAt(0))
}

/**
 * The DER bodies in a certificate text: PEM blocks, or one bare base64 body as SAML metadata
 * carries it. Undefined when the text is neither.
 */
function derBodies(text: string): Uint8Array<ArrayBuffer>[] | undefined {
  const blocks = Array.from(text.matchAll(PEM_CERTIFICATE), (match) => match[1] ?? '')
  const outside = text.replace(PEM_CERTIFICATE, '').trim()
  const bodies = blocks.length > 0 ? (outside === '' ? blocks : []) : [text]
  const decoded = bodies.map(decodeBase64).filter((der) => der !== undefined)
  return decoded.length > 0 && decoded.length === bodies.length ? decoded : undefined
}

/**
 * Checks that a text is one or more X.509 certificates (PEM, or the bare base64 of metadata)
 * and reads their subjects and expiries. The parser is loaded on first use only.
 */
export async function readCertificate(text: string): Promise<CertificateCheck> {
  // Refused outright: a private key pasted here would otherwise be sent to the service.
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) return { ok: false, reason: 'privateKey' }
  const bodies = derBodies(text.trim())
  if (!bodies) return { ok: false, reason: 'invalid' }
  let X509Certificate: typeof import('./x509').X509Certificate
  try {
    ;({ X509Certificate } = await import('./x509'))
  } catch {
    // The parser's chunk did not load (offline, or a new deployment replaced it).
    return { ok: false, reason: 'readerUnavailable' }
  }
  try {
    // Every certificate must parse.
    const now = Date.now()
    const all = bodies.map((der) => describe(new X509Certificate(der), now))
    const info = certificateInUse(all)
    if (!info) return { ok: false, reason: 'invalid' }
    return { ok: true, info, all }
  } catch {
    return { ok: false, reason: 'invalid' }
  }
}

export function certificateProblemMessage(reason: CertificateProblem): string {
  switch (reason) {
    case 'invalid':
      return t('saml.validation.certificateInvalid')
    case 'privateKey':
      return t('saml.validation.certificatePrivateKey')
    case 'readerUnavailable':
      return t('saml.validation.certificateReaderUnavailable')
  }
}
