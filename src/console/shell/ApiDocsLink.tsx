import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Link from '@mui/material/Link'
import { appConfig } from '../../core/config'
import { t } from '../../core/i18n/t'

/** 'Launch AuthN API Docs': the service's API reference in a new tab, which gets no hold on this one. */
export function ApiDocsLink() {
  return (
    <Link
      href={appConfig().apiDocsUrl}
      target="_blank"
      rel="noopener noreferrer"
      color="inherit"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 24 }}
    >
      {t('app.launchApiDocs')}
      <OpenInNewIcon fontSize="small" aria-hidden="true" />
    </Link>
  )
}
