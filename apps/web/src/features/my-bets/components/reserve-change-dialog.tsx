import type { ReserveOrder } from '@matchday/contract';
import { amountText, majorToMinor, minorToMajor } from '@matchday/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTarget, sanitizeTarget, targetDecimals } from '@/shared/bet-slip/reserve-target';
import { failureText } from '@/shared/http/errors';
import { AmountField, useAmountReader } from '@/shared/money/amount-field';
import { DialogActions } from '@/shared/ui/confirm-dialog';
import { Dialog } from '@/shared/ui/dialog';
import { useReserveUpdate } from '../api/reserve-update';

/** A target price typed by the member (sanitized by the caller), its label above and its format problem below. */
function DecimalField(props: {
  label: string;
  value: string;
  onChange: (typed: string) => void;
  problem: string | null;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="font-semibold">
        {props.label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.problem !== null}
        className="min-h-11 rounded-lg border border-line bg-surface px-3 text-sm tabular-nums"
      />
      {props.problem && <p className="text-xs text-red-400">{props.problem}</p>}
    </>
  );
}

/**
 * A new target price and stake for a pending reserve bet. The platform holds them to the rules of a
 * new one against the price now (above it, within its highest reservable price, within the stake
 * limits) and answers why not; here only the format is checked.
 */
export function ReserveChangeDialog({
  reserve,
  title,
  currency,
  onClose,
}: {
  reserve: ReserveOrder;
  title: string;
  /** The reserve bet's wallet currency: its stake is typed in it. */
  currency: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('my-bets');
  const update = useReserveUpdate();
  const readAmount = useAmountReader();
  const [target, setTarget] = useState(String(reserve.ops[0]?.od ?? ''));
  const [stake, setStake] = useState(() => amountText(majorToMinor(reserve.sat), currency, i18n.language));
  const [checked, setChecked] = useState(false);
  const odds = parseTarget(target);
  const stakeRead = readAmount(stake, currency);
  const stakeMinor = stakeRead.minor;
  const targetBad = odds === null;
  const stakeBad = stakeMinor === null;

  const save = () => {
    setChecked(true);
    if (targetBad || stakeBad) return;
    update.mutate({ reserveId: reserve.id, odds, unitStake: minorToMajor(stakeMinor) }, { onSuccess: onClose });
  };

  return (
    <Dialog open title={t('reserve.change.title', { title })} onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
        className="flex flex-col gap-3 text-sm"
      >
        <DecimalField
          label={t('reserve.change.target')}
          value={target}
          onChange={(typed) => setTarget(sanitizeTarget(typed, targetDecimals(3)))}
          problem={checked && targetBad ? t('reserve.change.badTarget') : null}
        />
        <AmountField
          label={t('reserve.change.stake')}
          currency={currency}
          value={stake}
          onChange={setStake}
          error={checked ? stakeRead.error : undefined}
        />
        <p className="text-xs text-muted">{t('reserve.change.rules')}</p>
        <DialogActions
          back={t('reserve.change.keep')}
          onBack={onClose}
          confirm={t('reserve.change.save')}
          busyConfirm={t('reserve.change.saving')}
          busy={update.isPending}
          failure={update.isError ? failureText(update.error, t('reserve.change.failed')) : undefined}
        />
      </form>
    </Dialog>
  );
}
