import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries: vendor SDKs stay behind their adapters, and features never reach into
// each other (shared code lives in src/ui or src/domain).
const FEATURES = ['auth', 'pages', 'heroes', 'codes', 'guides', 'calculator', 'gallery'];

const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: FEATURES.filter((other) => other !== feature).flatMap((other) => [
              `**/features/${other}`,
              `**/features/${other}/**`,
            ]),
            message: 'Features never import each other: move shared code to src/ui or src/domain.',
          },
          { group: ['firebase', 'firebase/*'], message: 'Firebase only in src/backend/firebase/.' },
          { group: ['@tiptap/*'], message: '@tiptap/* only in src/features/guides/editor/.' },
          {
            group: ['@electric-sql/pglite*', 'pg'],
            message: 'Database drivers only in server/db/.',
          },
        ],
      },
    ],
  },
}));

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*'],
              message: 'Firebase only in src/backend/firebase/.',
            },
            { group: ['@tiptap/*'], message: '@tiptap/* only in src/features/guides/editor/.' },
            {
              group: ['@electric-sql/pglite*', 'pg'],
              message: 'Database drivers only in server/db/.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*'],
              message: 'Firebase only in src/backend/firebase/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/db/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // UI code reaches data only through the backend contract.
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Reach data through the Backend contract (src/backend).' },
      ],
    },
  },
);
