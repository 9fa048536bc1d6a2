import { IdentitiesLayout } from './IdentitiesLayout'
import { UsersPage } from '../users/UsersPage'

/** The default content of the console (SPEC.md §2: '/' shows the identities users list). */
export function IdentitiesHome() {
  return (
    <IdentitiesLayout>
      <UsersPage />
    </IdentitiesLayout>
  )
}
