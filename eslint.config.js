import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', '.bench/**'] },
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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app/**', mode: 'full' },
        { type: 'feature', pattern: 'apps/web/src/features/*/**', mode: 'full', capture: ['featureName'] },
        { type: 'shared', pattern: 'apps/web/src/shared/**', mode: 'full' },
        { type: 'i18n', pattern: 'apps/web/src/i18n/**', mode: 'full' },
        { type: 'entry', pattern: 'apps/web/src/*', mode: 'full' },
      ],
      'import/resolver': { typescript: { project: 'tsconfig.json' }, node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'entry', allow: ['app', 'shared', 'i18n'] },
            { from: 'app', allow: ['app', 'feature', 'shared', 'i18n'] },
            { from: 'feature', allow: ['shared', 'i18n', ['feature', { featureName: '${from.featureName}' }]] },
            { from: 'shared', allow: ['shared', 'i18n'] },
            { from: 'i18n', allow: ['i18n'] },
          ],
        },
      ],
    },
  },
);
