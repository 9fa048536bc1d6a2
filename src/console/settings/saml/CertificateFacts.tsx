import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { t } from '../../../core/i18n/t'
import { MIN_RSA_KEY_BITS, validOnlyFrom, type CertificateCheck } from './certificate'
import { formatDateTime, formatDay } from '../../../core/i18n/format'

type Check = CertificateCheck | 'reading' | undefined

/**
 * One term and its value in a FactsBox. A value read from the provider's metadata or certificate
 * (`fromProvider`) keeps its own direction (docs/product/languages.md), isolated as a name in a
 * sentence is, while the list keeps the page's alignment: an entity ID ending in '/' keeps the '/'
 * at its end in an Arabic page.
 */
export function Fact({ term, fromProvider = false, children }: { term: string; fromProvider?: boolean; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {fromProvider ? <bdi>{children}</bdi> : children}
      </Typography>
    </>
  )
}

/**
 * The subject and expiry of the certificate in use (the one that lasts longest), as facts; nothing
 * when the text does not read, since the field that holds it says why.
 */
export function CertificateFacts({ check }: { check: Check }) {
  if (check === undefined) return null
  if (check === 'reading') return <Fact term={t('saml.preview.certificateSubject')}>{t('saml.preview.readingCertificate')}</Fact>
  if (!check.ok) return null
  const { subject, notAfter, expired } = check.info
  const expiry = formatDay(notAfter)
  return (
    <>
      <Fact term={t('saml.preview.certificateSubject')} fromProvider>
        {subject}
      </Fact>
      <Fact term={t('saml.preview.certificateExpiry')}>
        {expired ? <Box component="span" sx={{ color: 'error.main' }}>{t('saml.preview.expired', { date: expiry })}</Box> : expiry}
      </Fact>
    </>
  )
}

/**
 * Warnings, not refusals, about the certificate in use: no certificate of the set is valid yet
 * (validOnlyFrom), it expires within 30 days (CERTIFICATE_EXPIRY_WARNING_DAYS; with a later one
 * beside it, the next is already published), or its RSA key is shorter than MIN_RSA_KEY_BITS.
 */
export function CertificateWarnings({ check }: { check: Check }) {
  if (typeof check !== 'object' || !check.ok) return null
  const { expiresSoon, notAfter, weakRsaKeyBits } = check.info
  const validFrom = validOnlyFrom(check.all)
  const warnings = [
    validFrom !== undefined && t('saml.preview.notYetValid', { date: formatDateTime(validFrom.toISOString()) }),
    expiresSoon && t('saml.preview.expiresSoon', { date: formatDay(notAfter) }),
    weakRsaKeyBits !== undefined && t('saml.preview.weakKey', { bits: weakRsaKeyBits, minimum: MIN_RSA_KEY_BITS }),
  ].filter((warning) => warning !== false)
  return warnings.map((warning) => (
    <Alert key={warning} severity="warning" sx={{ mt: 1 }}>
      {warning}
    </Alert>
  ))
}

/** A titled, bordered list of facts the form read, shown before anything is sent; `after` goes below the list. */
export function FactsBox({ title, children, after }: { title: string; children: ReactNode; after?: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {children}
      </Box>
      {after}
    </Box>
  )
}
