import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Workspace packages resolve to their source, as tsx and Vitest run them: a stale or absent dist never decides a named import. */
const SOURCE_FIRST = ['@matchday/source', 'types', 'import', 'node', 'require', 'default'];

/** Package edges are lint rules (style-and-stack.md house rule 1). */
const restrict = (patterns) => ['error', { patterns }];

/** The two apps' package entries, which only the launcher (apps/matchday) imports. */
const appEntries = ['@matchday/server', '@matchday/server/*', '@matchday/sports', '@matchday/sports/*'];

/** The web client's feature folders: each may import only itself, `shared/`, contract and core. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      'data/**',
      '**/routeTree.gen.ts',
      'test-results/**',
      '.bench-out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-cycle': 'off',
      // Each workspace declares what it imports in its own package.json; test tooling only in devDependencies.
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: [
            '**/*.test.{ts,tsx}',
            '**/*.test-support.{ts,tsx}',
            '**/test/**',
            '**/test-setup.ts',
            '**/vite.config.ts',
            '**/vitest.config.ts',
            'e2e/**',
            'bench/**',
            '*.{js,ts,mjs}',
            '.ci/**',
            'scripts/**',
            '**/scripts/**',
          ],
        },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['node:*', 'fs', 'path', 'http', 'react', 'react-dom', '@matchday/*'],
          message: 'packages/core is pure: no I/O, no framework, no other package.',
        },
      ]),
      'no-restricted-globals': [
        'error',
        'fetch',
        'XMLHttpRequest',
        'localStorage',
        'sessionStorage',
        'document',
        'window',
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['node:*', 'react', '@matchday/server', '@matchday/sports', '@matchday/web'],
          message: 'The contract depends on zod and core only.',
        },
      ]),
    },
  },
  {
    // The signing both servers share: node's HMAC, behind its own entry, which neither contract entry the browser loads reaches.
    files: [
      'packages/contract/src/sports/merchant-signature.ts',
      'packages/contract/src/games/game-wallet-signature.ts',
    ],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['node:*', '!node:crypto', 'react', '@matchday/*'],
          message: 'The merchant signature needs node:crypto and the contract only.',
        },
      ]),
    },
  },
  {
    files: ['packages/database/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@matchday/*', '**/apps/**'],
          message: 'The database layer is shared by the apps and depends on none of them.',
        },
      ]),
    },
  },
  {
    files: ['packages/realtime/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: [...appEntries, '@matchday/web', '**/apps/**'],
          message: 'The realtime layer depends on contract only; the apps import it, not the other way.',
        },
      ]),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@matchday/sports', '@matchday/sports/*', '**/apps/sports/**', '@matchday/web', '**/apps/web/**'],
          message: 'The app server imports contract, core, database and realtime only.',
        },
      ]),
    },
  },
  {
    files: ['apps/sports/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@matchday/server', '@matchday/server/*', '**/apps/server/**', '@matchday/web', '**/apps/web/**'],
          message: 'The sports platform imports contract, core, database and realtime only.',
        },
      ]),
    },
  },
  {
    files: ['apps/games/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: [
            '@matchday/server',
            '@matchday/server/*',
            '**/apps/server/**',
            '@matchday/sports',
            '@matchday/sports/*',
            '**/apps/sports/**',
            '@matchday/web',
            '**/apps/web/**',
          ],
          message: 'The games platform imports contract, core, database and realtime only.',
        },
      ]),
    },
  },
  {
    // Plain scripts the page loads before the app (the theme boot): browser globals.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([
        {
          group: [
            ...appEntries,
            '@matchday/database',
            '@matchday/database/*',
            '@matchday/realtime',
            '@matchday/realtime/*',
            '**/apps/server/**',
            '**/apps/sports/**',
            '**/packages/database/**',
            '**/packages/realtime/**',
            'node:*',
          ],
          message: 'The web client imports contract and core only (database and realtime are server-side packages).',
        },
        {
          group: ['hls.js', 'mpegts.js', 'eruda'],
          message: 'Heavy players and the debug console load through their one lazy wrapper.',
        },
      ]),
    },
  },
  {
    // No user-visible literal in a component: text goes through translation keys (house rule 6).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }] },
  },
  {
    files: ['apps/web/src/shared/lazy/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // One money and one date rule per language (issue 18 #7): only shared/money and shared/time format them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/money/**', 'apps/web/src/shared/time/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl']",
          message: 'Format money and counts with shared/money, dates and times with shared/time.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(toFixed|toLocaleString|toLocaleDateString|toLocaleTimeString)$/]',
          message: 'Format money and counts with shared/money, dates and times with shared/time.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^get(UTC)?(FullYear|Month|Date|Day|Hours|Minutes|Seconds)$/]',
          message: "Dates are shown in the site's time zone: use shared/time, not the device's clock fields.",
        },
        {
          selector:
            'ImportSpecifier[imported.name=/^(formatAmount|formatAmountWithCommas|minorToDisplay|formatShortDateTime|formatServerDate|formatMoneyIn|formatDayTime|formatFullDateTime|formatFullDate|formatClockTime)$/]',
          message:
            'Use formatMoney (shared/money) and the shared/time functions, which know the language and the site.',
        },
      ],
    },
  },
  {
    // Frozen migrations run on Kysely<any>: they must not depend on today's schema types.
    files: ['apps/*/src/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      '**/scripts/**/*.ts',
      '.ci/**/*.mjs',
      'scripts/**/*.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Web features never import each other or the app; they meet in src/app/, and shared/ serves them all (house rule 1).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'Features never import each other: compose them in src/app/, or move what they share to src/shared/.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features never import the app: the app composes them.',
            },
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'shared/ serves every feature, so it imports no feature and not the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server modules meet only through their front door, index.ts; the HTTP layer imports no module (house rule 8).
    files: ['apps/server/src/**/*.ts'],
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json', conditionNames: SOURCE_FIRST }),
      ],
      // no-cycle reads the imported files too: with the TypeScript parser, as the linted ones.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      // A name taken from a front door must be exported there: deleting an export still in use fails lint, not only tsc.
      'import-x/named': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
              .filter((d) => d.isDirectory())
              .flatMap(({ name }) => [
                {
                  target: [
                    `./apps/server/src/modules/!(${name})/**`,
                    './apps/server/src/*.ts',
                    './apps/server/src/!(modules|db)/**',
                  ],
                  from: `./apps/server/src/modules/${name}`,
                  except: ['./index.ts'],
                  message: `Other modules, app.ts and the rest of src/ use modules/${name} through its index.ts only.`,
                },
                {
                  target: './apps/server/src/db',
                  from: `./apps/server/src/modules/${name}`,
                  except: ['./index.ts', `./${name}.tables.ts`],
                  message: `db/schema.ts composes each module's ${name}.tables.ts; nothing else of a module.`,
                },
              ]),
            {
              target: './apps/server/src/http',
              from: './apps/server/src/modules',
              message: 'src/http is the layer the modules build on: it imports no module (Caller lives in src/http).',
            },
          ],
        },
      ],
    },
  },
  {
    // The sports platform has no import cycles (tests included), resolved as TypeScript resolves them.
    files: ['apps/sports/src/**/*.ts'],
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/sports/tsconfig.json', conditionNames: SOURCE_FIRST }),
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // The games platform has no import cycles either.
    files: ['apps/games/src/**/*.ts'],
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/games/tsconfig.json', conditionNames: SOURCE_FIRST }),
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Its layers: platform/ composes, http/ registers routes, and the read model, betting and the engine import neither.
    files: ['apps/sports/src/**/*.ts'],
    ignores: ['apps/sports/src/**/*.test.ts', 'apps/sports/src/**/*.test-support.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/sports/src/!(platform|http|standalone|main.ts|index.ts)/**',
              from: ['./apps/sports/src/http', './apps/sports/src/platform'],
              message:
                'Only platform/ composes and http/ registers routes: feed/, betting/ and the engine import neither.',
            },
            {
              target: './apps/sports/src/http',
              from: './apps/sports/src/platform',
              message:
                'http/ registers routes over the services each area declares; platform/ imports http/, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    // The launcher is the one package that imports both apps, through their package entries (issue 16, "One house").
    files: ['apps/matchday/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@matchday/server/*', '@matchday/sports/*', '@matchday/web', '@matchday/web/*', '**/apps/**'],
          message: 'The launcher imports the apps through their entries, @matchday/server and @matchday/sports, only.',
        },
        {
          regex: '^(\\.\\./)+(server|sports|web)/',
          message: 'The launcher imports the apps through their entries, @matchday/server and @matchday/sports, only.',
        },
      ]),
    },
  },
  {
    // Repo scripts (the lock's platform entries) are tooling: no app or package code.
    files: ['scripts/**/*.{js,mjs,ts}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@matchday/*', '**/apps/**', '**/packages/**'],
          message: 'Files under scripts/ import no app or package code; the product starts from apps/matchday.',
        },
      ]),
    },
  },
  {
    // bench/ is no package: it reaches into the apps by relative path, and only apps/matchday imports their entries.
    files: ['bench/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: appEntries,
          message:
            'Only apps/matchday imports @matchday/server and @matchday/sports; bench/ reaches in by relative path.',
        },
      ]),
    },
  },
  {
    // e2e, CI and the root's config files drive the built product from outside: they import no app.
    files: ['e2e/**/*.ts', '.ci/**/*.mjs', '*.{js,mjs,ts}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: [...appEntries, '**/apps/**'],
          message: 'Only apps/matchday imports the apps, and only through their entries.',
        },
      ]),
    },
  },
);
