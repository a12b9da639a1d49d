import { useEffect } from 'react';
import { fetchCashOutPrices } from '../api/cash-out-price';
import { useCashOutQuotes, visibleIds } from '../stores/cash-out-quotes';
import { startPolling } from '@/shared/query/polling';

/** How often visible open bets ask for their cash-out price (§8). */
export const CASH_OUT_POLL_MS = 3_000;
/** Rows must stay on screen this long before their price is asked. */
export const SETTLE_MS = 250;
/** Most orders in one price call (contract limit). */
const MAX_IDS = 50;

/** Polls the cash-out price of the open bets on screen: at once when they change, then every 3 s. */
export function useCashOutPolling(): void {
  const ids = useCashOutQuotes(visibleIds);
  useEffect(() => {
    if (ids === '') return undefined;
    // A short wait first: rows scrolling past change the set many times a second. A failed run is
    // asked again; an old quote is refused by the platform, never paid.
    return startPolling(
      async (stopped) => {
        const answer = await fetchCashOutPrices(ids.split(',').slice(0, MAX_IDS));
        if (!stopped()) useCashOutQuotes.getState().put(answer.pr);
      },
      CASH_OUT_POLL_MS,
      SETTLE_MS,
    );
  }, [ids]);
}

/**
 * After a refusal the quote shown is likely out of date (the price moved past the tolerance): it is
 * dropped, so the member cannot confirm it again, and this order's price is asked at once rather
 * than at the next poll, up to 3 s later.
 */
export function refreshCashOutQuote(oid: string): void {
  useCashOutQuotes.getState().drop(oid);
  fetchCashOutPrices([oid]).then(
    (answer) => useCashOutQuotes.getState().put(answer.pr),
    // The regular poll asks again.
    () => undefined,
  );
}

/** Registers one open order as visible while its row is mounted; returns its latest quote. */
export function useCashOutQuote(oid: string) {
  useEffect(() => {
    useCashOutQuotes.getState().show(oid);
    return () => useCashOutQuotes.getState().hide(oid);
  }, [oid]);
  return useCashOutQuotes((s) => s.quotes[oid]);
}
