import type { ReserveOrder } from '@matchday/contract';
import { formatOdds, majorToMinor } from '@matchday/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { formatMoney } from '@/shared/money/format-money';
import { localShortTime } from '@/shared/time/local-time';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useReserveList } from '../api/reserve-bet-list';
import { useReserveCancel } from '../api/reserve-cancel';
import type { RangeKey } from '../lib/bet-ranges';
import { currencyCodeOf } from '../lib/order-labels';
import { BetSums } from './bet-sums';
import { ReserveChangeDialog } from './reserve-change-dialog';
import { ListState } from './list-state';

const STATUS = ['pending', 'success', 'failed', 'cancelled', 'confirming'] as const;
const FAIL_CODES = new Set([1, 2, 3, 4, 5, 6, 7, 8]);

const titleOf = (r: ReserveOrder) => (r.ops[0] ? r.ops[0].onm || r.ops[0].on || '' : r.id);

/** Reserve bets: pending ones with change and cancel, or failed ones in a range with why they failed. */
export function ReserveList({ failed, range, currency }: { failed: boolean; range: RangeKey; currency: string }) {
  const { t, i18n } = useTranslation('my-bets');
  const q = useReserveList(failed, range);
  const cancel = useReserveCancel();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [changing, setChanging] = useState<string | null>(null);
  const rows = q.data?.ods ?? [];
  const changed = rows.find((r) => r.id === changing);
  return (
    <div className="flex flex-col gap-2">
      <ListState loading={q.isLoading} error={q.error} retry={() => void q.refetch()} />
      {q.isSuccess && <BetSums sums={q.data.sts} currency={currency} settled={false} />}
      {q.isSuccess && rows.length === 0 && (
        <p className="rounded-xl bg-surface-2 p-4 text-center text-sm text-muted">
          {failed ? t('reserve.emptyFailed') : t('reserve.emptyPending')}
        </p>
      )}
      <ul aria-label={failed ? t('reserve.failed') : t('reserve.pending')} className="flex flex-col gap-2">
        {rows.map((r) => {
          const leg = r.ops[0];
          const code = currencyCodeOf(r.cid, currency);
          const title = titleOf(r);
          return (
            <li key={r.id} aria-label={title} className="flex flex-col gap-1 rounded-xl border border-line p-3 text-sm">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-semibold">{title}</p>
                  {leg && <p className="truncate text-xs text-muted">{`${leg.mgn ?? ''} · ${leg.mn ?? ''}`}</p>}
                </div>
                <span className="shrink-0 text-xs">{t(`reserve.status.${STATUS[r.rst] ?? 'pending'}`)}</span>
              </div>
              <p className="flex flex-wrap gap-x-3 text-xs tabular-nums">
                <span>{t('reserve.target', { odds: leg?.od ? formatOdds(leg.od, 1) : '–' })}</span>
                <span>{t('reserve.stake', { amount: formatMoney(majorToMinor(r.sat), code) })}</span>
                <span className="text-muted">{localShortTime(r.cte, i18n.language)}</span>
              </p>
              {r.fr !== undefined && (
                <p className="text-xs text-red-400">
                  {FAIL_CODES.has(r.fr) ? t(`reserve.fail.${r.fr as 1}`) : t('reserve.fail.other')}
                </p>
              )}
              {r.rst === 0 && (
                <div className="flex justify-end gap-2">
                  <button
                    type="button"
                    onClick={() => setChanging(r.id)}
                    aria-label={t('reserve.changeOf', { title })}
                    className="rounded-lg border border-line px-3 py-1 text-xs hover:bg-surface-2"
                  >
                    {t('reserve.changeButton')}
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      cancel.reset();
                      setConfirming(r.id);
                    }}
                    aria-label={t('reserve.cancelOf', { title })}
                    className="rounded-lg border border-line px-3 py-1 text-xs hover:bg-surface-2"
                  >
                    {t('reserve.cancel')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {changed && (
        <ReserveChangeDialog
          reserve={changed}
          title={titleOf(changed)}
          currency={currencyCodeOf(changed.cid, currency)}
          onClose={() => setChanging(null)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={t('reserve.cancelTitle')}
          back={t('reserve.keep')}
          onBack={() => setConfirming(null)}
          confirm={t('reserve.confirmCancel')}
          busyConfirm={t('reserve.cancelling')}
          busy={cancel.isPending}
          onConfirm={() => cancel.mutate(confirming, { onSuccess: () => setConfirming(null) })}
          failure={cancel.isError ? failureText(cancel.error, t('reserve.cancelFailed')) : undefined}
        >
          <p>{t('reserve.cancelBody')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
