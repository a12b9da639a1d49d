import clsx from 'clsx';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useGiftShow } from '../../hooks/use-room-gifts';
import { useGiftCatalogue } from '../../api/live-gift-list';
import { giftShowMs, type GiftShow } from '../../lib/gift-queue';
import { GiftIcon } from './gift-icon';
import { giftKeyframes } from './gift-keyframes';
import { useReducedMotion } from './use-reduced-motion';

type Look = 'corner' | 'medium' | 'banner';
const lookOf = (tier: number, still: boolean): Look =>
  still || tier <= 1 ? 'corner' : tier === 2 ? 'medium' : 'banner';

const frame: Record<Look, string> = {
  corner: 'bottom-3 left-3 max-w-[75%] rounded-full bg-black/70 px-3 py-1.5 text-sm',
  medium: 'left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-black/70 px-5 py-4 text-base',
  banner:
    'inset-x-0 top-1/3 justify-center bg-gradient-to-r from-fuchsia-700/90 via-amber-500/90 to-fuchsia-700/90 px-4 py-4 text-lg font-bold',
};
const icon: Record<Look, string> = { corner: 'size-7', medium: 'size-16', banner: 'size-20' };
const spin: CSSProperties = { animation: 'md-gift-spin 900ms ease-in-out infinite' };
const keyframe: Record<Look, string> = { corner: 'md-gift-corner', medium: 'md-gift-pop', banner: 'md-gift-sweep' };

function Shown({ gift, name, still }: { gift: GiftShow; name: string; still: boolean }) {
  const { t } = useTranslation('live');
  const look = lookOf(gift.tier, still);
  const motion: CSSProperties | undefined = still
    ? undefined
    : { animation: `${keyframe[look]} ${giftShowMs(gift.tier)}ms ease-out both` };
  return (
    <div
      data-gift-look={look}
      style={motion}
      className={clsx(
        'absolute flex items-center gap-2 text-white shadow-lg',
        frame[look],
        gift.tier >= 4 && !still && 'ring-4 ring-amber-300/80',
      )}
    >
      <span className="shrink-0" style={gift.tier >= 4 && !still ? spin : undefined}>
        <GiftIcon animation={gift.animation} className={clsx('block drop-shadow', icon[look])} />
      </span>
      <span>{t('gifts.sent', { from: gift.from, name, times: gift.count })}</span>
    </div>
  );
}

/** Over the player: plays every gift sent in the room, one at a time, sized by its tier. */
export function GiftLayer({ streamId }: { streamId: number }) {
  const { t } = useTranslation('live');
  const gift = useGiftShow(streamId);
  const catalogue = useGiftCatalogue();
  const still = useReducedMotion();
  const name = gift ? (catalogue.data?.find((g) => g.id === gift.giftId)?.name ?? t('gifts.aGift')) : '';
  return (
    <div role="status" aria-live="polite" className="pointer-events-none absolute inset-0 overflow-hidden rounded-2xl">
      <style href="md-gift-keyframes" precedence="default">
        {giftKeyframes}
      </style>
      {gift && <Shown key={gift.id} gift={gift} name={name} still={still} />}
    </div>
  );
}
