import type { User } from '../../core/api/schemas'

/** What the users list's buttons may do for the checked rows (docs/product/users.md 'Actions'). */
export interface UserActions {
  /** The one user an action acts on, when exactly one is checked. */
  target?: User
  canUpdate: boolean
  canActivate: boolean
  canDeactivate: boolean
  /** The one checked user is the one signed in, whom the console never deactivates. */
  targetIsSelf: boolean
}

/** `isSelf` tells whether a user is the one signed in (signed-in-user.ts). */
export function userActions(selected: readonly User[], isSelf: (user: User) => boolean): UserActions {
  const target = selected.length === 1 ? selected[0] : undefined
  const targetIsSelf = target !== undefined && isSelf(target)
  return {
    target,
    canUpdate: target?.type === 'local',
    canActivate: target?.active === false,
    canDeactivate: target?.active === true && !targetIsSelf,
    targetIsSelf,
  }
}
