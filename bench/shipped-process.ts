/**
 * Bench processes run as the product ships, not under the tsx loader: each entry is bundled once
 * with esbuild (our workspace sources compiled in, node_modules left as imports) and forked on
 * plain node with `npm start`'s flags. Under tsx the app held ~30 MB more and ran tsx's hooks.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, '.bench-out', 'bundles');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  workspaces: string[];
  scripts: { start: string };
};
/** The flags `npm start` gives node, read off package.json's "start" so the two never differ. */
const SHIPPED_NODE_FLAGS = (/\bnode((?: --\S+)+) /.exec(rootPackage.scripts.start)?.[1] ?? '')
  .trim()
  .split(' ')
  .filter(Boolean);

const workspaces = ['.', ...rootPackage.workspaces];
/** Every declared dependency stays an import, resolved from node_modules at run time. */
const dependencies = [
  ...new Set(
    workspaces.flatMap((w) => {
      const pkg = JSON.parse(readFileSync(join(root, w, 'package.json'), 'utf8')) as Record<
        string,
        Record<string, string> | undefined
      >;
      return [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter(
        (name) => !name.startsWith('@matchday/'),
      );
    }),
  ),
].flatMap((name) => [name, `${name}/*`]);

const bundled = new Map<string, string>();

/** The entry compiled to plain ESM (once per run), as a path node can run. */
export function shippedBundle(entry: string): string {
  let out = bundled.get(entry);
  if (out) return out;
  mkdirSync(outDir, { recursive: true });
  out = join(outDir, `${basename(dirname(entry))}-${basename(entry).replace(/\.ts$/, '')}.mjs`);
  buildSync({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@matchday/source'],
    external: dependencies,
    // CommonJS dependencies imported by bundled code still call require.
    banner: {
      js: "import { createRequire as shippedRequire } from 'node:module'; const require = shippedRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
  bundled.set(entry, out);
  return out;
}

export interface ShippedForkOptions {
  quiet?: boolean;
}

// BENCH_NODE_FLAGS="--trace-gc ..." adds V8 or node flags NODE_OPTIONS refuses (to see what a figure hides).
const extraFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
// BENCH_CPU_PROF_DIR=<dir> writes each bench process's CPU profile there, to see where the time goes.
const profileFlags = process.env.BENCH_CPU_PROF_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
  : [];

/** Forks the bundled entry with the settings as its argument and an IPC channel. */
export function forkShipped(entry: string, settings: object, opts: ShippedForkOptions = {}): ChildProcess {
  return fork(shippedBundle(entry), [JSON.stringify(settings)], {
    stdio: ['ignore', opts.quiet ? 'ignore' : 'inherit', 'inherit', 'ipc'],
    execArgv: [...SHIPPED_NODE_FLAGS, ...profileFlags, ...extraFlags],
  });
}
