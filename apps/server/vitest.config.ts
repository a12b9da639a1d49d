import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@matchday/source'] },
  ssr: { resolve: { conditions: ['@matchday/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration suites share PostgreSQL schemas and Redis channels; one file at a time keeps them apart.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
