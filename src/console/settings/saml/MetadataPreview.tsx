import { useMemo } from 'react'
import { t } from '../../../core/i18n/t'
import { CertificateFacts, CertificateWarnings, Fact, FactsBox } from './CertificateFacts'
import { parseIdpMetadata } from './saml-metadata'
import { useCertificateInfo } from './use-certificate-info'

/** Base64 bodies as PEM blocks, so that every signing certificate is read, not only the first. */
const asPem = (bodies: readonly string[]) =>
  bodies.map((body) => `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----`).join('\n')

/**
 * What the console found in the metadata XML, shown before anything is sent. Shown only for
 * metadata that parses; the field's own message explains any other XML, and metadata without a
 * signing certificate.
 */
export function MetadataPreview({ xml }: { xml: string }) {
  const parsed = useMemo(() => (xml.trim() === '' ? undefined : parseIdpMetadata(xml)), [xml])
  const certificates = parsed?.ok ? parsed.metadata.signingCertificates : []
  const check = useCertificateInfo(certificates.length > 0 ? asPem(certificates) : undefined)
  if (!parsed?.ok) return null
  const { entityId, ssoUrl, binding } = parsed.metadata
  return (
    <FactsBox title={t('saml.preview.title')} after={<CertificateWarnings check={check} />}>
      <Fact term={t('saml.preview.entityId')} fromProvider>
        {entityId}
      </Fact>
      <Fact term={t('saml.preview.ssoUrl')}>
        {/* The address keeps its own direction inside the page's sentence. */}
        <bdi>{ssoUrl}</bdi> ({t('saml.preview.binding', { binding })})
      </Fact>
      <CertificateFacts check={check} />
    </FactsBox>
  )
}
