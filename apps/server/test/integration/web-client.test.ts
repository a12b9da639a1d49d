import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'md-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Matchday</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ build: { webDist: dist } });
});
afterAll(() => t.close());

describe('web client serving', () => {
  it('serves index.html on / and as the history fallback, never cached', async () => {
    for (const url of ['/', '/sports', '/ActivityView/StaticActivity', '/personal/12']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets as immutable and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toMatch(/br|gzip/);
  });

  it('answers a missing asset and API paths with 404, not the page', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(10301);
  });
});

describe('security headers', () => {
  it('sends the content security policy and the other helmet headers on pages and API answers alike', async () => {
    for (const url of ['/', '/healthz', '/api/unknown']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).toContain("connect-src 'self' ws: wss:");
      expect(csp, url).toContain("media-src 'self' blob:");
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });

  it('#9 allows no inline script or style anywhere, the sandbox page’s one style block only by its hash', async () => {
    const spa = String((await t.app.inject({ method: 'GET', url: '/sports' })).headers['content-security-policy']);
    expect(spa).not.toContain('unsafe-inline');
    expect(spa).toContain("style-src 'self';");
    expect(spa).toContain("script-src-attr 'none'");
    const sandbox = await t.app.inject({ method: 'GET', url: '/sandbox/pay/no-such-payment' });
    const csp = String(sandbox.headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-inline');
    const style = /<style>(.*)<\/style>/.exec(sandbox.body)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
  });
});
