import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useMemo, type ReactNode } from 'react'
import { t } from '../../../core/i18n/t'
import { parseIdpMetadata } from './saml-metadata'
import { useCertificateInfo } from './use-certificate-info'

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  )
}

function CertificateEntries({ certificate }: { certificate: string }) {
  const check = useCertificateInfo(certificate)
  if (check === undefined || check === 'reading') {
    return <Entry term={t('saml.preview.certificateSubject')}>{t('saml.preview.readingCertificate')}</Entry>
  }
  // An unreadable certificate is explained at the Metadata XML field, which refuses it.
  if (!check.ok) return null
  const expiry = day.format(check.info.notAfter)
  return (
    <>
      <Entry term={t('saml.preview.certificateSubject')}>{check.info.subject}</Entry>
      <Entry term={t('saml.preview.certificateExpiry')}>
        {check.info.expired ? <Box component="span" sx={{ color: 'error.main' }}>{t('saml.preview.expired', { date: expiry })}</Box> : expiry}
      </Entry>
    </>
  )
}

/**
 * What the console found in the metadata XML, shown before anything is sent. Shown only for
 * metadata that parses; the field's own message explains any other XML.
 */
export function MetadataPreview({ xml }: { xml: string }) {
  const parsed = useMemo(() => (xml.trim() === '' ? undefined : parseIdpMetadata(xml)), [xml])
  if (!parsed?.ok) return null
  const { entityId, ssoUrl, binding, signingCertificates } = parsed.metadata
  const [certificate] = signingCertificates
  return (
    <Box component="section" aria-label={t('saml.preview.title')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('saml.preview.title')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        <Entry term={t('saml.preview.entityId')}>{entityId}</Entry>
        <Entry term={t('saml.preview.ssoUrl')}>
          {ssoUrl} ({t('saml.preview.binding', { binding })})
        </Entry>
        {certificate !== undefined && <CertificateEntries certificate={certificate} />}
      </Box>
      {certificate === undefined && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('saml.preview.noCertificate')}
        </Alert>
      )}
    </Box>
  )
}
