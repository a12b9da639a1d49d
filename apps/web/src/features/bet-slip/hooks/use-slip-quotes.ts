import { useEffect, useRef, useState } from 'react';
import { selectionKey, useBetSlip, type SlipSelection } from '@/shared/bet-slip/bet-slip-store';
import { fetchJumpLine } from '../api/batch-bet-match-market-of-jump-line';
import { readJumpLine, type QuoteBook } from '../lib/slip-quotes';
import { startPolling } from '@/shared/query/polling';

/** How often an open slip refreshes its prices (§6.1: every 1–5 s). */
export const SLIP_REFRESH_MS = 3_000;

interface State {
  signature: string;
  book: QuoteBook | null;
  failed: boolean;
}

/**
 * The selections' current prices while the slip is open: asked at once when the slip opens or its
 * selections or tab change, then every SLIP_REFRESH_MS. Kept in component state, never in the query
 * cache (house rule 3). A moved line moves its selection on the slip.
 */
export function useSlipQuotes(
  selections: readonly SlipSelection[],
  parlay: boolean,
  active: boolean,
): { book: QuoteBook | null; fresh: boolean; failed: boolean } {
  const signature = `${selections.map((s) => s.key).join(',')}${parlay ? '|parlay' : ''}`;
  const latest = useRef(selections);
  useEffect(() => {
    latest.current = selections;
  });
  const [state, setState] = useState<State>({ signature: '', book: null, failed: false });

  useEffect(() => {
    if (!active || latest.current.length === 0) return undefined;
    const controller = new AbortController();
    const stop = startPolling(
      async (stopped) => {
        const asked = latest.current;
        try {
          const book = readJumpLine(asked, await fetchJumpLine(asked, parlay, controller.signal));
          if (stopped()) return;
          for (const m of book.moved) {
            const from = asked.find((s) => s.key === m.key);
            if (from) book.quotes[selectionKey(m.marketId, from.optionType)] = book.quotes[m.key]!;
            useBetSlip.getState().moveMarket(m.key, m.marketId);
          }
          setState({ signature, book, failed: false });
        } catch {
          if (!stopped()) setState((s) => ({ ...s, failed: true }));
        }
      },
      SLIP_REFRESH_MS,
      0,
    );
    return () => {
      stop();
      controller.abort();
    };
  }, [signature, parlay, active]);

  return { book: state.book, fresh: state.signature === signature, failed: state.failed };
}
