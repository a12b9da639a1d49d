/**
 * First-route JS budget: the gzipped size of the JS the browser must load to show `/`
 * (the entry chunk, everything it imports statically, and the home page chunk with its static
 * imports), and a check that every other route page is a chunk of its own.
 * Reads Vite's manifest, so run `npm run build` first. Target: <= 150 KB gzipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const TARGET_BYTES = 150 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');

export async function run(): Promise<boolean> {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`no ${manifestPath}: run \`npm run build\` first`);
    return false;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const k of keys) {
      if (seen.has(k) || !manifest[k]) continue;
      seen.add(k);
      closure(manifest[k].imports ?? [], seen);
    }
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const homeKey = Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && /features\/home\//.test(k));
  if (!entryKey || !homeKey) {
    console.error(`could not find the entry (${entryKey}) or the home page chunk (${homeKey}) in the manifest`);
    return false;
  }
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const firstRoute = closure([entryKey, homeKey]);
  let total = 0;
  for (const k of firstRoute) {
    const size = gz(manifest[k]!.file);
    total += size;
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${manifest[k]!.file}`);
  }
  const pages = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && /\/pages\//.test(k));
  const pageFiles = new Set(pages.map((k) => manifest[k]!.file));
  // Every page but home must stay out of the first route: each loads only when its route opens.
  const eager = pages.filter((k) => k !== homeKey && firstRoute.has(k));
  console.log(`first route (/) JS: ${(total / 1024).toFixed(1)} KB gzipped (target <= ${TARGET_BYTES / 1024} KB)`);
  console.log(
    `route pages: ${pages.length} lazy page modules in ${pageFiles.size} chunks of their own; in the first route besides home: ${eager.length}`,
  );
  const ok = total <= TARGET_BYTES && pageFiles.size === pages.length && eager.length === 0;
  console.log(ok ? 'web-size: within budget' : 'web-size: OVER BUDGET or a page loaded eagerly');
  return ok;
}
