/**
 * Writes src/api-routes.ts: every endpoint's id, method, path and client options without its zod
 * schemas, typed by the real endpoint, so the web client calls endpoints without shipping zod on
 * its first route. `npm run contract:generate`; a test fails when the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiRoutes } from '../src/api-routes-render.js';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'api-routes.ts');
writeFileSync(target, renderApiRoutes());
console.log(`wrote ${target}`);
