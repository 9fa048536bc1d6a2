// The loading view written into index.html beside the console's root, so that the page shows it
// as soon as the document and its stylesheet arrive, before any script has run; start-console.tsx
// removes it when the console draws its first element (docs/decisions/014-bundle-split.md).
import type { Plugin } from 'vite'
import { loadingMarkup, servedElsewhereMarkup, startFailedTemplates } from '../src/public/ui/loading-markup.ts'
import { STATIC_LOADING_ID } from '../src/public/ui/static-view-ids.ts'

const EMPTY_ROOT = '<div id="root"></div>'

/**
 * Writes the loading view into `page` (the console's index.html) at build time, with what it says
 * instead when the build is served elsewhere than its base path (servedElsewhereMarkup), and the
 * views that take its place when the console cannot start (startFailedTemplates).
 */
export function staticLoadingView(page: string): Plugin {
  return {
    name: 'iam-static-loading-view',
    // The dev server styles through scripts: there the markup would show unstyled for a moment.
    apply: 'build',
    transformIndexHtml(html, { filename }) {
      if (filename !== page) return html
      if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html no longer holds ${EMPTY_ROOT}`)
      return html.replace(EMPTY_ROOT, `${EMPTY_ROOT}<div id="${STATIC_LOADING_ID}">${loadingMarkup()}${servedElsewhereMarkup()}</div>${startFailedTemplates()}`)
    },
  }
}
