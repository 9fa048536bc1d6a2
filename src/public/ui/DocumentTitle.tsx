import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { t, type MessageKey } from '../../core/i18n/t'

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
 */
export function DocumentTitle() {
  const title = useRouterState({ select: (state) => state.matches.findLast((match) => match.staticData.title)?.staticData.title })
  // A new language draws the console again from the top (App.tsx), and this with it.
  useEffect(() => {
    document.title = title ? t('app.documentTitle', { page: t(title) }) : t('app.title')
  }, [title])
  return null
}
