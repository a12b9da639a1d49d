/**
 * Writes src/api-routes/: every endpoint's id, method, path and client options without its zod
 * schemas, typed by the real endpoint, so the web client calls endpoints without shipping zod on
 * its first route. `npm run contract:generate`; a test fails when a file is stale.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiRoutes } from '../src/api-routes-render.js';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'api-routes');
mkdirSync(dir, { recursive: true });
const files = renderApiRoutes();
for (const stale of readdirSync(dir)) if (!(stale in files)) rmSync(join(dir, stale));
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
console.log(`wrote ${Object.keys(files).length} files in ${dir}`);
