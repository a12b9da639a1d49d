import { minorToMajor, parseAmountText } from '@matchday/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/errors';
import { AmountField } from '@/shared/money/amount-field';
import { formatMoney } from '@/shared/money/format-money';
import type { BetOrder } from '../api/new-bet-list';
import { useCashOutReserveBet } from '../api/cash-out-reserve-bet';
import { stakeMaxReturn, targetProblem } from '../lib/auto-cash-out';
import { cashOutKeyFor, pendingCashOutAfter, type PendingCashOut } from '../lib/cash-out-request';
import { CashOutDone, CashOutRefusal } from './cash-out-outcome';
type Phase =
  | { kind: 'edit' }
  | { kind: 'sending' }
  | { kind: 'done'; target: number }
  | { kind: 'refused'; text: string }
  | { kind: 'noAnswer' };

/**
 * The dialog's second choice: a target payout for `stake` (minor units), above its value now and at
 * most what it can return; the platform cashes it out on its own once the value gets there.
 */
export function AutoCashOutForm({
  order,
  stake,
  value,
  currency,
  onClose,
}: {
  order: BetOrder;
  stake: number;
  value: number | null;
  currency: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('my-bets');
  const reserve = useCashOutReserveBet();
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'edit' });
  const pending = useRef<PendingCashOut>(null);
  const typed = parseAmountText(text, currency, i18n.language);
  const target = typed.ok ? typed.minor : 0;
  const max = stakeMaxReturn(order, stake);
  const problem = target === 0 ? null : targetProblem(target, value, max);
  const busy = phase.kind === 'sending';

  const submit = async () => {
    if (target <= 0 || stake <= 0 || problem) return;
    const print = JSON.stringify([order.id, stake, target]);
    const requestKey = cashOutKeyFor(print, pending.current);
    setPhase({ kind: 'sending' });
    try {
      await reserve.mutateAsync({
        orderId: order.id,
        cashOutStake: minorToMajor(stake),
        cashOutPayoutStake: minorToMajor(target),
        parlay: order.sert === 1,
        requestKey,
      });
      pending.current = null;
      setPhase({ kind: 'done', target });
    } catch (err) {
      pending.current = pendingCashOutAfter(print, requestKey, err);
      setPhase(
        err instanceof ApiError ? { kind: 'refused', text: err.msg || t('autoCashOut.refused') } : { kind: 'noAnswer' },
      );
    }
  };

  if (phase.kind === 'done') {
    const done = { stake: formatMoney(stake, currency), target: formatMoney(phase.target, currency) };
    return <CashOutDone text={t('autoCashOut.done', done)} onClose={onClose} />;
  }
  return (
    <div className="flex flex-col gap-2">
      <AmountField
        label={t('autoCashOut.target', { stake: formatMoney(stake, currency) })}
        currency={currency}
        value={text}
        onChange={setText}
        disabled={busy}
        error={
          problem
            ? t(`autoCashOut.problem.${problem}`, {
                value: value === null ? '' : formatMoney(value, currency),
                max: formatMoney(max, currency),
              })
            : undefined
        }
        hint={t('autoCashOut.bounds', {
          value: value === null ? '–' : formatMoney(value, currency),
          max: formatMoney(max, currency),
        })}
      />
      {phase.kind === 'refused' && <CashOutRefusal text={phase.text} />}
      {phase.kind === 'noAnswer' && <CashOutRefusal text={t('autoCashOut.noAnswer')} />}
      <button
        type="button"
        disabled={busy || target <= 0 || stake <= 0 || problem !== null}
        onClick={() => void submit()}
        className="min-h-11 rounded-xl bg-accent px-4 font-semibold text-on-accent disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? t('autoCashOut.sending') : t('autoCashOut.confirm')}
      </button>
    </div>
  );
}
