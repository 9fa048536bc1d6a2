import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { t, type MessageKey } from '../../core/i18n/t'
import { VisuallyHidden } from './VisuallyHidden'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's name in the browser's tab and history (docs/product/shell-and-routes.md 'Page titles'). */
    title?: MessageKey
  }
}

/**
 * Names the browser tab after the page shown: the deepest matched route's `staticData.title`, then
 * the console's name; the console's name alone where no route gives one. Set here rather than by the
 * router's HeadContent, which manages every head tag and weighs 1.4 KB more (decision 038).
 *
 * It also reads the new name out when the console moves to another page. A page load announces
 * itself; a link the router follows changes the page in place and a screen reader says nothing,
 * and the router has no announcer of its own. The first page is not read out: it loaded.
 */
export function DocumentTitle() {
  const title = useRouterState({ select: (state) => state.matches.findLast((match) => match.staticData.title)?.staticData.title })
  const text = title ? t('app.documentTitle', { page: t(title) }) : t('app.title')
  // A new language draws the console again from the top (App.tsx), and this with it.
  useEffect(() => {
    document.title = text
  }, [text])
  const [first] = useState(text)
  const [moved, setMoved] = useState(false)
  if (!moved && text !== first) setMoved(true)
  return <VisuallyHidden live>{moved ? text : ''}</VisuallyHidden>
}
