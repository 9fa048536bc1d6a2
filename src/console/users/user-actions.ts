import type { User } from '../../core/api/schemas'

/** What the users list's buttons may do for the checked rows (docs/product/users.md 'Actions'). */
export interface UserActions {
  /** The one user an action acts on, when exactly one is checked. */
  target?: User
  canUpdate: boolean
  canActivate: boolean
  canDeactivate: boolean
}

export function userActions(selected: readonly User[]): UserActions {
  const target = selected.length === 1 ? selected[0] : undefined
  return {
    target,
    canUpdate: target?.type === 'local',
    canActivate: target?.active === false,
    canDeactivate: target?.active === true,
  }
}
