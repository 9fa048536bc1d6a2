/**
 * Code of the page (a module the browser imports) that did not arrive, in the words each browser
 * uses: Chromium's 'Failed to fetch dynamically imported module', Firefox's 'error loading
 * dynamically imported module', Safari's 'Importing a module script failed'. Asked for again only
 * by loading the page afresh (load-page.ts).
 */
export function isCodeLoadFailure(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|importing a module script/i.test(error.message)
}
