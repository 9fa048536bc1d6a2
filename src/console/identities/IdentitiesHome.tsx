import { IdentitiesLayout } from './IdentitiesLayout'
import { UsersPage } from '../users/UsersPage'

/** The default content of the console ('/' shows the identities users list: docs/product/shell-and-routes.md). */
export function IdentitiesHome() {
  return (
    <IdentitiesLayout>
      <UsersPage />
    </IdentitiesLayout>
  )
}
