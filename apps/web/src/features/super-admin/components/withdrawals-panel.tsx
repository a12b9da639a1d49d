import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { formatMoney } from '@/shared/money/format-money';
import { localShortTime } from '@/shared/time/local-time';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toaster';

import { usePendingWithdrawals } from '../api/admin-withdraw-list';
import { useReviewWithdrawal } from '../api/admin-withdraw-review';

/** Pending withdrawals, oldest first: approve pays out, reject releases the funds. */
export function WithdrawalsPanel() {
  const { t, i18n } = useTranslation('admin');
  const pending = usePendingWithdrawals();
  const reviewing = useReviewWithdrawal();
  const [reasons, setReasons] = useState<Record<number, string>>({});

  async function review(id: number, approve: boolean) {
    try {
      const reason = reasons[id]?.trim();
      await reviewing.mutateAsync({ id, approve, ...(reason ? { reason } : {}) });
      toast(t(approve ? 'withdrawals.approved' : 'withdrawals.rejected', { id }), 'info');
    } catch (err) {
      toast(failureText(err, t('withdrawals.empty')), 'error');
    }
  }

  if (pending.data?.list.length === 0) return <p className="text-sm text-muted">{t('withdrawals.empty')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {pending.data?.list.map((w) => (
        <li
          key={w.id}
          className="flex flex-col gap-2 rounded-xl border border-line p-3 text-sm"
          data-testid={`withdrawal-${w.id}`}
        >
          <div className="flex flex-wrap justify-between gap-2">
            <span className="font-semibold">{`#${w.id} ${w.userName}`}</span>
            <span className="tabular-nums">{formatMoney(w.amount, w.currency)}</span>
            <span className="text-muted">{localShortTime(w.createdAt, i18n.language)}</span>
          </div>
          <span className="text-muted">{t('withdrawals.account', { bank: w.bankName, account: w.accountMasked })}</span>
          <input
            aria-label={t('withdrawals.reason')}
            placeholder={t('withdrawals.reason')}
            value={reasons[w.id] ?? ''}
            onChange={(e) => setReasons({ ...reasons, [w.id]: e.target.value })}
            className="min-h-10 rounded-lg border border-line bg-bg px-2"
          />
          <div className="flex gap-2">
            <Button onClick={() => void review(w.id, true)}>{t('withdrawals.approve')}</Button>
            <Button variant="ghost" onClick={() => void review(w.id, false)}>
              {t('withdrawals.reject')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
