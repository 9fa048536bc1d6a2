// @peculiar/x509 resolves its services through tsyringe, which needs the metadata polyfill first.
import '../src/console/settings/saml/reflect-polyfill'
import * as x509 from '@peculiar/x509'
import type { AccessKey } from '../src/core/api/schemas'

const isArrayBuffer = (value: unknown): value is ArrayBuffer =>
  Object.prototype.toString.call(value) === '[object ArrayBuffer]'

/**
 * WebCrypto whose methods get views instead of bare ArrayBuffers. Node's WebCrypto rejects an
 * ArrayBuffer made in another realm, which is what vitest's jsdom environment hands it (vitest
 * issue #5365); a typed-array view over the same bytes is accepted in every realm and browser.
 */
function realmSafeCrypto(crypto: Crypto): Crypto {
  const subtle = new Proxy(crypto.subtle, {
    get(target, property) {
      const member: unknown = Reflect.get(target, property, target)
      if (typeof member !== 'function') return member
      return (...args: unknown[]): unknown =>
        Reflect.apply(member, target, args.map((arg) => (isArrayBuffer(arg) ? new Uint8Array(arg) : arg)))
    },
  })
  return new Proxy(crypto, {
    get(target, property) {
      if (property === 'subtle') return subtle
      const member: unknown = Reflect.get(target, property, target)
      return typeof member === 'function' ? (member.bind(target) as unknown) : member
    },
  })
}

x509.cryptoProvider.set(realmSafeCrypto(globalThis.crypto))

const KEY_ALGORITHM: EcKeyGenParams = { name: 'ECDSA', namedCurve: 'P-256' }
const SIGNING_ALGORITHM: EcdsaParams = { name: 'ECDSA', hash: 'SHA-256' }

export interface AccessKeyOverrides {
  uuid?: string
  /** Hexadecimal; a positive DER integer, so the first digit must be below 8. */
  serialNumber?: string
  /** An RSA key of this length instead of the ECDSA P-256 key the service issues (tests of weak keys). */
  rsaKeyBits?: number
}

/** X.509 validity has whole seconds; the key's times must equal the certificate's exactly. */
export function toWholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000)
}

function randomSerialNumber(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  // Keeps the top bit clear so the serial stays a positive integer of the full length.
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x10
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * A service account key as the IAM service issues it: a fresh ECDSA P-256 key pair, a
 * self-signed certificate valid from `createdAt` to `expiresAt`, and both as PEM texts.
 */
/** A key as the mock service issues it: always with its creation and expiry times. */
export type IssuedAccessKey = AccessKey & { created_time: string; expiry_time: string }

export async function createAccessKey(
  subjectName: string,
  createdAt: Date,
  expiresAt: Date,
  overrides: AccessKeyOverrides = {},
): Promise<IssuedAccessKey> {
  const notBefore = toWholeSeconds(createdAt)
  const notAfter = toWholeSeconds(expiresAt)
  const rsa = overrides.rsaKeyBits !== undefined && { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', modulusLength: overrides.rsaKeyBits, publicExponent: new Uint8Array([1, 0, 1]) }
  const keys = await globalThis.crypto.subtle.generateKey(rsa || KEY_ALGORITHM, true, ['sign', 'verify'])
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: overrides.serialNumber ?? randomSerialNumber(),
    // The JSON form of the name keeps commas or '=' in an account name from being read as syntax.
    name: [{ CN: [subjectName] }, { O: ['IAM service accounts'] }],
    notBefore,
    notAfter,
    keys,
    signingAlgorithm: rsa || SIGNING_ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.clientAuth]),
    ],
  })
  const pkcs8 = await globalThis.crypto.subtle.exportKey('pkcs8', keys.privateKey)
  return {
    uuid: overrides.uuid ?? globalThis.crypto.randomUUID(),
    serial_number: certificate.serialNumber,
    created_time: notBefore.toISOString(),
    expiry_time: notAfter.toISOString(),
    certificate: certificate.toString('pem'),
    private_key: x509.PemConverter.encode(pkcs8, 'PRIVATE KEY'),
  }
}
