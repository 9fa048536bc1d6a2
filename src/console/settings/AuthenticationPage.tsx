import DownloadIcon from '@mui/icons-material/Download'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Tooltip from '@mui/material/Tooltip'
import { appConfig } from '../../core/config'
import { PageTitle } from '../ui/PageTitle'
import { t } from '../../core/i18n/t'
import { DirectoryProvidersList } from './directories/DirectoryProvidersList'
import { SamlProvidersList } from './saml/SamlProvidersList'
// This screen's English texts come with its code (other-screens-texts.ts).
import '../../core/i18n/other-screens-texts'

/**
 * docs/product/settings.md: for /settings and any path containing /authentication, the SAML
 * providers, the directory providers and the service provider's metadata.
 * `addingProvider`: another settings path, which opens the add-provider form over the lists.
 */
export function AuthenticationPage({ addingProvider = false }: { addingProvider?: boolean }) {
  return (
    // One column no wider than the page: each list's table scrolls inside its own box instead.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <PageTitle>{t('settings.authentication')}</PageTitle>
        {/* describeChild: the tooltip says what the link is for; the link's name stays its text. */}
        <Tooltip title={t('authenticationPage.downloadMetadataTooltip')} describeChild>
          {/* A plain link: the metadata is public, and the browser saves it under this name. */}
          <Link
            href={`${appConfig().apiRoot}/saml/sp/metadata`}
            download="iam-metadata"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <DownloadIcon fontSize="small" aria-hidden="true" />
            {t('authenticationPage.downloadMetadata')}
          </Link>
        </Tooltip>
      </Box>
      <SamlProvidersList addingProvider={addingProvider} />
      <DirectoryProvidersList />
    </Box>
  )
}
