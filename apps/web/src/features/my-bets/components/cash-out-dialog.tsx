import { cashOutStatus } from '@matchday/contract/client';
import { majorToMinor, minorToMajor, parseAmountText } from '@matchday/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/errors';
import { AmountField } from '@/shared/money/amount-field';
import { formatMoney } from '@/shared/money/format-money';
import { useSession } from '@/shared/session/session-store';
import { Dialog } from '@/shared/ui/dialog';
import { useCashOutBet } from '../api/cash-out-bet';
import { useRefreshOrders } from '../api/new-bet-list';
import { useCashOutFollow } from '../hooks/use-cash-out-follow';
import { refreshCashOutQuote, useCashOutQuote } from '../hooks/use-cash-out-polling';
import { openReservedCashOut } from '../lib/auto-cash-out';
import { cashOutValue, offeredAmt, partialMinimum, partialProblem, remainingStake } from '../lib/cash-out';
import { cashOutKeyFor, pendingCashOutAfter, type PendingCashOut } from '../lib/cash-out-request';
import { AutoCashOutForm } from './auto-cash-out-form';
import type { BetDialogProps } from './bet-detail-dialog';
import { CashOutDone, CashOutRefusal } from './cash-out-outcome';
import { CashOutValue } from './cash-out-value';
type Phase =
  | { kind: 'confirm' }
  | { kind: 'sending' }
  | { kind: 'confirming'; id: string }
  | { kind: 'done'; payout: number }
  | { kind: 'refused'; text: string }
  | { kind: 'noAnswer' };

const open = (st: number) => st === cashOutStatus.created || st === cashOutStatus.confirming;

/** Confirms a cash-out, all or part (at least the minimum), at the price shown, or sets one to happen automatically at a target. */
export function CashOutDialog({ order, currency, onClose }: BetDialogProps) {
  const { t, i18n } = useTranslation('my-bets');
  const refreshOrders = useRefreshOrders();
  const cashOut = useCashOutBet();
  const quote = useCashOutQuote(order.id);
  const balance = useSession((s) => s.balance);
  const [part, setPart] = useState<string | null>(null);
  const [auto, setAuto] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'confirm' });
  const pending = useRef<PendingCashOut>(null);
  const amt = offeredAmt(quote);
  const remaining = remainingStake(order);
  const minimum = partialMinimum(quote, order.sert === 1);
  const typed = part === null ? null : parseAmountText(part, currency, i18n.language);
  const stake = typed === null ? remaining : typed.ok ? typed.minor : 0;
  const problem = part === null || stake === 0 ? null : partialProblem(stake, remaining, minimum);
  const value = amt === null ? null : cashOutValue(stake, amt);
  const reserved = openReservedCashOut(order) !== undefined;

  useCashOutFollow(
    phase.kind === 'confirming' ? phase.id : null,
    (record) => !open(record.orderStatus),
    (record) => {
      if (record.orderStatus !== cashOutStatus.accepted) refreshCashOutQuote(order.id);
      setPhase(
        record.orderStatus === cashOutStatus.accepted
          ? { kind: 'done', payout: majorToMinor(record.cashOutPayoutStake) }
          : { kind: 'refused', text: record.remark ?? t('cashOut.refused') },
      );
      refreshOrders();
    },
  );

  const confirm = async () => {
    if (amt === null || value === null || stake <= 0 || problem) return;
    const print = JSON.stringify([order.id, stake, amt]);
    const requestKey = cashOutKeyFor(print, pending.current);
    setPhase({ kind: 'sending' });
    try {
      const res = await cashOut.mutateAsync({
        orderId: order.id,
        cashOutStake: minorToMajor(stake),
        unitCashOutPayoutStake: amt,
        acceptOddsChange: false,
        parlay: order.sert === 1,
        requestKey,
      });
      pending.current = null;
      if (open(res.st)) {
        setPhase({ kind: 'confirming', id: res.id });
        return;
      }
      if (res.st !== cashOutStatus.accepted) refreshCashOutQuote(order.id);
      setPhase(
        res.st === cashOutStatus.accepted
          ? { kind: 'done', payout: res.cops === undefined ? value : majorToMinor(res.cops) }
          : { kind: 'refused', text: t('cashOut.refused') },
      );
      refreshOrders();
    } catch (err) {
      pending.current = pendingCashOutAfter(print, requestKey, err);
      if (err instanceof ApiError) refreshCashOutQuote(order.id);
      setPhase(
        err instanceof ApiError ? { kind: 'refused', text: err.msg || t('cashOut.refused') } : { kind: 'noAnswer' },
      );
    }
  };

  const busy = phase.kind === 'sending' || phase.kind === 'confirming';
  return (
    <Dialog open title={t('cashOut.title')} onClose={busy ? undefined : onClose}>
      {phase.kind === 'done' ? (
        <CashOutDone text={t('cashOut.done', { amount: formatMoney(phase.payout, currency) })} onClose={onClose}>
          {balance !== null && <p>{t('cashOut.balance', { amount: formatMoney(balance, currency) })}</p>}
        </CashOutDone>
      ) : (
        <div className="flex flex-col gap-3 text-sm">
          <p>{t('cashOut.remaining', { amount: formatMoney(remaining, currency) })}</p>
          <fieldset className="flex flex-col gap-1" disabled={busy}>
            <legend className="sr-only">{t('cashOut.howMuch')}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" checked={part === null} onChange={() => setPart(null)} />
              {t('cashOut.full')}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" checked={part !== null} onChange={() => setPart('')} />
              {t('cashOut.part')}
            </label>
          </fieldset>
          {part !== null && (
            <AmountField
              label={t('cashOut.partStake', { min: formatMoney(minimum, currency) })}
              currency={currency}
              value={part}
              onChange={setPart}
              disabled={busy}
              error={
                problem
                  ? t(`cashOut.problem.${problem}`, {
                      min: formatMoney(minimum, currency),
                      max: formatMoney(remaining, currency),
                    })
                  : undefined
              }
            />
          )}
          <fieldset className="flex flex-col gap-1" disabled={busy}>
            <legend className="sr-only">{t('autoCashOut.when')}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" checked={!auto} onChange={() => setAuto(false)} />
              {t('autoCashOut.now')}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" checked={auto} disabled={reserved} onChange={() => setAuto(true)} />
              {t('autoCashOut.auto')}
            </label>
            {reserved && <p className="text-xs text-muted">{t('autoCashOut.alreadySet')}</p>}
          </fieldset>
          {auto ? (
            <AutoCashOutForm
              order={order}
              stake={problem ? 0 : stake}
              value={value}
              currency={currency}
              onClose={onClose}
            />
          ) : (
            <>
              {value === null ? (
                <p className="text-muted">{t('cashOut.unavailable')}</p>
              ) : (
                <p>
                  {t('cashOut.youGet')} <CashOutValue value={value} stake={stake} currency={currency} />
                </p>
              )}
              {phase.kind === 'refused' && <CashOutRefusal text={phase.text} />}
              {phase.kind === 'noAnswer' && <CashOutRefusal text={t('cashOut.noAnswer')} />}
              <button
                type="button"
                disabled={busy || value === null || stake <= 0 || problem !== null}
                onClick={() => void confirm()}
                className="min-h-11 rounded-xl bg-accent px-4 font-semibold text-on-accent disabled:cursor-not-allowed disabled:opacity-60"
              >
                {busy
                  ? t('cashOut.sending')
                  : phase.kind === 'noAnswer'
                    ? t('cashOut.retry')
                    : t('cashOut.confirm', { amount: value === null ? '' : formatMoney(value, currency) })}
              </button>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
