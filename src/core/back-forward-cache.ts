/**
 * Browsers keep a page that is left whole in memory, and show it again as it was when the user
 * comes back with Back or Forward (the back/forward cache). For this console that page is what a
 * shared computer must not keep (docs/product/sign-in.md 'Back and Forward'):
 * - the login page with the password typed there, which 'Show password' then reads out;
 * - a signed-in screen with its lists, after a logout;
 * - any signed-in screen whose tokens left storage as the page was hidden, so it no longer works.
 *
 * So a page that is put away is emptied first, and a page brought back is loaded afresh: the login
 * page empty, a signed-in screen signed in again silently or sent to the login page.
 */
export function loadAfreshWhenBroughtBack(): void {
  window.addEventListener('pagehide', (event) => {
    // Kept in memory: nothing of what it shows or holds stays to be drawn again, not even for the
    // moment before the reload.
    if (event.persisted) document.body.replaceChildren()
  })
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload()
  })
}
