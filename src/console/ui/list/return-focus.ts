import { focusByScript } from '../../../core/utils/focus-by-script'

/** The list a control stands in (its section, which holds the list's actions and table), if any. */
export const listOf = (control: Element): Element | null => control.closest('section')

/** The label of the action each table holds the focus for, until the focus leaves the table. */
const heldFor = new WeakMap<Element, string>()

const labelOf = (control: HTMLElement) => control.textContent.trim()

/**
 * Gives the focus back to `control` (a list's action, a dialog's opener) once what took it away is
 * done, or, when `control` can no longer hold it, to the table of `list`, the list that holds
 * `control` (found when the focus left it: a control drawn again since is out of the page).
 * A list action is disabled while it runs and when it no longer applies (a delete clears the
 * selection), and a browser drops a disabled control's focus to the page's body, from where the
 * next Tab starts again at the top of the page. From the table, it goes on through the rows; the
 * table holds it for the action, which takes it back if it becomes available again first
 * (`takeFocusBack`). A control in no list and unable to hold the focus is left as it is.
 */
export function returnFocusTo(control: HTMLElement, list: Element | null = listOf(control)): void {
  if (control.isConnected && !control.matches(':disabled')) {
    control.focus()
    return
  }
  const table = list?.querySelector('table')
  if (!table) return
  focusByScript(table)
  heldFor.set(table, labelOf(control))
  table.addEventListener('focusout', () => heldFor.delete(table), { once: true })
}

/**
 * An action available again (its call failed, so it still applies) takes back the focus its list's
 * table has held for it since the action could not hold it, so that Enter tries again at once.
 * The action is matched by its label: a disabled action is drawn again inside the wrapper that
 * explains it, as another element.
 */
export function takeFocusBack(control: HTMLElement): void {
  const table = listOf(control)?.querySelector('table')
  if (table && document.activeElement === table && heldFor.get(table) === labelOf(control)) control.focus()
}
