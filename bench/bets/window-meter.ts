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

/** BENCH_WINDOW_PROFILE=<dir>: a CPU profile of the measured window alone (setup and the ledger probe left out). */
export function profileWindow(dir: string | undefined): () => void {
  if (!dir) return () => undefined;
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  return () =>
    session.post('Profiler.stop', (err, result) => {
      if (err) console.error('window profile failed', err);
      else writeFileSync(join(dir, `bets-window-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
      session.disconnect();
    });
}
