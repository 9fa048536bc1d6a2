import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import type { HtmlTagDescriptor, Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { STATIC_LOADING_ID, loadingMarkup } from './src/public/ui/loading-markup.ts'

const require = createRequire(import.meta.url)

/** Modes whose bundle may start the in-browser mock service (see docs/decisions/002-mock-mode.md). */
const MOCK_MODES = new Set(['demo', 'development', 'test'])

/**
 * Serves and emits msw's worker only when the mock service is part of the bundle, so a
 * production build carries neither msw nor the worker file.
 */
function mockServiceWorker(mode: string): Plugin {
  const workerSource = () => readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8')
  return {
    name: 'iam-mock-service-worker',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.endsWith('/mockServiceWorker.js')) {
          next()
          return
        }
        res.setHeader('Content-Type', 'text/javascript')
        res.end(workerSource())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: workerSource() })
    },
    writeBundle(options) {
      if (mode !== 'demo') return
      // The offline demo is the same build with mock mode switched on in its config.js.
      const file = resolve(options.dir ?? 'dist-demo', 'config.js')
      const source = readFileSync(file, 'utf8')
      const demo = source.replace('mock: false', 'mock: true')
      if (demo === source) throw new Error('public/config.js no longer holds "mock: false"')
      writeFileSync(file, demo)
    },
  }
}

/**
 * The loading view in the page itself, beside the console's root, so it shows before any script
 * runs; start-console.tsx removes it when the console draws its first element (decision 020).
 */
function staticLoadingView(): Plugin {
  const emptyRoot = '<div id="root"></div>'
  return {
    name: 'iam-static-loading-view',
    // The dev server styles through scripts: there the markup would show unstyled for a moment.
    apply: 'build',
    transformIndexHtml(html, { filename }) {
      if (filename !== CONSOLE_PAGE) return html
      if (!html.includes(emptyRoot)) throw new Error(`index.html no longer holds ${emptyRoot}`)
      return html.replace(emptyRoot, `${emptyRoot}<div id="${STATIC_LOADING_ID}">${loadingMarkup()}</div>`)
    },
  }
}

/** The console's page, and the silent-renew frame's own small page (decision 022). */
const CONSOLE_PAGE = resolve(import.meta.dirname, 'index.html')
const SILENT_RENEW_PAGE = resolve(import.meta.dirname, 'silent-renew.html')
/** The page's entry, which starts the console (decisions 021, 022). */
const ENTRY_FILE = resolve(import.meta.dirname, 'src/main.ts')
const CONSOLE_START_FILE = resolve(import.meta.dirname, 'src/app/start-console.tsx')
/**
 * The console's modules that both the end-user pages (the login page above all) and the shell show.
 * In the 'console' file they cost the login page nothing, as it loads them anyway, and save both a
 * request each (decision 023).
 */
const SHARED_BY_LOGIN_AND_SHELL = ['src/public/ui/VisuallyHidden.tsx', 'src/public/terms-banner/TermsBanner.tsx', 'src/core/utils/use-single-submit.ts'].map(
  (file) => resolve(import.meta.dirname, file),
)

/**
 * main.ts imports the console with import(): it starts the sign-in before the console's modules
 * run, and where a server answers the silent-renew path with index.html it runs none of them
 * (decisions 021, 022). The page still fetches the console's modules and styles from the start, as
 * if main.ts imported them statically: index.html preloads them.
 */
function preloadConsole(): Plugin {
  let base = '/'
  return {
    name: 'iam-preload-console',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk, filename }) {
        if (!bundle || !chunk || filename !== CONSOLE_PAGE) return html
        const start = chunk.dynamicImports
          .map((file) => bundle[file])
          .find((output) => output?.type === 'chunk' && output.moduleIds.includes(CONSOLE_START_FILE))
        if (start?.type !== 'chunk') throw new Error('main.ts no longer imports start-console.tsx')
        const scripts = new Set<string>()
        const styles = new Set<string>()
        const visit = (file: string) => {
          const output = bundle[file]
          if (scripts.has(file) || output?.type !== 'chunk') return
          scripts.add(file)
          for (const css of output.viteMetadata?.importedCss ?? []) styles.add(css)
          for (const imported of output.imports) visit(imported)
        }
        visit(start.fileName)
        const links = (rel: string, files: Set<string>): HtmlTagDescriptor[] =>
          [...files]
            .filter((file) => !html.includes(`${base}${file}"`))
            .map((file) => ({ tag: 'link', attrs: { rel, crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }))
        return { html, tags: [...links('modulepreload', scripts), ...links('stylesheet', styles)] }
      },
    },
  }
}

/** The part of rolldown's chunking context the start-up groups read. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

/** `root` and every module it imports statically, directly or not. */
function staticallyImported(graph: ModuleGraph, root: string): Set<string> {
  const found = new Set<string>()
  const pending = [root]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue
    found.add(id)
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return found
}

type StartChunk = 'start' | 'console'

/** Which start-up file each of the console's own modules goes in (see `startChunkGroups`). */
function startChunkOf(graph: ModuleGraph): Map<string, StartChunk> {
  const startUp = staticallyImported(graph, CONSOLE_START_FILE)
  for (const shared of SHARED_BY_LOGIN_AND_SHELL) for (const id of staticallyImported(graph, shared)) startUp.add(id)
  const entry = staticallyImported(graph, ENTRY_FILE)
  return new Map([...startUp].map((id) => [id, entry.has(id) ? 'start' : 'console']))
}

/**
 * Two files for the console's own start-up modules (decision 021). 'console': what runs as the
 * console starts, as one file, as it was while main.ts imported it statically (behind import()
 * it came as a dozen small files, 2.5 KB more on every screen), and the modules the login page
 * shares with the shell (decision 023). 'start': the few modules that
 * the entry also runs (paths, configuration, storage keys, the early sign-in of decision 022), so
 * that it need not load the console to run them. Made per build: the module graph is read once
 * per build.
 */
function startChunkGroups() {
  let chunks: Map<string, StartChunk> | undefined
  const group = (chunk: StartChunk) => ({
    debugName: chunk,
    name: (id: string, graph: ModuleGraph) => {
      chunks ??= startChunkOf(graph)
      return !id.includes('node_modules') && chunks.get(id) === chunk ? chunk : null
    },
  })
  return [group('start'), group('console')]
}

/** Packages MUI styles with, whole. */
const MUI_ENGINE = /node_modules[\\/](@emotion|stylis|clsx|react-is|prop-types|hoist-non-react-statics|@babel[\\/]runtime|react-transition-group|@mui[\\/](system|utils|styled-engine|private-theming|icons-material))[\\/]/
/** The one part of MUI's engine the login page uses (its colour arithmetic): kept out of the 'mui' group. */
const SHARED_WITH_LOGIN = /@mui[\\/]system[\\/]colorManipulator[\\/]/
/** @mui/material folders the shell and the lists show on their first render. */
const MUI_SHELL_PARTS = new Set(
  (
    'styles utils internal colors transitions zero-styled DefaultPropsProvider GlobalStyles CssBaseline useLazyRipple ' +
    'Box Paper Typography SvgIcon ButtonBase Button IconButton CircularProgress Link AppBar Toolbar ' +
    'List ListItem ListItemButton ListItemText Table TableHead TableBody TableRow TableCell TableContainer TableSortLabel ' +
    'Checkbox Chip Alert'
  ).split(' '),
)

/**
 * The shell's own frame (header, left panel, theme, section menus) and its two layout routes' code:
 * every signed-in screen shows them with MUI, so they travel in MUI's file (decision 023).
 */
const SHELL_FRAME =
  /src[\\/](components[\\/](shell[\\/]|MuiTheme\.|NavLinkList\.|SectionMenu\.)|features[\\/]identities[\\/]IdentitiesLayout\.|routes[\\/]_shell(\.tsx|[\\/]identities\.tsx)\?tsr-split)/

function isMuiShellModule(id: string): boolean {
  if (MUI_ENGINE.test(id) || SHELL_FRAME.test(id)) return true
  const part = /node_modules[\\/]@mui[\\/]material[\\/]([^\\/]+)[\\/]/.exec(id)?.[1]
  return part !== undefined && MUI_SHELL_PARTS.has(part)
}

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
      staticLoadingView(),
      preloadConsole(),
      ...(mockSupport ? [mockServiceWorker(mode)] : []),
    ],
    build: {
      // Every browser the console supports preloads modules itself; the polyfill would be one more
      // file for the silent-renew page.
      modulePreload: { polyfill: false },
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        input: { index: CONSOLE_PAGE, 'silent-renew': SILENT_RENEW_PAGE },
        output: {
          codeSplitting: {
            groups: [
              {
                // The validation library apart from the framework: the entry reads the configuration
                // with it to start the sign-in before React has loaded (decisions 021, 022).
                name: 'zod',
                test: /node_modules[\\/]zod[\\/]/,
              },
              {
                // What every page runs, as one file: split by importer it came as some twenty small
                // files whose imports and separate compression cost ~6 KB on the login page.
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store|cookie-es|seroval|tiny-invariant|tiny-warning)[\\/]/,
              },
              {
                // The login page's colour arithmetic, taken first so that the next group, which takes
                // what its modules import as well, leaves it out: the login page shows no MUI.
                name: 'colour',
                test: SHARED_WITH_LOGIN,
              },
              // Before 'mui': a group also takes what its modules import, and the shell's frame imports
              // the console's own modules, which belong in the console's files.
              ...startChunkGroups(),
              {
                // MUI's styling engine, the shell's frame and the components of every list, as one
                // file: split by importer they came as some thirty small files (decisions 019, 023).
                name: 'mui',
                test: isMuiShellModule,
              },
              {
                // The sign-in client and the console's set-up of it, as one file: every page that
                // signs in loads both.
                name: 'oidc-client-ts',
                test: /node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]|src[\\/]auth[\\/]oidc\.ts$/,
              },
              {
                // The X.509 parser and the metadata polyfill its tsyringe needs travel together, so
                // the polyfill always runs first (split apart, the parser's chunk could run before it).
                name: 'x509',
                test: /node_modules[\\/](reflect-metadata|tsyringe|@peculiar|asn1js|pvtsutils|pvutils|@noble|tslib)[\\/]|reflect-polyfill/,
              },
            ],
          },
        },
      },
    },
    test: {
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['tests/unit/setup.ts'],
      // Integration tests render the whole console; on a loaded 2-core machine 5 s is too tight.
      testTimeout: 20_000,
      // The end-user pages style with plain CSS files: the tests read their computed styles too.
      css: true,
      restoreMocks: true,
      clearMocks: true,
    },
  }
})
