import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '@/shared/session/auth-dialog-store';
import { formatMoney } from '@/shared/money/format-money';
import { useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { useGiftSender } from '../../hooks/use-room-gifts';
import { useGiftCatalogue } from '../../api/live-gift-list';
import { GiftIcon } from './gift-icon';
import { GiftRefusalNote } from './gift-refusal-note';

/** How many of a gift one tap sends. */
export const GIFT_COUNTS = [1, 10, 99] as const;

/** The room's gift bar: the catalogue with prices, a count, and send (members, while the stream is live). */
export function GiftBar({ streamId, live }: { streamId: number; live: boolean }) {
  const { t } = useTranslation('live');
  const token = useSession((s) => s.token);
  const openLogin = useAuthDialog((s) => s.openLogin);
  const catalogue = useGiftCatalogue();
  const sender = useGiftSender(streamId);
  const [giftId, setGiftId] = useState<number | null>(null);
  const [count, setCount] = useState<number>(GIFT_COUNTS[0]);
  const gifts = catalogue.data ?? [];
  const chosen = gifts.find((g) => g.id === giftId) ?? null;

  return (
    <section aria-labelledby="gifts-title" className="flex flex-col gap-2 rounded-2xl bg-surface p-4">
      <h2 id="gifts-title" className="font-semibold">
        {t('gifts.title')}
      </h2>
      {catalogue.isPending ? (
        <p role="status" className="text-sm text-muted">
          {t('gifts.loading')}
        </p>
      ) : catalogue.isError ? (
        <div role="alert" className="flex items-center gap-2 text-sm">
          <span>{t('gifts.loadFailed')}</span>
          <Button variant="ghost" onClick={() => void catalogue.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : gifts.length === 0 ? (
        <p className="text-sm text-muted">{t('gifts.empty')}</p>
      ) : (
        <>
          <div role="radiogroup" aria-label={t('gifts.choose')} className="flex gap-2 overflow-x-auto pb-1">
            {gifts.map((g) => (
              <button
                key={g.id}
                type="button"
                role="radio"
                aria-checked={g.id === giftId}
                onClick={() => setGiftId(g.id)}
                className={clsx(
                  'flex w-24 shrink-0 flex-col items-center gap-1 rounded-xl border p-2 text-xs',
                  g.id === giftId ? 'border-accent bg-surface-2' : 'border-line hover:bg-surface-2',
                )}
              >
                <GiftIcon animation={g.animation} className="size-9" />
                <span className="font-semibold">{g.name}</span>
                <span className="text-muted">{formatMoney(g.price, g.currency)}</span>
                <span className="text-muted">{t('gifts.tier', { tier: g.tier })}</span>
              </button>
            ))}
          </div>
          {token === null ? (
            <div className="flex items-center justify-between gap-2 text-sm text-muted">
              <span>{t('gifts.signInToSend')}</span>
              <Button variant="ghost" onClick={() => openLogin()}>
                {t('chat.signIn')}
              </Button>
            </div>
          ) : !live ? (
            <p role="status" className="text-sm text-muted">
              {t('gifts.notLive')}
            </p>
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              <div role="radiogroup" aria-label={t('gifts.count')} className="flex gap-1">
                {GIFT_COUNTS.map((n) => (
                  <button
                    key={n}
                    type="button"
                    role="radio"
                    aria-checked={n === count}
                    onClick={() => setCount(n)}
                    className={clsx(
                      'min-h-10 rounded-lg border px-3 text-sm',
                      n === count ? 'border-accent bg-surface-2 font-semibold' : 'border-line',
                    )}
                  >
                    {t('gifts.times', { times: n })}
                  </button>
                ))}
              </div>
              <Button
                disabled={!chosen || sender.sending}
                onClick={() => chosen && void sender.send(chosen.id, count)}
                className="ml-auto"
              >
                {sender.sending
                  ? t('gifts.sending')
                  : chosen
                    ? t('gifts.sendTotal', { total: formatMoney(chosen.price * count, chosen.currency) })
                    : t('gifts.send')}
              </Button>
            </div>
          )}
          {sender.refusal && <GiftRefusalNote refusal={sender.refusal} />}
        </>
      )}
    </section>
  );
}
