// The loading view as HTML, written into index.html at build time: the page shows it as soon as
// the document and its stylesheet arrive, before any script has run, and until the console
// draws its first element. A unit test keeps it identical to what LoadingView renders.
// The build (build/static-loading-view.ts) runs this under Node's own module loader, which needs
// the extension written.
import { en } from '../../core/i18n/en.ts'

/** The element of index.html that holds it, beside the console's root. */
export const STATIC_LOADING_ID = 'static-loading'

/**
 * Removes the static loading view as soon as the console has drawn an element in `root`, and
 * not before: the router's first render can be empty while a route's code still loads.
 */
export function removeStaticLoadingViewOnFirstDraw(root: HTMLElement): void {
  const placeholder = document.getElementById(STATIC_LOADING_ID)
  if (!placeholder) return
  const observer = new MutationObserver(() => {
    if (!root.firstElementChild) return
    // Observer callbacks run before the next paint: the two never show together.
    placeholder.remove()
    observer.disconnect()
  })
  observer.observe(root, { childList: true })
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function loadingMarkup(): string {
  return (
    '<main class="plain-notice" data-standalone="true" data-loading-view="true">' +
    `<h1 class="plain-heading">${escapeHtml(en.app.title)}</h1>` +
    '<div role="status" class="plain-status">' +
    '<span class="plain-spinner" role="progressbar" aria-hidden="true"></span>' +
    `<span>${escapeHtml(en.app.loading)}</span>` +
    '</div></main>'
  )
}

/**
 * The static view's answer to a build served elsewhere than /ui/iam/ (at a site's root, say): the
 * page then finds none of its files, which all live under /ui/iam/, and would show the loading
 * view forever. The stylesheet is one of those files, so it decides: the small style here hides
 * the loading line and leaves this sentence, and the stylesheet, once it loads, does the opposite
 * (plain.css). `:where` gives the style no weight, so the stylesheet wins wherever it stands.
 */
export function servedElsewhereMarkup(): string {
  return (
    `<style>:where(#${STATIC_LOADING_ID} .plain-status){display:none}</style>` +
    `<p class="plain-served-elsewhere">${escapeHtml(en.app.servedElsewhere)}</p>`
  )
}
