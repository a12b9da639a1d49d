import type { Clock } from '@matchday/contract';
import { useEffect, useState } from 'react';
import { clockSecondsAt } from '../lib/match-clock';

/** The live clock in seconds, ticking locally every second while it runs and reset by each new reading. */
export function useLiveClock(mc: Clock | undefined): number | null {
  const reading = mc ? `${mc.s}|${String(mc.r)}|${mc.tp}` : '';
  const [tick, setTick] = useState({ reading, elapsedMs: 0 });
  const running = mc?.r === true;
  useEffect(() => {
    if (!running) return undefined;
    const start = Date.now();
    const timer = setInterval(() => setTick({ reading, elapsedMs: Date.now() - start }), 1_000);
    return () => clearInterval(timer);
  }, [reading, running]);
  if (!mc) return null;
  return clockSecondsAt(mc, tick.reading === reading ? tick.elapsedMs : 0);
}
