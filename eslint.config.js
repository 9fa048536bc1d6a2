import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { importBoundaries } from './lint/import-boundaries.js'

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-demo/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'src/routeTree.gen.ts',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  // Who may import whom, and no import cycles (docs/decisions/028-import-boundaries.md).
  ...importBoundaries,
  // TanStack Query's own rules: query keys that match what the query reads, stable clients.
  ...pluginQuery.configs['flat/recommended'],
  {
    // Query keys come from the endpoint table's factories (src/core/api/endpoint-options.ts,
    // each area's queries.ts), never typed out, so a key cannot drift from the read it names.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression, CallExpression[callee.property.name=/QueryData$/] > ArrayExpression",
          message: 'Take the query key from its factory (queryKeyFor, endpointKey or the area’s queries.ts).',
        },
      ],
    },
  },
  {
    // A route sends elsewhere by throwing the router's redirect, which is not an Error by design.
    files: ['src/routes/**/*.tsx'],
    rules: {
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] }],
    },
  },
)
