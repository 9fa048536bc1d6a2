// The page's entry (src/main.ts) imports the console with import(): it starts the sign-in before
// the console's modules run, and on the silent-renew path it runs none of them
// (docs/decisions/014-bundle-split.md). This plugin lists the console's scripts and styles in
// index.html as preloads, so that they still download from the start, not once the entry has run.
import type { HtmlTagDescriptor, Plugin } from 'vite'

/** Preloads, in `page`, the chunk that holds `consoleStart` and every chunk it imports statically. */
export function preloadConsole(page: string, consoleStart: string): Plugin {
  let base = '/'
  return {
    name: 'iam-preload-console',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        if (!bundle || filename !== page) return html
        const chunkOf = (file: string) => {
          const output = bundle[file]
          return output?.type === 'chunk' ? output : undefined
        }
        const start = Object.keys(bundle).find((file) => chunkOf(file)?.moduleIds.includes(consoleStart))
        if (!start) throw new Error(`no chunk of the build holds ${consoleStart}`)
        const scripts = new Set<string>()
        const styles = new Set<string>()
        const visit = (file: string) => {
          const chunk = chunkOf(file)
          if (!chunk || scripts.has(file)) return
          scripts.add(file)
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css)
          for (const imported of chunk.imports) visit(imported)
        }
        visit(start)
        const links = (rel: string, files: Set<string>): HtmlTagDescriptor[] =>
          [...files]
            .filter((file) => !html.includes(`${base}${file}"`))
            .map((file) => ({ tag: 'link', attrs: { rel, crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }))
        return { html, tags: [...links('modulepreload', scripts), ...links('stylesheet', styles)] }
      },
    },
  }
}
