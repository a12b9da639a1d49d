import { liveGiftList, liveGiftProfitSave, type DataOf, type EndpointOf } from '@matchday/contract/client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/shared/http/api-client';
import { useTopic } from '@/shared/realtime/use-topic';
import { useSession } from '@/shared/session/session-store';
import { createGiftQueue, type GiftShow } from '../lib/gift-queue';
import { pendingAfter, requestKeyFor, type GiftIntent, type PendingKey } from '../lib/gift-intent';
import { giftRefusalOf, type GiftRefusal } from '../lib/gift-refusal';

export type CatalogueGift = DataOf<EndpointOf<typeof liveGiftList>>[number];

/** The catalogue on sale: names follow the language, prices the signed-in member's currency. */
export function useGiftCatalogue() {
  const { i18n } = useTranslation();
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['live', 'gifts', i18n.language, token],
    queryFn: ({ signal }) => apiCall(liveGiftList, { signal, noNeedResponseMsg: true }),
    staleTime: 5 * 60_000,
  });
}

/**
 * Sending gifts into one room: one send at a time; a send that got no answer keeps its request
 * key, so retrying the same gift and count can never pay twice.
 */
export function useGiftSender(streamId: number) {
  const { t } = useTranslation('live');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<GiftRefusal | null>(null);
  const pending = useRef<PendingKey>(null);
  // A ref, not the state: two taps in one frame must not start two sends with two keys.
  const inFlight = useRef(false);

  async function send(giftId: number, count: number): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    const intent: GiftIntent = { streamId, giftId, count };
    const requestKey = requestKeyFor(intent, pending.current);
    setSending(true);
    setRefusal(null);
    try {
      await apiCall(liveGiftProfitSave, { body: { ...intent, requestKey }, noNeedResponseMsg: true });
      pending.current = null;
      return true;
    } catch (err) {
      pending.current = pendingAfter(intent, requestKey, err);
      setRefusal(giftRefusalOf(err, t('gifts.sendFailed')));
      return false;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { send, sending, refusal };
}

/** The gift playing now in the room: every `gift` push is queued and played in turn. */
export function useGiftShow(streamId: number): GiftShow | null {
  const [showing, setShowing] = useState<GiftShow | null>(null);
  const queue = useRef<ReturnType<typeof createGiftQueue> | null>(null);
  useEffect(() => {
    const q = createGiftQueue(setShowing);
    queue.current = q;
    return () => {
      q.dispose();
      queue.current = null;
      setShowing(null);
    };
  }, [streamId]);
  useTopic(`room:${streamId}`, 'gift', (g) => {
    queue.current?.push({
      id: g.id,
      from: g.from,
      giftId: g.giftId,
      count: g.count,
      animation: g.animation,
      tier: g.tier,
    });
  });
  return showing;
}
