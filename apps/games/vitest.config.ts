import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@matchday/source'] },
  ssr: { resolve: { conditions: ['@matchday/source'] } },
  test: {
    name: 'games',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
