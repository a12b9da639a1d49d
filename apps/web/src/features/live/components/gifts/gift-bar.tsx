import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { ChoiceGroup } from '@/shared/ui/choice-group';
import { Panel } from '@/shared/ui/panel';
import { QueryView } from '@/shared/ui/query-state';
import { useGiftSender } from '../../hooks/use-room-gifts';
import { useGiftCatalogue } from '../../api/live-gift-list';
import { SignInPrompt } from '../sign-in-prompt';
import { GiftIcon } from './gift-icon';
import { GiftRefusalNote } from './gift-refusal-note';

/** How many of a gift one tap sends. */
export const GIFT_COUNTS = [1, 10, 99] as const;

/**
 * The room's gift bar: the catalogue with prices, a count, and send (members, while the stream is live).
 * In the phone room's sheet (`inSheet`) the sheet names it and the tiles wrap in a grid instead of a scrolling row.
 */
export function GiftBar({ streamId, live, inSheet = false }: { streamId: number; live: boolean; inSheet?: boolean }) {
  const { t } = useTranslation('live');
  const token = useSession((s) => s.token);
  const catalogue = useGiftCatalogue();
  const sender = useGiftSender(streamId);
  const [giftId, setGiftId] = useState<number | null>(null);
  const [count, setCount] = useState<number>(GIFT_COUNTS[0]);
  const chosen = catalogue.data?.find((g) => g.id === giftId) ?? null;
  const texts = {
    loading: t('gifts.loading'),
    failed: t('gifts.loadFailed'),
    retry: t('retry'),
    empty: t('gifts.empty'),
  };

  const body = (
    <QueryView query={catalogue} texts={texts} isEmpty={(gifts) => gifts.length === 0}>
      {(gifts) => (
        <>
          <ChoiceGroup
            label={t('gifts.choose')}
            items={gifts.map((g) => ({
              key: g.id,
              label: (
                <>
                  <GiftIcon animation={g.animation} className="size-9" />
                  <span className="font-semibold">{g.name}</span>
                  <span className="text-muted">{formatMoney(g.price, g.currency)}</span>
                  <span className="text-muted">{t('gifts.tier', { tier: g.tier })}</span>
                </>
              ),
            }))}
            value={giftId}
            onChange={setGiftId}
            className={inSheet ? 'grid grid-cols-4 gap-2' : 'gap-2 overflow-x-auto pb-1'}
            optionClass={(on) =>
              clsx(
                'flex flex-col items-center gap-1 rounded-xl border p-2 text-xs',
                inSheet ? 'min-w-0 break-words text-center' : 'w-24 shrink-0',
                on ? 'border-accent bg-surface-2' : 'border-line hover:bg-surface-2',
              )
            }
          />
          {token === null ? (
            <SignInPrompt text={t('gifts.signInToSend')} />
          ) : !live ? (
            <p role="status" className="text-sm text-muted">
              {t('gifts.notLive')}
            </p>
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              <ChoiceGroup
                label={t('gifts.count')}
                items={GIFT_COUNTS.map((n) => ({ key: n, label: t('gifts.times', { times: n }) }))}
                value={count}
                onChange={setCount}
                className="gap-1"
              />
              <Button
                size={inSheet ? 'large' : 'medium'}
                disabled={!chosen || sender.sending}
                onClick={() => chosen && void sender.send(chosen.id, count)}
                className={inSheet ? 'w-full' : 'ml-auto'}
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
    </QueryView>
  );
  return inSheet ? (
    <div className="flex flex-col gap-3">{body}</div>
  ) : (
    <Panel title={t('gifts.title')} gap={2} compact>
      {body}
    </Panel>
  );
}
