import { useNavigate } from '@tanstack/react-router'
import { NoticePage } from '../ui/NoticePage'
import { t } from '../../core/i18n/t'
import { PATHS } from '../../core/paths'

export function NotFoundPage() {
  const navigate = useNavigate()
  return (
    <NoticePage
      standalone
      heading={t('notFound.heading')}
      body={t('notFound.body')}
      action={{ label: t('notFound.backToSafety'), onClick: () => void navigate({ to: PATHS.home }) }}
    />
  )
}
