import { majorToMinor } from '@matchday/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { currencyCodeOf } from '../lib/order-labels';

interface Sum {
  cid: number;
  ct: number;
  sa: number;
  pa?: number;
  cwl?: number;
  mw?: number;
}

/** The platform's sums per currency (`sts`): bets, stake, and payout and win/loss once settled. */
export function BetSums({ sums, currency, settled }: { sums: readonly Sum[]; currency: string; settled: boolean }) {
  const { t } = useTranslation('my-bets');
  if (sums.length === 0) return null;
  return (
    <ul aria-label={t('sums.label')} className="flex flex-col gap-1 rounded-xl bg-surface-2 p-3 text-xs">
      {sums.map((s) => {
        const code = currencyCodeOf(s.cid, currency);
        const money = (major: number) => formatMoney(majorToMinor(major), code);
        return (
          <li key={s.cid} className="flex flex-wrap gap-x-4 gap-y-1 tabular-nums">
            <span>{t('sums.count', { count: s.ct })}</span>
            <span>{t('sums.stake', { amount: money(s.sa) })}</span>
            {settled && s.pa !== undefined && <span>{t('sums.payout', { amount: money(s.pa) })}</span>}
            {settled && s.cwl !== undefined && (
              <span className={s.cwl >= 0 ? 'text-green-500' : 'text-red-400'}>
                {t('sums.winLoss', { amount: money(s.cwl) })}
              </span>
            )}
            {s.mw !== undefined && <span>{t('sums.potentialWin', { amount: money(s.mw) })}</span>}
          </li>
        );
      })}
    </ul>
  );
}
