import { BASE_PATH, PATHS } from '../../core/paths'

/** Where a changed password leads: the login page with its success flag (docs/product/change-password.md). */
export const LOGIN_AFTER_CHANGE = `${BASE_PATH}${PATHS.login}?success=true`

/** A full page load of the login page, so nothing of this page (nor its passwords) stays in memory. */
export function goToLoginAfterChange(): void {
  window.location.assign(LOGIN_AFTER_CHANGE)
}
