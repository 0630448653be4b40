// Lint: typescript-eslint (type-aware), React hooks, and import boundaries (eslint-plugin-import) (no imports across
// client features, the server never imports the client and the reverse; what both read is a workspace
// package under server/: the contract and the wedding's content). Import cycles are found by
// tests/support/import-cycles.mjs, in seconds where import/no-cycle took minutes (ADR 093).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder of client/src/features is a feature, walled off from the others by the rule below. */
const clientFeatures = readdirSync(new URL('./client/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Every folder of server/src/features is a feature (docs/architecture.md): others reach it through
 * its entry module (index.ts) only, as the client's features are walled off from each other.
 */
const serverFeatures = readdirSync(new URL('./server/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The server code that may speak SQL: repositories, the database folder, and the tests. */
const databaseCode = [
  'server/src/**/*.repository.ts',
  'server/src/platform/db/**',
  'server/src/**/*.test.ts',
  'server/src/platform/test/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.prerender/**',
      '**/.prerender-fr/**',
      '**/.build-fr/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'coverage/**',
      'bench/.work/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        typescript: {
          project: [
            'server/tsconfig.json',
            'client/tsconfig.json',
            'tests/tsconfig.json',
            'bench/tsconfig.json',
          ],
        },
        node: true,
      },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-self-import': 'error',
      'import/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The service worker's registration, served as it is (client/public/registerSW.js).
    files: ['client/public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature never reaches into another feature: shared code lives in components/, lib/, config/.
            ...clientFeatures.map((feature) => ({
              target: `./client/src/features/${feature}`,
              from: './client/src/features',
              except: [`./${feature}`],
              message:
                'Features do not import each other: move shared code to components/ or lib/, and words to @riviera/content.',
            })),
            {
              target: './client/src/features',
              from: './client/src/app',
              message: 'Features do not import the app layer.',
            },
            // Shared folders serve every feature, so none of them may depend on one.
            ...['components', 'lib', 'config'].map((shared) => ({
              target: `./client/src/${shared}`,
              from: './client/src/features',
              message: `client/src/${shared} is shared: it never imports a feature. Move the code it needs here instead.`,
            })),
            {
              target: './client',
              from: './server/src',
              message:
                'The client imports only the shared packages from the server side: @riviera/contract and @riviera/content.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts', '*.ts', '*.js', 'server/scripts/*.mjs'],
    languageOptions: { globals: globals.node },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: './client',
              message:
                'The server never imports from client/: what both sides read lives in @riviera/contract or @riviera/content (ADR 037).',
            },
            {
              target: './server/content',
              from: './server/src',
              message: 'The wedding’s content is data both sides read: it never imports the server’s code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's tiers (docs/architecture.md): the platform serves every feature and imports none;
    // a feature uses another only through its entry module; the application (server/src/*.ts)
    // assembles them. Tests may reach inside what they test.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts', 'server/src/**/test/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: './client',
              message:
                'The server never imports from client/: what both sides read lives in @riviera/contract or @riviera/content (ADR 037).',
            },
            {
              target: './server/src/platform',
              from: './server/src',
              except: ['./platform'],
              message:
                'server/src/platform serves every feature, so it never imports a feature or the application: pass what it needs in (as the app passes the schema), or move the code down into the platform.',
            },
            ...serverFeatures.map((feature) => ({
              target: `./server/src/features/${feature}`,
              from: './server/src',
              except: [
                './platform',
                `./features/${feature}`,
                ...serverFeatures
                  .filter((other) => other !== feature)
                  .map((other) => `./features/${other}/index.ts`),
              ],
              message: `A feature uses another only through its entry module (import from '…/features/<name>', its index.ts), and never the application: export what ${feature} needs from that feature's index.ts, or move shared code to server/src/platform.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // French typography puts no-break spaces (U+00A0, U+202F) before : ; ! ? and inside « »: in the
    // French words they are the point, not a stray character (ADR 019).
    files: [
      'server/content/src/fr/**/*.ts',
      'server/contract/src/messages.fr.ts',
      'server/src/platform/mail/mail-copy.fr.ts',
    ],
    rules: { 'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }] },
  },
  {
    // Only repositories and the database folder speak SQL, as in Kysely's example app (ADR 010).
    files: ['server/src/**/*.ts'],
    ignores: databaseCode,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              message:
                'Only repositories (*.repository.ts) and server/src/platform/db import Kysely: call a repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // A service reaches the database through a repository: a query built on whatever database
    // object it holds (db, trx) would slip past the import rule above.
    files: ['server/src/**/*.ts'],
    // The test helpers beside the code (server/src/<area>/test/) set up and read data directly too.
    ignores: [...databaseCode, 'server/src/**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom)$/]",
          message:
            'Only repositories (*.repository.ts) and server/src/platform/db query the database: call a repository.',
        },
      ],
    },
  },
  {
    // The transport (HTTP and GraphQL) calls services, never a repository.
    files: [
      'server/src/platform/graphql/**/*.ts',
      'server/src/platform/http/**/*.ts',
      'server/src/**/*.routes.ts',
      'server/src/**/*.graphql.ts',
    ],
    ignores: ['server/src/**/*.test.ts', 'server/src/platform/graphql/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: 'The transport never speaks SQL: call a service.' }],
          patterns: [
            {
              group: ['**/*.repository', './*.repository', '**/*.repository.js', './*.repository.js'],
              message: 'Routes and resolvers call services, never a repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // CLIs and the start-up banner talk to a person on a terminal.
    files: [
      'server/src/main.ts',
      'server/src/**/*.cli.ts',
      'server/scripts/**',
      'tests/support/**',
      'client/scripts/**',
      'bench/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
);
