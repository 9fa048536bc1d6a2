import { Outlet } from '@tanstack/react-router'
import { AreaLayout } from '../ui/AreaLayout'
import { SectionMenu } from '../ui/SectionMenu'
import { t } from '../../core/i18n/t'
import { PATHS } from '../../core/paths'

const ITEMS = [
  { to: PATHS.users, label: t('identities.users') },
  { to: PATHS.serviceUsers, label: t('identities.serviceAccounts') },
] as const

export function IdentitiesLayout() {
  return (
    <AreaLayout menu={<SectionMenu title={t('identities.menuTitle')} subtitle={t('identities.menuSubtitle')} items={ITEMS} />}>
      <Outlet />
    </AreaLayout>
  )
}
