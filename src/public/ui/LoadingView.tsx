import { t } from '../../core/i18n/t'
import { NoticePage } from './NoticePage'
import { Spinner } from './Spinner'
import './plain.css'

/** The loading view (docs/product/shell-and-routes.md 'Start-up'), shown while sign-in or the first data is pending. */
export function LoadingView() {
  return (
    <NoticePage standalone loading heading={t('app.title')}>
      <div role="status" className="plain-status">
        <Spinner />
        <span>{t('app.loading')}</span>
      </div>
    </NoticePage>
  )
}
