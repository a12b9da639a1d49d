import { useCallback, useRef, useState } from 'react';
import { useBetSlip } from '@/shared/bet-slip/bet-slip-store';
import { placeParlay } from '../api/bet-multiple';
import { placeSingles } from '../api/single-pass';
import {
  fingerprint,
  parlayBody,
  singlesBody,
  trackOrders,
  type PlaceRequest,
  type PlaceSettings,
} from '../lib/placement';
import { pendingAfter, requestKeyFor, type PendingKey } from '../lib/request-intent';
import { useOrders } from '../stores/order-store';
import { useStakes } from '../stores/stake-store';

export type PlaceState = { status: 'idle' } | { status: 'placing' } | { status: 'failed'; error: unknown };

/**
 * Places singles or a parlay. One request key per intended placement: a retry of the same bets
 * after no answer reuses it, so the platform takes them once. Placed orders are then followed by
 * useOrderTracking; the ones decided at once clear their selections now. Placed stakes are cleared at once.
 */
export function usePlaceBets(settings: PlaceSettings, inPlay: (key: string) => boolean) {
  const pending = useRef<PendingKey>(null);
  const last = useRef<PlaceRequest | null>(null);
  const [state, setState] = useState<PlaceState>({ status: 'idle' });

  const place = useCallback(
    async (req: PlaceRequest) => {
      last.current = req;
      const print = fingerprint(req, settings);
      const requestKey = requestKeyFor(print, pending.current, 'slip');
      setState({ status: 'placing' });
      try {
        const orders =
          req.kind === 'singles'
            ? await placeSingles(singlesBody(req, settings, requestKey))
            : await placeParlay(parlayBody(req, settings, requestKey));
        pending.current = null;
        useStakes.getState().clearPlaced(req);
        const clear = useOrders.getState().add(req.kind, trackOrders(req, orders, inPlay));
        if (clear.length > 0) useBetSlip.getState().removeMany(clear);
        setState({ status: 'idle' });
      } catch (err) {
        pending.current = pendingAfter(print, requestKey, err);
        setState({ status: 'failed', error: err });
      }
    },
    [settings, inPlay],
  );

  const retry = useCallback(() => {
    if (last.current) void place(last.current);
  }, [place]);
  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, place, retry, reset };
}
