/**
 * Runs `work` after `firstDelayMs`, then again `everyMs` after each run ends (never two at once),
 * until the returned stop is called. A failed run is simply retried on the next one; `work` is
 * told whether the loop was stopped meanwhile, so an answer that comes back late is dropped.
 */
export function startPolling(
  work: (stopped: () => boolean) => Promise<void>,
  everyMs: number,
  firstDelayMs = everyMs,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    try {
      await work(() => stopped);
    } catch {
      // Asked again on the next run.
    } finally {
      if (!stopped) timer = setTimeout(() => void run(), everyMs);
    }
  };
  timer = setTimeout(() => void run(), firstDelayMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
