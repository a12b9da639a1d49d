import { useEffect, useRef } from 'react';
import { startPolling } from '@/shared/query/polling';
import { fetchCashOuts } from '../api/get-cash-outs-by-ids';

/** How often a cash-out the platform did not settle at once is asked about (§8 step 3). */
export const CASH_OUT_FOLLOW_MS = 1_000;

type CashOutRecord = Awaited<ReturnType<typeof fetchCashOuts>>[number];

/** Asks about a cash-out the platform did not settle at once (null: none) until `decided` says it is no longer open. */
export function useCashOutFollow(
  id: string | null,
  decided: (record: CashOutRecord) => boolean,
  onDecided: (record: CashOutRecord) => void,
): void {
  const handlers = useRef({ decided, onDecided });
  useEffect(() => {
    handlers.current = { decided, onDecided };
  });
  useEffect(() => {
    if (id === null) return undefined;
    return startPolling(async (stopped) => {
      const [record] = await fetchCashOuts([id]);
      if (stopped() || !record || !handlers.current.decided(record)) return;
      handlers.current.onDecided(record);
    }, CASH_OUT_FOLLOW_MS);
  }, [id]);
}
