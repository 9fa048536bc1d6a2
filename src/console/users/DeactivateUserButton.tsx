import type { User } from '../../core/api/schemas'
import { useSessionClaims } from '../../core/auth/use-session'
import { t, tIsolated } from '../../core/i18n/t'
import { useSingleFlight } from '../../core/utils/single-flight'
import { useConfirm } from '../ui/ConfirmDialog'
import { ActionButton } from '../ui/list/ActionButton'
import { isSignedInUser } from './signed-in-user'
import { deactivateBlock, type UserActions } from './user-actions'
import { useDeactivateUser } from './use-set-user-active'

const REASONS = {
  notOneActive: 'users.deactivateOnlyActive',
  self: 'users.deactivateSelf',
} as const

/**
 * 'Deactivate' of the users list (docs/product/users.md 'Actions'): never for the signed-in user,
 * and only after a confirmation. A component of its own because it follows the session: a
 * renewal or the logout re-renders this button, not the list, whose reads would start again
 * (without a token) once the logout has emptied the cache.
 */
export function DeactivateUserButton({ actions }: { actions: UserActions }) {
  const claims = useSessionClaims()
  const confirm = useConfirm()
  const deactivate = useDeactivateUser()
  // Deactivating locks a user out, so it is confirmed first; one request however fast the
  // presses come, and a failure's toast comes from the query client.
  const deactivateOnce = useSingleFlight(async (user: User) => {
    const confirmed = await confirm({
      title: t('users.confirmDeactivate.title'),
      message: tIsolated('users.confirmDeactivate.message', { name: user.username }),
      confirmLabel: t('users.confirmDeactivate.confirm'),
    })
    if (confirmed) await deactivate.mutateAsync({ uuid: user.uuid, active: false })
  })
  const block = deactivateBlock(actions, (user) => isSignedInUser(user, claims))
  return (
    <ActionButton
      label={t('users.deactivate')}
      disabledReason={block && t(REASONS[block])}
      busy={deactivate.isPending}
      // Disabled while something blocks it, so a press always has its one target.
      onClick={() => actions.target && deactivateOnce(actions.target)}
    />
  )
}
