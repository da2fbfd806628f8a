import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const ROOT = import.meta.dirname;

/** Every folder of src/features, read from disk: a new feature is walled in from its first file. */
const FEATURES = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The walls between our own folders (docs/decisions.md#walls). The SPA's layers, from the top: the
 * app, the features (each walled off from the others), src/data (what several features read and
 * write), src/ui (components and forms, which fetch nothing), src/backend (the data contract and
 * its adapters), src/domain (types and pure rules). Each imports only layers below it; src/ui
 * takes only the contract's types of src/backend. The server imports none of the SPA's layers
 * above src/backend. Each import is resolved to its file first, so a relative path that climbs
 * out of a folder is caught whatever its spelling.
 */
const walls = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features never import each other: move shared code to src/data, src/ui or src/domain.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message:
      'Features never import the app: the app imports them; move what both need to src/data, src/ui or src/domain.',
  },
  {
    target: './src/data',
    from: ['./src/features', './src/app'],
    message: 'src/data is shared by every feature: it imports no feature and not the app.',
  },
  {
    target: './src/ui',
    from: ['./src/data', './src/features', './src/app'],
    message:
      'src/ui fetches nothing and is shared by every feature: it imports nothing of src/data, the features or the app.',
  },
  {
    // contract.ts declares types only (tests/lint/walls.test.ts holds it to that): no code of
    // src/backend, which reads and writes the data, reaches src/ui through it.
    target: './src/ui',
    from: './src/backend',
    except: ['./contract.ts'],
    message:
      "src/ui fetches nothing: of src/backend it imports only the contract's types (contract.ts); data hooks live in src/data.",
  },
  {
    target: './src/backend',
    from: ['./src/data', './src/ui', './src/features', './src/app'],
    message:
      'src/backend is the data contract and its adapters, below the UI: it imports no data hook, UI, feature or app code.',
  },
  {
    target: './src/domain',
    from: ['./src/data', './src/ui', './src/features', './src/app', './src/backend', './server'],
    message:
      'src/domain holds the pure rules the SPA, the server and the Firebase adapter share: it imports none of them.',
  },
  {
    target: './server',
    from: ['./src/features', './src/data', './src/ui', './src/app'],
    message:
      "The server imports none of the SPA's features, src/data, src/ui or src/app: what it shares with them lives in src/domain or src/backend/contract.ts.",
  },
];

/**
 * The server renders pages with the module the build made of src/entry-server.tsx, loaded at run
 * time (server/render/pageRenderer.ts): it takes only that module's types from the source, never
 * its code, which would compile the SPA into the server (docs/decisions.md#walls).
 */
const RENDER_MODULE_TYPES_ONLY = {
  regex: '(^|/)src/entry-server(\\.tsx)?$',
  allowTypeImports: true,
  message:
    'The server imports only the types of src/entry-server: it runs the render module the build made of it.',
};

/** Vendor SDKs stay behind their adapters. */
const VENDOR_PATTERNS = {
  firebase: {
    group: ['firebase', 'firebase/*'],
    message: 'Firebase only in src/backend/firebase/.',
  },
  tiptap: { group: ['@tiptap/*'], message: '@tiptap/* only in src/features/guides/editor/.' },
  databases: {
    group: ['@electric-sql/pglite*', 'pg'],
    message: 'Database drivers only in server/db/.',
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-guide',
      'dist-firebase',
      '.tmp',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Imports resolve as TypeScript resolves them (tsconfig.json's paths too), and the modules
      // they reach are read as TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ROOT })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [VENDOR_PATTERNS.firebase, VENDOR_PATTERNS.tiptap, VENDOR_PATTERNS.databases],
        },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: walls }],
      // Modules that import each other, directly or around a loop, cannot be read one at a time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The adapter, the rules tests that drive the emulators as a browser would, the contract
    // harness that builds the adapter, and the in-memory bucket it may hand the adapter.
    files: [
      'src/backend/firebase/**/*.ts',
      'tests/firebase/**/*.ts',
      'tests/contract/firebaseHarness.ts',
      'tests/support/memoryStorage.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/features/guides/editor/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [VENDOR_PATTERNS.firebase] }],
    },
  },
  {
    files: ['server/db/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [RENDER_MODULE_TYPES_ONLY] },
      ],
    },
  },
  {
    // UI code reaches data only through the backend contract.
    files: [
      'src/features/**/*.{ts,tsx}',
      'src/app/**/*.{ts,tsx}',
      'src/data/**/*.{ts,tsx}',
      'src/ui/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Reach data through the Backend contract (src/backend).' },
      ],
    },
  },
);
