import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const site = process.env.SITE === 'cn' ? 'cn' : 'vn';
const mode = ['dev', 'test', 'uat', 'prod'].includes(process.env.MODE ?? '') ? process.env.MODE! : 'dev';

/** SITE and MODE pick the site variant at build time (spec §1). */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    conditions: ['@matchday/source', 'module', 'browser', 'development|production'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    __SITE__: JSON.stringify(site),
    __MODE__: JSON.stringify(mode),
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.1.0'),
  },
  build: { target: 'es2022', manifest: true, sourcemap: false, chunkSizeWarningLimit: 400 },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/ws': { target: 'ws://127.0.0.1:8080', ws: true } } },
});
