/**
 * Runs `work` one at a time. A call while a run is going gets one more run after it (shared by
 * every call made meanwhile), so work asked for after a change always starts after that change.
 */
export function serialRun<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const run: Promise<T> = work().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  const settled = () => undefined;
  return () => {
    if (!running) return start();
    queued ??= running.then(settled, settled).then(() => {
      queued = null;
      // Another caller may have started one in between; it began after this call, so it serves it too.
      return running ?? start();
    });
    return queued;
  };
}
