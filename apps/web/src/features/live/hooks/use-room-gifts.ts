import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopic } from '@/shared/realtime/use-topic';
import { sendGift } from '../api/live-gift-profit-save';
import { createGiftQueue, type GiftShow } from '../lib/gift-queue';
import { pendingAfter, requestKeyFor, type GiftIntent, type PendingKey } from '../lib/gift-intent';
import { giftRefusalOf, type GiftRefusal } from '../lib/gift-refusal';

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
      await sendGift({ ...intent, requestKey });
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
