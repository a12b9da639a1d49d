import { formatOdds, majorToMinor } from '@matchday/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { betTypeName } from '@/shared/bet-slip/bet-type-name';
import { localShortTime } from '@/shared/time/local-time';
import { Dialog } from '@/shared/ui/dialog';
import type { BetOrder } from '../api/new-bet-list';
import { betOutcome } from '../lib/bet-outcome';
import { betShape, outcomeKey, statusKey } from '../lib/order-labels';

/** What a dialog about one of the member's bets is given. */
export interface BetDialogProps {
  order: BetOrder;
  currency: string;
  onClose: () => void;
}

/** One bet in full: its figures from the platform and each leg's market, option, odds taken, score at bet time, result and outcome. */
export function BetDetailDialog({ order, currency, onClose }: BetDialogProps) {
  const { t, i18n } = useTranslation('my-bets');
  const { t: tc } = useTranslation('common');
  const outcome = betOutcome(order);
  const money = (major: number) => formatMoney(majorToMinor(major), currency);
  const rows: Array<[string, string]> = [
    [t('detail.id'), order.id],
    [t('detail.placed'), localShortTime(order.cte, i18n.language)],
    [t('detail.type'), betTypeName(tc, betShape(order))],
    [t('detail.stake'), money(order.sat)],
    [t('detail.status'), outcome ? t(`badge.${outcome}`) : t(`status.${statusKey(order.st)}`)],
    order.sa === undefined ? [t('detail.maxReturn'), money(order.mla)] : [t('detail.payout'), money(order.sa)],
  ];
  if (order.coc > 0)
    rows.push([
      t('detail.cashedOut'),
      t('detail.cashedOutValue', { stake: money(order.cots), payout: money(order.cops), count: order.coc }),
    ]);
  return (
    <Dialog open title={t('detail.title')} onClose={onClose}>
      <div className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted">{k}</dt>
              <dd className="text-right tabular-nums">{v}</dd>
            </div>
          ))}
        </dl>
        {order.rjs && <p className="rounded-lg bg-red-500/10 p-2 text-xs">{order.rjs}</p>}
        <ol aria-label={t('detail.legs')} className="flex flex-col gap-2">
          {order.ops.map((leg, i) => (
            <li key={`${leg.mrid}-${leg.ty}-${i}`} className="rounded-xl border border-line p-3">
              <p className="font-semibold">{leg.onm || leg.on}</p>
              <p className="text-xs text-muted">{leg.mgn}</p>
              <p className="text-xs text-muted">
                {leg.mn} · {leg.ln} · {localShortTime(leg.bt, i18n.language)}
              </p>
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
                <dt className="text-muted">{t('detail.odds')}</dt>
                <dd className="text-right tabular-nums">{leg.of === 2 ? leg.bo : (formatOdds(leg.od, 1) ?? leg.bo)}</dd>
                <dt className="text-muted">{t('detail.betScore')}</dt>
                <dd className="text-right">{leg.bsc ?? leg.re ?? t('detail.preMatch')}</dd>
                <dt className="text-muted">{t('detail.result')}</dt>
                <dd className="text-right">{leg.rs ?? t('detail.noResult')}</dd>
                <dt className="text-muted">{t('detail.outcome')}</dt>
                <dd className="text-right font-semibold" data-outcome={outcomeKey(leg.sr)}>
                  {t(`outcome.${outcomeKey(leg.sr)}`)}
                </dd>
              </dl>
            </li>
          ))}
        </ol>
      </div>
    </Dialog>
  );
}
