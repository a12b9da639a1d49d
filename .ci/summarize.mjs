// Sums Vitest JSON, Playwright JSON and the plain checks into one closing line; exits 1 on any failure.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const out = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const add = (name, p, f, s = 0) => {
  passed += p;
  failed += f;
  skipped += s;
  console.log(`${name}: ${p} passed, ${f} failed, ${s} skipped`);
};
const read = (file) => (existsSync(join(out, file)) ? JSON.parse(readFileSync(join(out, file), 'utf8')) : null);

for (const [name, file] of [
  ['unit', 'unit.json'],
  ['services', 'services.json'],
]) {
  const r = read(file);
  if (!r) add(name, 0, 1);
  else {
    // A suite that failed to load counts as a failure even when no test inside it ran.
    const brokenFiles = (r.testResults ?? []).filter(
      (t) => t.status === 'failed' && (t.assertionResults ?? []).length === 0,
    ).length;
    add(name, r.numPassedTests, r.numFailedTests + brokenFiles, r.numPendingTests + r.numTodoTests);
  }
}
const e2e = read('e2e.json');
if (!e2e) add('e2e', 0, 1);
else
  add('e2e', e2e.stats.expected + e2e.stats.flaky, e2e.stats.unexpected + (e2e.errors?.length ?? 0), e2e.stats.skipped);

if (existsSync(join(out, 'checks.txt'))) {
  for (const line of readFileSync(join(out, 'checks.txt'), 'utf8').trim().split('\n')) {
    const [name, p, f] = line.split(' ');
    add(name, Number(p), Number(f));
  }
}
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
