import { Outlet } from '@tanstack/react-router'
import { AreaLayout } from '../ui/AreaLayout'
import { SectionMenu } from '../ui/SectionMenu'
import { t } from '../../core/i18n/t'
import { PATHS } from '../../core/paths'

const ITEMS = [{ to: PATHS.authentication, label: t('settings.authentication') }] as const

export function SettingsLayout() {
  return (
    <AreaLayout menu={<SectionMenu title={t('settings.menuTitle')} items={ITEMS} />}>
      <Outlet />
    </AreaLayout>
  )
}
