import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * Reports an import that leads back, through the imports of other files, to the file it is in
 * (decision 028). Unlike import-x/no-cycle it counts every edge: `import type`, lazy `import()`
 * and re-exports too, since a loop of any kind ties two modules into one.
 *
 * The file being linted is read from its syntax tree (what the editor holds); the files it leads
 * to are read from disk with TypeScript's import scanner, which skips the full parse, and kept
 * until their modification time changes.
 */

const CODE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs']

/** @type {Map<string, { mtimeMs: number, imports: string[] }>} */
const importsByFile = new Map()

/** @param {string} file */
function isFile(file) {
  try {
    return statSync(file).isFile()
  } catch {
    // Missing, or a path through a file (`plain.css/index.ts`).
    return false
  }
}

/**
 * The code file a relative specifier names, as a bundler finds it; packages are left out, as no
 * import from a package leads back into this repository.
 * @param {string} fromFile
 * @param {string} specifier
 */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined
  // Vite's suffixes (`?raw`, `?url`) name the same file.
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/[?#].*$/, ''))
  const candidates = [
    base,
    ...CODE_EXTENSIONS.map((extension) => base + extension),
    ...CODE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ]
  return candidates.find((candidate) => CODE_EXTENSIONS.includes(path.extname(candidate)) && isFile(candidate))
}

/**
 * The files a file on disk imports, in any way.
 * @param {string} file
 * @returns {string[]}
 */
function importsOf(file) {
  const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs
  if (mtimeMs === undefined) return []
  const known = importsByFile.get(file)
  if (known?.mtimeMs === mtimeMs) return known.imports
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  const imports = [...new Set(importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter((found) => found !== undefined))]
  importsByFile.set(file, { mtimeMs, imports })
  return imports
}

/**
 * The shortest chain of imports from `start` back to `home`, both ends included, if there is one.
 * @param {string} start
 * @param {string} home
 */
function pathBack(start, home) {
  /** @type {Map<string, string | undefined>} */
  const cameFrom = new Map([[start, undefined]])
  const queue = [start]
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next === home) {
      const chain = []
      for (let at = /** @type {string | undefined} */ (next); at !== undefined; at = cameFrom.get(at)) chain.unshift(at)
      return chain
    }
    for (const imported of importsOf(next)) {
      if (cameFrom.has(imported)) continue
      cameFrom.set(imported, next)
      queue.push(imported)
    }
  }
  return undefined
}

/**
 * The specifier of an import, export-from, lazy import or `import('…')` type.
 * @param {any} node any: the ESTree and typescript-eslint node types differ per visitor
 * @returns {string | undefined}
 */
function specifierOf(node) {
  const literal = node.type === 'TSImportType' ? node.argument?.literal : node.source
  return literal?.type === 'Literal' && typeof literal.value === 'string' ? literal.value : undefined
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that lead back to the importing file, type-only and lazy ones included' },
    schema: [],
    messages: {
      cycle:
        'Import cycle: {{chain}}. No module may lead back to itself through its imports, not even through `import type` or a lazy `import()`: move what both sides need into one of them or into a module of its own (docs/decisions/028-import-boundaries.md).',
    },
  },
  create(context) {
    const home = context.physicalFilename
    // Text linted without a file name ('<text>') has no place in the import graph.
    if (!path.isAbsolute(home)) return {}
    /** @param {import('estree').Node} node */
    const check = (node) => {
      const specifier = specifierOf(node)
      const imported = specifier === undefined ? undefined : resolveImport(home, specifier)
      if (imported === undefined) return
      const chain = imported === home ? [home] : pathBack(imported, home)
      if (chain === undefined) return
      const shown = [home, ...chain].map((file) => path.relative(context.cwd, file).split(path.sep).join('/'))
      context.report({ node, messageId: 'cycle', data: { chain: shown.join(' → ') } })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
    }
  },
}
