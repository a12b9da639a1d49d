// npm here cannot see other platforms' optional binaries (the registry answers 404 for them), so
// `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock
// (npm/cli#9846). This adds an optional entry, with its os and cpu, for each one npm ci names.
// Usage: npm ci 2>&1 | node scripts/lock-platform-entries.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const missing = [...readFileSync(0, 'utf8').matchAll(/Missing: (\S+?)@ from lock file/g)].map((m) => m[1]);
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const wanted = {};
for (const entry of Object.values(lock.packages)) Object.assign(wanted, entry.optionalDependencies ?? {});
for (const name of missing) {
  const platform = name
    .split('/')
    .pop()
    .replace(/^.*?(oxide|binding)-/, '')
    .split('-');
  const [os, cpu] = platform[0] === 'wasm32' ? [null, 'wasm32'] : platform;
  lock.packages[`node_modules/${name}`] = {
    version: wanted[name].replace(/^[\^~=]/, ''),
    optional: true,
    cpu: [cpu],
    ...(os ? { os: [os] } : {}),
  };
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${missing.length} platform entries`);
