/**
 * What a stretch of a process's life cost it: CPU time (process.cpuUsage, user + system) and bytes
 * allocated on the V8 heap. Allocation is read off GCProfiler: each collection's heap before it,
 * less the heap the previous one (or the start) left, plus what was added since the last one.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import { GCProfiler, getHeapStatistics } from 'node:v8';

export interface WindowCost {
  cpuMicros: number;
  allocatedBytes: number;
  collections: number;
  wallMs: number;
}

export function openWindow(): () => WindowCost {
  const profiler = new GCProfiler();
  const startUsed = getHeapStatistics().used_heap_size;
  const cpu = process.cpuUsage();
  const at = performance.now();
  profiler.start();
  return () => {
    const stats = profiler.stop()?.statistics ?? [];
    const cpuUsed = process.cpuUsage(cpu);
    const wallMs = performance.now() - at;
    let allocated = 0;
    let leftBehind = startUsed;
    for (const gc of stats) {
      allocated += Math.max(0, gc.beforeGC.heapStatistics.usedHeapSize - leftBehind);
      leftBehind = gc.afterGC.heapStatistics.usedHeapSize;
    }
    allocated += Math.max(0, getHeapStatistics().used_heap_size - leftBehind);
    return { cpuMicros: cpuUsed.user + cpuUsed.system, allocatedBytes: allocated, collections: stats.length, wallMs };
  };
}

let windowsProfiled = 0;

/**
 * BENCH_WINDOW_PROFILE=<dir>: a CPU profile of the measured window alone (setup and the ledger
 * probe left out); BENCH_WINDOW_HEAP=<dir>: a sampling heap profile of it (where bytes are allocated).
 * Files are numbered by window: 1 idle, 2 placing, then the reference calls.
 */
export function profileWindow(cpuDir: string | undefined, heapDir: string | undefined): () => void {
  if (!cpuDir && !heapDir) return () => undefined;
  const session = new Session();
  session.connect();
  if (cpuDir) {
    session.post('Profiler.enable');
    session.post('Profiler.start');
  }
  // Every 4 KB allocated, with objects collected since kept in the sample: what was allocated, not what lived.
  if (heapDir)
    session.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      // BENCH_HEAP_SURVIVORS=1: only what outlived a scavenge (what old space fills with).
      includeObjectsCollectedByMinorGC: !process.env.BENCH_HEAP_SURVIVORS,
    });
  windowsProfiled += 1;
  const name = `bets-window-${process.pid}-${windowsProfiled}`;
  const write = (dir: string, kind: string, data: unknown) =>
    writeFileSync(join(dir, `${name}.${kind}`), JSON.stringify(data));
  return () => {
    if (cpuDir)
      session.post('Profiler.stop', (err, result) => {
        if (err) console.error('window CPU profile failed', err);
        else write(cpuDir, 'cpuprofile', result.profile);
      });
    if (heapDir)
      session.post('HeapProfiler.stopSampling', (err, result) => {
        if (err) console.error('window heap profile failed', err);
        else write(heapDir, 'heapprofile', result.profile);
      });
  };
}
