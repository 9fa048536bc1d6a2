// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')
const CONSOLE = join(ROOT, 'src/console')
const PUBLIC = join(ROOT, 'src/public')
/** The one public folder both wings show (docs/decisions/017-plain-end-user-pages.md). */
const SHARED = join(PUBLIC, 'terms-banner')

const consoleFiles = readdirSync(CONSOLE, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => join(CONSOLE, file))

/** Where each relative import (static or dynamic) of `file` points, as a path from the repository. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)].map((match) => match[1] ?? '')
  return specifiers.map((specifier) => resolve(dirname(file), specifier))
}

describe('the border between the console and the end-user pages', () => {
  it('reads the console’s files', () => {
    expect(consoleFiles.length).toBeGreaterThan(50)
  })

  it('keeps the console off the light kit: it imports from src/public only the terms banner', () => {
    const crossings = consoleFiles.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(PUBLIC + '/') && !target.startsWith(SHARED + '/'))
        .map((target) => `${relative(ROOT, file)} -> ${relative(ROOT, target)}`),
    )
    expect(crossings).toEqual([])
  })

  it('draws the console’s icons with @mui/icons-material only', () => {
    const drawn = consoleFiles.filter((file) => /<svg\b|createSvgIcon|@mui\/material\/SvgIcon/.test(readFileSync(file, 'utf8')))
    expect(drawn.map((file) => relative(ROOT, file))).toEqual([])
  })
})
