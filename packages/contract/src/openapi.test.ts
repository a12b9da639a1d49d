import { readdirSync, readFileSync } from 'node:fs';
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

describe('api-routes/', () => {
  it('matches the endpoint declarations (run `npm run contract:generate`)', async () => {
    const { renderApiRoutes } = await import('./api-routes-render.js');
    const dir = join(dirname(fileURLToPath(import.meta.url)), 'api-routes');
    const expected = renderApiRoutes();
    expect(readdirSync(dir).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, text] of Object.entries(expected)) expect(readFileSync(join(dir, name), 'utf8'), name).toBe(text);
  });

  it('carries each endpoint’s method, path and client options and nothing else', async () => {
    const routes = await import('./api-routes/index.js');
    for (const e of appEndpoints) {
      const route = Object.values(routes).find((r) => r.id === e.id);
      expect(route, e.id).toEqual({
        id: e.id,
        method: e.method,
        path: e.path,
        access: e.access,
        ...(e.timeoutMs ? { timeoutMs: e.timeoutMs } : {}),
        ...(e.contentType ? { contentType: e.contentType } : {}),
        ...(e.tokenInHeaderOnly ? { tokenInHeaderOnly: true } : {}),
      });
    }
  });
});
