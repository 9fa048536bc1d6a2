// What the page shows when the console cannot start at all: its own code did not arrive, or start-up
// failed before anything was drawn. The static loading view in index.html would otherwise stay for
// ever. The entry runs this, so it holds no texts: the build writes the views into index.html as
// templates (loading-markup.ts), in English as the loading view is.
import { reloadPage } from '../../core/load-page'
import { isCodeLoadFailure } from '../../core/utils/code-load-failure'
import { focusByScript } from '../../core/utils/focus-by-script'
import { START_FAILED_IDS, STATIC_LOADING_ID } from './static-view-ids'

/**
 * Puts the failure in place of the loading view: 'Error in connecting to server ...' when code did
 * not arrive, else the unknown error, with a Retry that loads the page afresh (the browser would
 * answer a second import of the same code with the first one's failure). The heading takes the
 * focus, as a new page's does, so that a screen reader reads it.
 */
export function showStartFailure(error: unknown): void {
  const view = document.getElementById(STATIC_LOADING_ID)
  const template = document.getElementById(START_FAILED_IDS[isCodeLoadFailure(error) ? 'connection' : 'other'])
  if (!view || !(template instanceof HTMLTemplateElement)) return
  view.replaceChildren(template.content.cloneNode(true))
  view.querySelector('button')?.addEventListener('click', reloadPage)
  const heading = view.querySelector('h1')
  if (heading) focusByScript(heading)
}
