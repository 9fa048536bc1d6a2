import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { describeError } from '../../../core/api/errors'
import { t } from '../../../core/i18n/t'

/** Why a list could not be read, with 'Retry' to read it again (docs/product/errors.md). */
export function FailedReadAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('table.retry')}
          </Button>
        )
      }
    >
      {describeError(error) ?? t('toasts.loadFailed')}
    </Alert>
  )
}
