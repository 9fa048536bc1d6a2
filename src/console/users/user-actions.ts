import type { User } from '../../core/api/schemas'

/** What the users list's buttons may do for the checked rows (docs/product/users.md 'Actions'). */
export interface UserActions {
  /** The one user an action acts on, when exactly one is checked. */
  target?: User
  canUpdate: boolean
  canActivate: boolean
  /** Exactly one active user is checked; whether that is the signed-in one is `deactivateBlock`'s to say. */
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

/**
 * Why 'Deactivate' may not act on the checked users: not exactly one active user, or the one
 * signed in (`isSelf`, signed-in-user.ts), whom the console never deactivates. Undefined when it may.
 */
export function deactivateBlock({ target, canDeactivate }: UserActions, isSelf: (user: User) => boolean): 'notOneActive' | 'self' | undefined {
  if (!target || !canDeactivate) return 'notOneActive'
  return isSelf(target) ? 'self' : undefined
}
