import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';

const typed = ['**/*.{ts,tsx,mts}'];
// Renderer folders whose every text comes from the catalogues (issue 17): a literal text in JSX
// there is a string no Dutch or German user can read. Every folder of the renderer is translated.
const translated = ['renderer/src/**'];
const nodeOnly = ['better-sqlite3', 'electron', 'node:*', 'fs', 'path', 'os', 'child_process', 'http', 'net'];

export default tseslint.config(
  { ignores: ['node_modules/', 'out/', 'dist/', 'coverage/', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-aware rules on every TypeScript file, each checked against the tsconfig that owns it
  // (tsconfig.json references the node, web and DOM-test projects).
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({ ...config, files: typed })),
  {
    files: typed,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Handlers are async by contract (a throw becomes a rejected promise for invoke): an await is
      // not what makes them async.
      '@typescript-eslint/require-await': 'off',
      // A switch over a union names every member (or has a default): a new member is a compile-time list.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      // Inside try, a returned promise is awaited, so its rejection reaches the catch and finally.
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Tests read untyped values on purpose (response.json(), expect.any(), page.evaluate callbacks
    // typed without the DOM library): the no-unsafe-* rules hold for the product code only.
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // shared/ states the domain and the boundaries: it imports nothing but zod.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...nodeOnly, 'react', '../electron/*', '../renderer/*'],
              message: 'shared/ imports nothing but zod',
            },
          ],
        },
      ],
    },
  },
  {
    // The renderer only calls the contract: no Node, no Electron, no SQLite.
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeOnly, message: 'the renderer reaches the core only through the app contract' },
          ],
        },
      ],
    },
  },
  {
    // Hooks run in the same order on every render and see every value they read (the React
    // Compiler's rules in the plugin's recommended set are left out: this app does not use it).
    files: ['renderer/**/*.{ts,tsx}', 'test/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The core runs without a window: only electron/main and electron/preload import electron.
    files: ['electron/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'electron', message: 'electron/core must run without Electron' }] },
      ],
      // Another process may share the data folder: a deferred transaction that reads then writes
      // fails with SQLITE_BUSY instead of waiting, so every write goes through writeTransaction.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'use writeTransaction(db, fn) from electron/core/db/transaction (BEGIN IMMEDIATE)',
        },
      ],
    },
  },
  {
    // The one place that opens transactions (and the migrations, run before anyone else writes).
    files: ['electron/core/db/transaction.ts', 'electron/core/db/connection.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: translated,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'description',
              'placeholder',
              'title',
              'aria-label',
              'alt',
              'error',
              'message',
              'children',
              'tooltip',
              'helperText',
              'nothingFoundMessage',
            ],
          },
        },
      ],
    },
  },
);
