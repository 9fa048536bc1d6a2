import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Runs `vite build` (production) or `vite build --mode demo` with its output on this terminal.
 * `onStart` receives the child process, so that a caller being stopped can stop the build too.
 */
export function viteBuild(mode?: 'demo', onStart?: (child: ChildProcess) => void): Promise<void> {
  const viteCli = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js')
  const args = ['build', ...(mode ? ['--mode', mode] : [])]
  return new Promise((resolveBuild, reject) => {
    const child = spawn(process.execPath, [viteCli, ...args], { cwd: REPO_ROOT, stdio: 'inherit' })
    onStart?.(child)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolveBuild()
      else reject(new Error(`vite ${args.join(' ')} failed (${signal ?? `exit code ${String(code)}`}).`))
    })
  })
}
