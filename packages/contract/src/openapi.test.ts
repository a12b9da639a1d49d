import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appEndpoints } from './app-endpoints.js';
import { buildOpenApiDocument } from './openapi.js';

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, { security?: unknown }>> };

  it('has every endpoint, with security on non-visitor ones', () => {
    for (const e of appEndpoints) {
      const op = doc.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()];
      expect(op, e.id).toBeDefined();
      expect(Boolean(op!.security), e.id).toBe(e.access !== 'visitor');
    }
  });

  it('matches the committed openapi.app.json (run `npm run openapi:dump`)', () => {
    const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'openapi.app.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(JSON.stringify(doc)));
  });
});
