import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reloadPage } from '../../../../src/core/load-page'
import { LoadingView } from '../../../../src/public/ui/LoadingView'
import { NoticePage } from '../../../../src/public/ui/NoticePage'
import { loadingMarkup, removeStaticLoadingViewOnFirstDraw, servedElsewhereMarkup, startFailedTemplates } from '../../../../src/public/ui/loading-markup'
import { showStartFailure } from '../../../../src/public/ui/start-failure'
import { STATIC_LOADING_ID } from '../../../../src/public/ui/static-view-ids'

vi.mock('../../../../src/core/load-page', () => ({ reloadPage: vi.fn() }))

describe('the loading view written into index.html', () => {
  it('is exactly what LoadingView renders, so the first render replaces it without a visible change', () => {
    expect(loadingMarkup()).toBe(renderToStaticMarkup(<LoadingView />))
  })

  it('says "Loading IAM UI Application..." while loading', () => {
    const page = new DOMParser().parseFromString(loadingMarkup(), 'text/html')
    expect(page.querySelector('[role="status"]')?.textContent).toBe('Loading IAM UI Application...')
  })

  it('stays until the console draws its first element, then goes', async () => {
    document.body.innerHTML = `<div id="root"></div><div id="${STATIC_LOADING_ID}">${loadingMarkup()}</div>`
    const root = document.getElementById('root')
    if (!root) throw new Error('no root')
    removeStaticLoadingViewOnFirstDraw(root)

    root.append(document.createTextNode(''))
    await Promise.resolve()
    expect(document.getElementById(STATIC_LOADING_ID)).not.toBeNull()

    root.append(document.createElement('main'))
    await Promise.resolve()
    expect(document.getElementById(STATIC_LOADING_ID)).toBeNull()
    document.body.innerHTML = ''
  })
})

describe('the loading view of a build served elsewhere than /ui/iam/', () => {
  const removed: HTMLStyleElement[] = []

  /** The static view as index.html holds it, with the page's stylesheets (`styled`) or none. */
  function staticView(styled: boolean) {
    document.body.innerHTML = `<div id="${STATIC_LOADING_ID}">${loadingMarkup()}${servedElsewhereMarkup()}</div>`
    // The stylesheets LoadingView imports stand for the build's own, which load only under /ui/iam/.
    if (!styled) {
      for (const sheet of Array.from(document.head.querySelectorAll('style'))) {
        sheet.remove()
        removed.push(sheet)
      }
    }
    const status = document.querySelector('[role="status"]')
    const sentence = document.querySelector('.plain-served-elsewhere')
    if (!status || !sentence) throw new Error('the static view lost a part')
    return { status, sentence }
  }

  afterEach(() => {
    document.head.append(...removed.splice(0))
    document.body.innerHTML = ''
  })

  // That the loading line then goes is for Chromium to show (tests/e2e/demo.spec.ts): jsdom's
  // cascade ignores rules written with :where().
  it('says so when its stylesheet, one of its files, is not found', () => {
    const { sentence } = staticView(false)
    expect(sentence.textContent).toBe('The console must be served under /ui/iam/.')
    expect(getComputedStyle(sentence).display).not.toBe('none')
  })

  it('shows only the loading line where its files are found', () => {
    const { status, sentence } = staticView(true)
    expect(getComputedStyle(sentence).display).toBe('none')
    expect(getComputedStyle(status).display).toBe('flex')
  })
})


describe('a console that cannot start', () => {
  /** index.html as the build writes it: the root, the loading view and the failure templates. */
  function builtPage() {
    document.body.innerHTML = `<div id="root"></div><div id="${STATIC_LOADING_ID}">${loadingMarkup()}${servedElsewhereMarkup()}</div>${startFailedTemplates()}`
  }

  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('is drawn as a page that cannot be shown, heading and Retry, and nothing of it shows until needed', () => {
    const drawn = (heading: string) => renderToStaticMarkup(<NoticePage standalone heading={heading} action={{ label: 'Retry', onClick: () => undefined }} />)
    const page = new DOMParser().parseFromString(startFailedTemplates(), 'text/html')
    const templates = Array.from(page.querySelectorAll('template'))
    expect(templates.map((template) => template.innerHTML)).toEqual([
      drawn('Error in connecting to server ...'),
      drawn('We encountered an unknown error. Please try again.'),
    ])
    builtPage()
    expect(document.body.querySelectorAll('h1')).toHaveLength(1)
  })

  it("says the connection failed when its code did not arrive, takes the focus to say so, and Retry loads the page afresh", () => {
    builtPage()
    showStartFailure(new TypeError('Failed to fetch dynamically imported module: /ui/iam/assets/start.js'))
    const view = document.getElementById(STATIC_LOADING_ID)
    expect(view?.querySelector('[role="status"]')).toBeNull()
    const heading = view?.querySelector('h1')
    expect(heading?.textContent).toBe('Error in connecting to server ...')
    expect(document.activeElement).toBe(heading)
    expect(reloadPage).not.toHaveBeenCalled()
    view?.querySelector('button')?.click()
    expect(reloadPage).toHaveBeenCalledOnce()
  })

  it('says an unknown error happened after any other failure, never the error’s own words', () => {
    builtPage()
    showStartFailure(new Error('<b>internal</b> detail'))
    expect(document.getElementById(STATIC_LOADING_ID)?.textContent).toBe('We encountered an unknown error. Please try again.Retry')
  })
})
