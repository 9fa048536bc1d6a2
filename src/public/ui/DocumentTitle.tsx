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
 * Names the browser tab after the page shown: the deepest loaded route's `staticData.title`, then
 * the console's name; the console's name alone where no route gives one. Set here rather than by the
 * router's HeadContent, which manages every head tag and weighs 1.4 KB more (decision 038).
 *
 * Only a loaded route names the tab. A route still waiting for its code has not brought its screen's
 * texts yet (English's other screens come with their code), so its title would show as a key.
 *
 * It also reads the new name out when the console moves to another page. A page load announces
 * itself; a link the router follows changes the page in place and a screen reader says nothing,
 * and the router has no announcer of its own. The first page is not read out: it loaded.
 */
export function DocumentTitle() {
  const title = useRouterState({
    select: (state) => state.matches.findLast((match) => match.status === 'success' && match.staticData.title)?.staticData.title,
  })
  const text = title ? t('app.documentTitle', { page: t(title) }) : t('app.title')
  // A new language draws the console again from the top (App.tsx), and this with it.
  useEffect(() => {
    document.title = text
  }, [text])
  // The first page's name is the one it has once the router has shown it, however it got there.
  const loaded = useRouterState({ select: (state) => state.resolvedLocation !== undefined })
  const [first, setFirst] = useState<string>()
  if (loaded && first === undefined) setFirst(text)
  const [moved, setMoved] = useState(false)
  if (!moved && first !== undefined && text !== first) setMoved(true)
  return <VisuallyHidden live>{moved ? text : ''}</VisuallyHidden>
}
