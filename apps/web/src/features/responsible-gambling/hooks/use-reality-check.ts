import { useEffect, useState } from 'react';
import { useGamblingControls } from '@/shared/gambling-controls/api/member-rg-get';
import { STALE } from '@/shared/query/stale';
import { fetchRealityCheck, type RealityCheckSummary } from '../api/member-rg-reality-check';

/**
 * The reality check due every N minutes the member chose: the summary once the interval has
 * passed (null until then), and `next` to start the next interval after dismissing it.
 */
export function useRealityCheck() {
  const controls = useGamblingControls({ staleTime: STALE.gamblingControls });
  const minutes = controls.data?.realityCheckMinutes ?? 0;
  const [summary, setSummary] = useState<RealityCheckSummary | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (minutes <= 0) return;
    const timer = setTimeout(() => void fetchRealityCheck().then(setSummary, () => undefined), minutes * 60_000);
    return () => clearTimeout(timer);
  }, [minutes, round]);

  return {
    summary,
    dismiss: () => setSummary(null),
    next: () => {
      setSummary(null);
      setRound((n) => n + 1);
    },
  };
}
