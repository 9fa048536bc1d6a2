import { readdirSync } from 'node:fs'
import path from 'node:path'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import { noImportCycle } from './no-import-cycle.js'

/**
 * Who may import whom (docs/decisions/028-import-boundaries.md). Each zone forbids the files of
 * `target` to import anything under `from` but the `except` folders (relative to `from`); packages
 * resolve outside the repository's folders and stay allowed unless a zone names them.
 */

const ROOT = path.resolve(import.meta.dirname, '..')
/** Where packages resolve to when node_modules is a real folder of the checkout. */
const OWN_PACKAGES = './node_modules'

/** Every folder of src/console but the shell and ui is an area: a new folder is isolated at once. */
const AREAS = readdirSync(path.join(ROOT, 'src/console'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'ui' && entry.name !== 'shell')
  .map((entry) => entry.name)

/** What the end user's pages load: the public pages, their routes and the root route above every page. */
const PUBLIC_WING = ['src/public', 'src/routes/(public)', 'src/routes/__root.tsx']
/** The signed-in console and its routes. */
const CONSOLE_WING = ['src/console', 'src/routes/(console)']

const zones = [
  {
    target: 'src/core',
    from: '.',
    except: ['./src/core', OWN_PACKAGES],
    message: 'Core imports only core and packages: no wing (src/public, src/console), no app, no routes, no mocks.',
  },
  {
    target: PUBLIC_WING,
    from: '.',
    except: ['./src/core', './src/public', './src/routes/(public)', OWN_PACKAGES],
    message: 'The public wing (src/public, src/routes/(public), the root route) imports only core, public and packages: never the console, app or mocks.',
  },
  {
    // Glob: a package resolves wherever node_modules really is (it may be a link).
    target: [...PUBLIC_WING, 'src/core'],
    from: ['/**/node_modules/@mui/**', '/**/node_modules/@emotion/**'],
    message: 'The public wing and core never load MUI or emotion (decision 017): draw with src/public/ui.',
  },
  {
    target: CONSOLE_WING,
    from: ['src/public', 'src/app', 'src/main.ts', 'mocks'],
    // Resolved against each `from`: only src/public has such a folder.
    except: ['./terms-banner'],
    message:
      'The console (src/console, src/routes/(console)) imports from the public wing only src/public/terms-banner, and never app, main.ts or mocks.',
  },
  {
    target: ['src/console/ui', 'src/console/shell'],
    from: AREAS.map((area) => `src/console/${area}`),
    message: 'src/console/ui and src/console/shell import no area: what an area and they share belongs in src/console/ui.',
  },
  ...AREAS.map((area) => ({
    target: `src/console/${area}`,
    from: 'src/console',
    except: ['./ui', `./${area}`],
    message: `A console area imports from src/console only ui and its own folder (${area}): what two areas share belongs in src/console/ui; routes and app compose areas.`,
  })),
  {
    target: 'src/console/ui',
    from: 'src/console/shell',
    message: 'src/console/ui does not import the shell: the shell is built from ui, not the other way round.',
  },
]

export const importBoundaries = [
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, local: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.jsx'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
      'local/no-import-cycle': 'error',
    },
  },
]
