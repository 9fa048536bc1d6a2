import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LoadingView } from '../../../../src/public/ui/LoadingView'
import { STATIC_LOADING_ID, loadingMarkup, removeStaticLoadingViewOnFirstDraw } from '../../../../src/public/ui/loading-markup'

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
