/**
 * Moves the focus to an element that takes none of its own (a heading, a table) to tell the
 * keyboard and screen readers where the page now is. It becomes focusable by script only: no stop
 * on the Tab key's way.
 */
export function focusByScript(element: HTMLElement): void {
  element.tabIndex = -1
  element.focus()
}

/** A page's heading; a loading view's heading names the console, not the page coming. */
export const PAGE_HEADING = 'h1:not([data-loading-view] h1)'

/**
 * Nothing holds the focus: it fell to the page's body (a focused control was disabled or left the
 * page), from where the next Tab starts again at the top of the page.
 */
export function focusIsLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body
}
