import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@matchday/source'] },
  ssr: { resolve: { conditions: ['@matchday/source'] } },
  test: { name: 'database', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
