// @vitest-environment node
import path from 'node:path'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

// The project's own eslint.config.js, without the rules that need the type checker (they would
// build a TypeScript program per run and say nothing about imports).
const ROOT = path.resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: ROOT, overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }] })
const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'local/no-import-cycle'])

/** What the boundary rules say about `code` if it were the file at `file`. */
async function boundaryProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return (result?.messages ?? []).filter(({ ruleId }) => ruleId !== null && BOUNDARY_RULES.has(ruleId)).map(({ message }) => message)
}

describe('import boundaries (decision 028)', () => {
  it('keeps the public wing away from the console, app and MUI', async () => {
    expect(await boundaryProblems('src/public/login/Proof.tsx', "import { AppShell } from '../../console/shell/AppShell'\nexport const proof = AppShell\n")).toEqual([
      expect.stringContaining('The public wing (src/public, src/routes/(public), the root route) imports only core, public and packages'),
    ])
    expect(await boundaryProblems('src/routes/(public)/proof.tsx', "import { createAppRouter } from '../../app/router'\nexport const proof = createAppRouter\n")).toEqual([
      expect.stringContaining('The public wing'),
    ])
    expect(await boundaryProblems('src/routes/__root.tsx', "import { UsersPage } from '../console/users/UsersPage'\nexport const proof = UsersPage\n")).toEqual([
      expect.stringContaining('The public wing'),
    ])
    for (const library of ['@mui/material/Button', '@emotion/react']) {
      expect(await boundaryProblems('src/public/ui/Proof.tsx', `export const proof = import('${library}')\n`)).toEqual([
        expect.stringContaining('never load MUI or emotion'),
      ])
    }
    expect(await boundaryProblems('src/public/login/Proof.tsx', "import { t } from '../../core/i18n/t'\nimport { TermsBanner } from '../terms-banner/TermsBanner'\nimport { z } from 'zod/mini'\nexport const proof = [t, TermsBanner, z]\n")).toEqual([])
  })

  it('keeps core free of both wings, app and routes', async () => {
    for (const imported of ['../public/login/LoginPage', '../console/ui/ConfirmDialog', '../app/router', '../routes/__root', '../../mocks/db']) {
      expect(await boundaryProblems('src/core/proof.ts', `import type * as proof from '${imported}'\nexport type Proof = typeof proof\n`)).toEqual([
        expect.stringContaining('Core imports only core and packages'),
      ])
    }
    expect(await boundaryProblems('src/core/auth/proof.ts', "export const proof = import('@mui/material/styles')\n")).toEqual([expect.stringContaining('never load MUI')])
  })

  it('keeps each console area to itself, ui, core and the terms banner', async () => {
    expect(await boundaryProblems('src/console/users/proof.ts', "export { serviceAccountsQuery } from '../service-accounts/queries'\n")).toEqual([
      expect.stringContaining('A console area imports from src/console only ui and its own folder (users)'),
    ])
    expect(await boundaryProblems('src/console/settings/saml/proof.ts', "export * from '../../shell/AppShell'\n")).toEqual([expect.stringContaining('(settings)')])
    expect(await boundaryProblems('src/console/service-accounts/proof.ts', "import { NoticePage } from '../../public/ui/NoticePage'\nexport const proof = NoticePage\n")).toEqual([
      expect.stringContaining('imports from the public wing only src/public/terms-banner'),
    ])
    const allowed = [
      "import { ConfirmProvider } from '../ui/ConfirmDialog'",
      "import { TermsBanner } from '../../public/terms-banner/TermsBanner'",
      "import { t } from '../../core/i18n/t'",
      "import { samlFormSchema } from './saml/saml-form'",
      "import Button from '@mui/material/Button'",
    ]
    expect(await boundaryProblems('src/console/settings/proof.ts', `${allowed.join('\n')}\nexport const proof = [ConfirmProvider, TermsBanner, t, samlFormSchema, Button]\n`)).toEqual([])
  })

  it('keeps the console ui and shell away from the areas, and the console routes away from public pages', async () => {
    expect(await boundaryProblems('src/console/ui/list/proof.ts', "export { usersQuery } from '../../users/queries'\n")).toEqual([expect.stringContaining('import no area')])
    expect(await boundaryProblems('src/console/shell/proof.ts', "export { directoriesQuery } from '../settings/queries'\n")).toEqual([expect.stringContaining('import no area')])
    expect(await boundaryProblems('src/routes/(console)/_shell/proof.tsx', "export { LoginPage } from '../../../public/login/LoginPage'\n")).toEqual([
      expect.stringContaining('The console (src/console, src/routes/(console)) imports from the public wing only src/public/terms-banner'),
    ])
    const composing = "export { UsersPage } from '../console/users/UsersPage'\nexport { LoginPage } from '../public/login/LoginPage'\n"
    expect(await boundaryProblems('src/app/proof.ts', composing)).toEqual([])
  })

  it('refuses an import that leads back to its own file, type-only and lazy ones too', async () => {
    expect(await boundaryProblems('src/core/toast-queue.ts', "import type { notify } from './notify'\nexport type Notify = typeof notify\n")).toEqual([
      expect.stringContaining('Import cycle: src/core/toast-queue.ts → src/core/notify.ts → src/core/toast-queue.ts.'),
    ])
    expect(await boundaryProblems('src/core/i18n/en.ts', "export const proof = () => import('./t')\n")).toEqual([
      expect.stringContaining('Import cycle: src/core/i18n/en.ts → src/core/i18n/t.ts → src/core/i18n/catalogue.ts → src/core/i18n/en.ts.'),
    ])
    expect(await boundaryProblems('mocks/seed.ts', "export type { MockDb } from './db'\n")).toEqual([expect.stringContaining('Import cycle: mocks/seed.ts → mocks/db.ts → mocks/seed.ts.')])
  })

  it('is part of the project configuration for every file in src and mocks', async () => {
    for (const file of ['src/main.ts', 'src/console/users/UsersPage.tsx', 'mocks/db.ts']) {
      const { rules } = (await eslint.calculateConfigForFile(path.join(ROOT, file))) as { rules: Record<string, unknown[]> }
      for (const rule of BOUNDARY_RULES) expect(rules[rule]?.[0]).toBe(2)
    }
  })
})
