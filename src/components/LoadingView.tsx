import { t } from '../i18n/t'
import { Spinner } from './plain/Spinner'
import './plain/plain.css'

/** SPEC.md §1's loading view, shown while sign-in or the first data is pending. */
export function LoadingView() {
  return (
    <main className="plain-notice" data-standalone>
      <h1 className="plain-heading">{t('app.title')}</h1>
      <div role="status" className="plain-status">
        <Spinner />
        <span>{t('app.loading')}</span>
      </div>
    </main>
  )
}
