// Loaded only through a dynamic import (certificate.ts), so the X.509 parser is fetched when a
// certificate is first checked, never with the console's entry chunk.
// @peculiar/x509 resolves its services through tsyringe, which needs the metadata polyfill first.
import './reflect-polyfill'

export { X509Certificate } from '@peculiar/x509'
