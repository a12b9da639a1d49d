import type { Clock } from '@matchday/contract';
import { useLiveClock } from '../hooks/use-live-clock';
import { clockLabel } from '../lib/match-clock';

/** The match clock at the feed's accuracy, ticking locally while it runs (contract §4.5). */
export function LiveClock({ mc, className }: { mc: Clock; className?: string }) {
  const seconds = useLiveClock(mc) ?? mc.s;
  return (
    <time data-testid="match-clock" data-running={mc.r} className={className}>
      {clockLabel(seconds, mc)}
    </time>
  );
}
