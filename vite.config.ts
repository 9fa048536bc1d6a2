import { resolve } from 'node:path'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import type { Rolldown } from 'vite'
import { defineConfig } from 'vitest/config'
import { mockServiceWorker } from './build/mock-service-worker.ts'
import { preloadConsole } from './build/preload-console.ts'
import { staticLoadingView } from './build/static-loading-view.ts'

/** Modes whose bundle may start the in-browser mock service (docs/decisions/002-mock-mode.md). */
const MOCK_MODES = new Set(['demo', 'development', 'test'])

const inRepo = (file: string) => resolve(import.meta.dirname, file)
const CONSOLE_PAGE = inRepo('index.html')

/**
 * The files the build makes besides the router's one per route and what loads on demand
 * (docs/decisions/014-bundle-split.md). A group takes the modules its test names and every module
 * they import, unless an earlier group has taken it; everything else is left to the automatic
 * chunking, which gives each on-demand import (a screen, a modal, the toasts, oidc-client-ts, the
 * X.509 parser with its metadata polyfill, jose) a file of its own.
 */
const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  // What every page runs, as one file.
  { name: 'framework', test: /node_modules[\\/](react|react-dom|@tanstack)[\\/]/ },
  // What the page's entry (src/main.ts) imports: paths, configuration, storage keys, the early
  // sign-in, zod. It runs before React has loaded. The silent-renew frame's script stays apart,
  // for its own page to load alone.
  { name: 'start', tags: ['$initial'], test: (id) => /[\\/]src[\\/](core|public)[\\/]/.test(id) && !id.includes('silent-renew') },
  // What every page runs once React is there: src/app, the route files without the components the
  // router splits off them (`?tsr-split=`), the terms banner that both wings show, and what they
  // import: the end-user kit's loading view, src/core and src/console (search schemas, query
  // options). The rest of the end-user kit goes with the end-user pages' own files.
  // The Theme controls' hook and the language's formats are named too: both wings' screens use
  // them and nothing here imports them, so they would join the console's file (its pager formats
  // numbers) and bring MUI to the login page.
  { name: 'app', test: /[\\/]src[\\/](?:(?:app|routes|public[\\/]terms-banner)[\\/][^?]*|core[\\/](?:use-theme-mode|i18n[\\/]format)\.ts)$/ },
  // The console's frame and list kit with MUI and emotion: what every signed-in screen shows.
  { name: 'console', test: /[\\/]src[\\/]console[\\/](shell|ui[\\/]list)[\\/]/ },
]

export default defineConfig(({ mode }) => {
  const mockSupport = MOCK_MODES.has(mode)
  return {
    base: '/ui/iam/',
    // Every server swaps this placeholder for a fresh nonce per response (docs/decisions/012-content-security-policy.md).
    html: { cspNonce: '__CSP_NONCE__' },
    define: { __IAM_MOCK_SUPPORT__: JSON.stringify(mockSupport) },
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      // The loading view in index.html itself: the page shows it before any script has run.
      staticLoadingView(CONSOLE_PAGE),
      // The console comes behind import() in the entry; index.html still fetches it from the start.
      preloadConsole(CONSOLE_PAGE, inRepo('src/app/start-console.tsx')),
      // msw's worker, for the modes that can run the mock service; a production build has neither.
      ...(mockSupport ? [mockServiceWorker(mode)] : []),
    ],
    build: {
      // Every browser the console supports preloads modules itself; the polyfill would be one more
      // file for the silent-renew page.
      modulePreload: { polyfill: false },
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        // The console's page, and the silent-renew frame's own small page.
        input: { index: CONSOLE_PAGE, 'silent-renew': inRepo('silent-renew.html') },
        output: { codeSplitting: { groups: CHUNK_GROUPS } },
        treeshake: {
          // Emotion imports hoist-non-react-statics for its withTheme, which nothing here uses; being
          // CommonJS, the package would stay in the console's file for side effects it does not have.
          moduleSideEffects: (id) => (/[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/.test(id) ? false : undefined),
        },
      },
    },
    test: {
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['tests/unit/setup.ts'],
      // Integration tests render the whole console; on a loaded 2-core machine 5 s is too tight.
      testTimeout: 20_000,
      // Vitest leaves a core for itself by default; its own process waits on the workers, so on two
      // cores that default halves the speed of the unit tests.
      maxWorkers: '100%',
      // The end-user pages style with plain CSS files: the tests read their computed styles too.
      css: true,
      restoreMocks: true,
      clearMocks: true,
    },
  }
})
