// jsdom has <dialog> but not its modal methods. This stands in for them as far as the tests
// need: `open` follows showModal/close, and Escape in an open dialog is a close request as in a
// browser: none when the keydown's default was prevented or the dialog says closedby="none";
// otherwise `cancel` fires and, unless it is cancelled, the dialog closes and fires `close`.
// What the browser adds (inert page, focus, top layer) is checked by the browser tests.
// Tests in the node environment have no DOM at all.
const dialog = typeof HTMLDialogElement === 'undefined' ? undefined : HTMLDialogElement.prototype

if (dialog && typeof dialog.showModal !== 'function') {
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
    this.setAttribute('aria-modal', 'true')
  }
  dialog.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.removeAttribute('aria-modal')
    this.dispatchEvent(new Event('close'))
  }
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !(event.target instanceof Element)) return
    const open = event.target.closest('dialog[open]')
    if (!(open instanceof HTMLDialogElement) || open.getAttribute('closedby') === 'none') return
    if (open.dispatchEvent(new Event('cancel', { cancelable: true }))) open.close()
  })
}
