import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const PACKAGE_BY_PATH = {
  regex: '^(\\.{1,2}/)+packages/',
  message: 'Import a package by its name (@tycho/...), not by a relative path into packages/.',
};
// A feature is reached from outside only through its public face, `features/<name>/index.ts` (docs/architecture.md).
const FEATURE_FACE_ONLY = 'Import a feature through its public face (@/features/<name>), never a file inside it.';
// `@/features/pools/PoolScreen`, `../features/pools/ui/x`: a path into a feature folder, by alias or relative path.
const DEEP_FEATURE_IMPORT = { regex: '(^|/)features/[^/]+/', message: FEATURE_FACE_ONLY };
// TanStack's query hooks render each answer synchronously; the app's own (shared/lib/query.ts) render it as a transition.
const QUERY_HOOKS = {
  name: '@tanstack/react-query',
  importNames: ['useQuery', 'useQueries', 'useInfiniteQuery'],
  message: "Import the query hooks from '@/shared/lib/query' (answers render as transitions; docs/decisions.md).",
};
// `import('@tycho/api')` keeps the package's whole namespace: every API schema (and the OpenAPI builder) in one chunk
// that each data page evaluates. Load schemas through a feature's own module of named exports.
const PACKAGE_DYNAMIC_IMPORT = {
  selector: 'ImportExpression[source.value=/^@tycho\\u002F/]',
  message: 'Import a package dynamically through a local module of named exports (see features/*/api/*Schemas.ts).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'max-lines': ['error', { max: 450, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // CommonJS files (the ESLint resolver for the @/ alias is loaded with require()).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Workspace boundaries: packages never import apps (apps depend on packages, not the other way round).
    // `scripts/package-boundaries.test.ts` proves these rules fire.
    files: ['packages/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@tycho/(server|web)(/|$)', message: 'Packages never import apps.' },
            { regex: '(^|/)apps/', message: 'Packages never import apps.' },
          ],
        },
      ],
    },
  },
  {
    // The devnet says which state is missing (engine/must.ts: must, at, entry, senderOf throw a MissingStateError)
    // instead of asserting it is there with `x!`. Its tests may still assert.
    files: ['packages/devnet/src/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // Apps import a package by its name (`@tycho/db`, `@tycho/db/testing`), never by a path into packages/.
    files: ['apps/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'no-restricted-imports': ['error', { paths: [QUERY_HOOKS], patterns: [PACKAGE_BY_PATH] }] },
  },
  {
    // apps/web import boundaries (eslint-plugin-boundaries v7 syntax): features never import each
    // other or get imported by shared; shared never imports features; app composes features.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app/**', partialMatch: false },
        { type: 'feature', pattern: 'apps/web/src/features/*/**', partialMatch: false, capture: ['featureName'] },
        { type: 'shared', pattern: 'apps/web/src/shared/**', partialMatch: false },
        { type: 'i18n', pattern: 'apps/web/src/i18n/**', partialMatch: false },
        { type: 'entry', pattern: 'apps/web/src/*', partialMatch: false },
      ],
      'import/resolver': {
        [fileURLToPath(new URL('./scripts/eslint-web-alias-resolver.cjs', import.meta.url))]: {
          extensions: ['.ts', '.tsx', '.js', '.json'],
        },
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', PACKAGE_DYNAMIC_IMPORT],
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'entry' } },
              allow: { to: { element: { types: { anyOf: ['app', 'shared', 'i18n'] } } } },
            },
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared', 'i18n'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['shared', 'i18n'] } } } },
                {
                  to: {
                    element: { type: 'feature', captured: { featureName: '{{ from.element.captured.featureName }}' } },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'shared' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'i18n'] } } } },
            },
            { from: { element: { type: 'i18n' } }, allow: { to: { element: { type: 'i18n' } } } },
          ],
        },
      ],
    },
  },
  {
    // Outside a feature (app, shared, i18n, the entry, the e2e specs and the web build's config), a feature is imported
    // only through its face: `@/features/pools`, never `@/features/pools/PoolScreen` (statically or with import()).
    // `scripts/lint-boundaries.test.ts` proves these rules fire.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [QUERY_HOOKS], patterns: [PACKAGE_BY_PATH, DEEP_FEATURE_IMPORT] }],
      'no-restricted-syntax': [
        'error',
        PACKAGE_DYNAMIC_IMPORT,
        {
          selector: 'ImportExpression[source.value=/(^|\\u002F)features\\u002F[^\\u002F]+\\u002F/]',
          message: FEATURE_FACE_ONLY,
        },
      ],
    },
  },
  {
    // The repository's scripts read the app's features through their faces too.
    files: ['scripts/**/*.{ts,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)apps/web/src/features/[^/]+/', message: FEATURE_FACE_ONLY }] },
      ],
    },
  },
);
