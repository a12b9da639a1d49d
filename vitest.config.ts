import { defineConfig } from 'vitest/config';

/**
 * One `npm test` for the whole repo: each workspace is a Vitest project with its own
 * environment. Suites that need PostgreSQL or Redis skip themselves unless
 * TEST_DATABASE_URL / TEST_REDIS_URL are set (.ci/run sets them).
 */
export default defineConfig({
  resolve: { conditions: ['@matchday/source'] },
  ssr: { resolve: { conditions: ['@matchday/source'] } },
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      // The repo's own rules: the lint config's edges, tested by linting probe files.
      { test: { name: 'repo', include: ['eslint.config.test.ts'], environment: 'node', testTimeout: 60_000 } },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      thresholds: { lines: 95 },
    },
  },
});
