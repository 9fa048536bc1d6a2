// The page's entry. The loading view that index.html shows before any script runs is styled here.
import './components/plain/plain.css'
import { PATHS, routePath } from './paths'

// The silent-renew page runs in a hidden frame, on the console's own main thread, at every reload
// and renewal: it only hands the provider's reply to the console, and loads nothing more
// (docs/decisions/021). The console's modules are still fetched from the start (index.html
// preloads them), so importing them here costs no round trip.
if (routePath(window.location.pathname) === PATHS.silentRenew) {
  void import('./auth/silent-renew').then(({ finishSilentRenew }) => finishSilentRenew())
} else {
  void import('./start-console').then(({ startConsole }) => startConsole())
}
