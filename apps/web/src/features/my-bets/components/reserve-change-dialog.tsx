import type { ReserveOrder } from '@matchday/contract';
import { majorToMinor, minorToMajor, parseStakeInput, sanitizeStakeInput, stakeText } from '@matchday/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTarget, sanitizeTarget, targetDecimals } from '@/shared/bet-slip/reserve-target';
import { failureText } from '@/shared/http/errors';
import { Dialog } from '@/shared/ui/dialog';
import { useReserveUpdate } from '../api/reserve-update';

const inputClass = 'min-h-11 rounded-lg border border-line bg-surface px-3 text-sm tabular-nums';

/**
 * A new target price and stake for a pending reserve bet. The platform holds them to the rules of a
 * new one against the price now (above it, within its highest reservable price, within the stake
 * limits) and answers why not; here only the format is checked.
 */
export function ReserveChangeDialog({
  reserve,
  title,
  onClose,
}: {
  reserve: ReserveOrder;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('my-bets');
  const update = useReserveUpdate();
  const ids = { target: useId(), stake: useId() };
  const [target, setTarget] = useState(String(reserve.ops[0]?.od ?? ''));
  const [stake, setStake] = useState(stakeText(majorToMinor(reserve.sat)));
  const [checked, setChecked] = useState(false);
  const odds = parseTarget(target);
  const stakeMinor = parseStakeInput(stake);
  const targetBad = odds === null;
  const stakeBad = stakeMinor === null || stakeMinor <= 0;

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
        <label htmlFor={ids.target} className="font-semibold">
          {t('reserve.change.target')}
        </label>
        <input
          id={ids.target}
          inputMode="decimal"
          value={target}
          onChange={(e) => setTarget(sanitizeTarget(e.target.value, targetDecimals(3)))}
          aria-invalid={checked && targetBad}
          className={inputClass}
        />
        {checked && targetBad && <p className="text-xs text-red-400">{t('reserve.change.badTarget')}</p>}
        <label htmlFor={ids.stake} className="font-semibold">
          {t('reserve.change.stake')}
        </label>
        <input
          id={ids.stake}
          inputMode="decimal"
          value={stake}
          onChange={(e) => setStake(sanitizeStakeInput(e.target.value))}
          aria-invalid={checked && stakeBad}
          className={inputClass}
        />
        {checked && stakeBad && <p className="text-xs text-red-400">{t('reserve.change.badStake')}</p>}
        <p className="text-xs text-muted">{t('reserve.change.rules')}</p>
        {update.isError && (
          <p role="alert" className="text-xs text-red-400">
            {failureText(update.error, t('reserve.change.failed'))}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} className="rounded-lg border border-line px-3 py-2 text-sm">
            {t('reserve.change.keep')}
          </button>
          <button
            type="submit"
            disabled={update.isPending}
            className="rounded-lg bg-accent px-3 py-2 text-sm font-semibold text-on-accent disabled:opacity-60"
          >
            {update.isPending ? t('reserve.change.saving') : t('reserve.change.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
