// The page's entry. The loading view that index.html shows before any script runs is styled here.
import './components/plain/plain.css'
import { startEarlySignIn } from './auth/early-sign-in'
import { appConfig } from './config'
import { PATHS, routePath } from './paths'

// Servers answer the silent-renew path with its own small page (silent-renew.html); one that
// answers every path with index.html gets the same script from here (decision 022). The console's
// modules are fetched from the start (index.html preloads them), and the sign-in client's work
// starts while they download.
if (routePath(window.location.pathname) === PATHS.silentRenew) {
  void import('./auth/silent-renew')
} else {
  const early = startEarlySignIn(window.location, appConfig())
  void import('./start-console').then(({ startConsole }) => startConsole(early))
}
