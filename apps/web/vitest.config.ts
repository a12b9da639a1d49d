import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    conditions: ['@matchday/source'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: { __SITE__: '"vn"', __MODE__: '"test"', __APP_VERSION__: '"test"' },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
