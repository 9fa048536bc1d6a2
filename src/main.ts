// The page's entry. The loading view that index.html shows before any script runs is styled here.
import './public/ui/plain.css'
import { takeFragmentSignIn } from './core/auth/address-fragment'
import { loadAfreshWhenBroughtBack } from './core/back-forward-cache'
import { startEarlySignIn } from './core/auth/early-sign-in'
import { removeTokensOnPageHide } from './core/auth/page-hide'
import { appConfig } from './core/config'
import { PATHS, routePath } from './core/paths'
import { showStartFailure } from './public/ui/start-failure'
import { themeModeStore } from './core/theme-mode'
import { yieldToBrowser } from './core/utils/yield-to-browser'

// Servers answer the silent-renew path with its own small page (silent-renew.html); one that
// answers every path with index.html gets the same script from here (decision 014). The console's
// modules are fetched from the start (index.html preloads them), and the sign-in client's work
// starts while they download.
if (routePath(window.location.pathname) === PATHS.silentRenew) {
  void import('./core/auth/silent-renew')
} else {
  // A token response in the address leaves it, with the tab's state, before anything else runs
  // (docs/product/sign-in.md); the console decides on it, with no early sign-in meanwhile.
  const fragment = takeFragmentSignIn()
  // Back and Forward never show a page kept in memory: a typed password or a signed-out list.
  loadAfreshWhenBroughtBack()
  // Light or dark before anything paints but index.html's loading view, which plain.css draws in
  // the system's scheme until now (decision 031).
  themeModeStore()
  // Tokens leave storage when the tab is hidden or closed, from before the early sign-in can store
  // any: the console's code may arrive late, or not at all (docs/product/storage.md).
  window.addEventListener('pagehide', removeTokensOnPageHide)
  const early = fragment ? {} : startEarlySignIn(window.location, appConfig())
  // A reload of a signed-in screen shows the shell: its code, MUI's file above all, downloads
  // beside React's instead of after the router has run (decision 014). A failed load is the
  // router's to report when it asks for the same code.
  if (early.restoring) import('./console/shell/AppShell').catch(() => undefined)
  // React DOM's set-up and the console's modules each hold the main thread a while (together
  // 35–45 ms, unthrottled, on the development machine): in two tasks, the browser may paint and
  // answer input in between (decision 014). Both come from files the page already preloads.
  void import('react-dom/client')
    .then(yieldToBrowser)
    .then(() => import('./app/start-console'))
    .then(({ startConsole }) => startConsole(early, fragment))
    // Nothing drawn yet: without this the loading view would stay for ever.
    .catch(showStartFailure)
}
