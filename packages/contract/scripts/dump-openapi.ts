/** Writes packages/contract/openapi.app.json from the contract (`npm run openapi:dump`). */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/openapi.js';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'openapi.app.json');
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`wrote ${target}`);
