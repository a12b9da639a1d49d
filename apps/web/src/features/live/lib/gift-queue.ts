/** One gift played in the room (the `room:{id}` `gift` event, as the layer needs it). */
export type GiftShow = { id: number; from: string; giftId: number; count: number; animation: string; tier: number };

/** How long each tier plays: small gifts pass quickly, the banners stay long enough to read. */
export function giftShowMs(tier: number): number {
  if (tier >= 3) return 4_000;
  return tier === 2 ? 3_000 : 2_000;
}

/** Most gifts waiting to play; past it the oldest waiting small ones give way so the room keeps up. */
export const MAX_WAITING_GIFTS = 50;

type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
const browserTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * Plays gifts one after another: each shows for its tier's time, then the next waiting one. A
 * repeated event id (a resent push) plays once. `onShow(null)` means nothing plays.
 */
export function createGiftQueue(onShow: (gift: GiftShow | null) => void, timers: Timers = browserTimers) {
  const waiting: GiftShow[] = [];
  const seen = new Set<number>();
  let playing: GiftShow | null = null;
  let timer: unknown = null;

  function playNext() {
    playing = waiting.shift() ?? null;
    onShow(playing);
    timer = playing ? timers.set(playNext, giftShowMs(playing.tier)) : null;
  }

  return {
    push(gift: GiftShow) {
      if (seen.has(gift.id)) return;
      seen.add(gift.id);
      waiting.push(gift);
      if (waiting.length > MAX_WAITING_GIFTS) {
        const smallest = waiting.findIndex((g) => g.tier <= 1);
        waiting.splice(smallest === -1 ? 0 : smallest, 1);
      }
      if (!playing) playNext();
    },
    waiting: () => waiting.length,
    dispose() {
      if (timer !== null) timers.clear(timer);
      waiting.length = 0;
      playing = null;
      timer = null;
    },
  };
}
