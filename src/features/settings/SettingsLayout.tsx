import { Outlet } from '@tanstack/react-router'
import { AreaLayout } from '../../components/AreaLayout'
import { SectionMenu } from '../../components/SectionMenu'
import { t } from '../../i18n/t'
import { PATHS } from '../../paths'

const ITEMS = [{ to: PATHS.authentication, label: t('settings.authentication') }] as const

export function SettingsLayout() {
  return (
    <AreaLayout menu={<SectionMenu title={t('settings.menuTitle')} items={ITEMS} />}>
      <Outlet />
    </AreaLayout>
  )
}
