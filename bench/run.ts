/**
 * `npm run bench [name...]`: runs the named benchmarks (all when none is named) one after the
 * other and prints their figures. Each benchmark is `bench/<name>.ts` exporting `run()`.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const all = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''));
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; available: ${all.join(', ')}`);
  process.exit(2);
}
let failed = false;
for (const name of wanted.length > 0 ? wanted : all) {
  console.log(`\n## ${name}`);
  const mod = (await import(join(here, `${name}.ts`))) as { run: () => Promise<boolean> };
  if (!(await mod.run())) failed = true;
}
process.exit(failed ? 1 : 0);
