// The loading view as HTML, written into index.html at build time: the page shows it as soon as
// the document and its stylesheet arrive, before any script has run, and until the console
// draws its first element. A unit test keeps it identical to what LoadingView renders.
// The build (build/static-loading-view.ts) runs this under Node's own module loader, which needs
// the extension written.
import { en } from '../../core/i18n/en.ts'
import { START_FAILED_IDS, STATIC_LOADING_ID } from './static-view-ids.ts'

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

/** The page that cannot start, as FailedPageView draws a page that cannot be shown: its heading and a Retry. */
function startFailedView(heading: string): string {
  return (
    '<main class="plain-notice" data-standalone="true">' +
    `<h1 class="plain-heading">${escapeHtml(heading)}</h1>` +
    `<button type="button" class="plain-button" data-variant="contained" data-size="medium"><span class="plain-button-label">${escapeHtml(en.table.retry)}</span></button>` +
    '</main>'
  )
}

/** The two views showStartFailure (start-failure.ts) puts in place of the loading view, as inert templates. */
export function startFailedTemplates(): string {
  return (
    `<template id="${START_FAILED_IDS.connection}">${startFailedView(en.Errors.FETCH_COMMUNICATION_ERROR)}</template>` +
    `<template id="${START_FAILED_IDS.other}">${startFailedView(en.Errors.unknownError)}</template>`
  )
}
