import { formatOdds, majorToMinor, minorToMajor, reserveMaxStake, singleReturn } from '@matchday/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBettable, useBetSlip, type SlipSelection } from '@/shared/bet-slip/bet-slip-store';
import { ApiError } from '@/shared/http/errors';
import { formatMoney } from '@/shared/money/format-money';
import { usePlaceReserve } from '../api/reserve-bet';
import { useReserveParameter } from '../api/reserve-get-bet-parameter';
import { pendingAfter, requestKeyFor, type PendingKey } from '../lib/request-intent';
import { parseTarget, sanitizeTarget, targetDecimals, targetProblem } from '@/shared/bet-slip/reserve-target';
import { liveSelection, type Quote } from '../lib/slip-quotes';
import { stakeProblem } from '../lib/stake-limits';
import { NO_STAKE } from '../lib/typed-stake';
import { useStakes } from '../stores/stake-store';
import { PlaceError } from './place-error';
import { useSlipMember } from './slip-context';
import { StakeField } from './stake-field';

type Outcome = { kind: 'placed'; target: number } | { kind: 'failed'; error: unknown } | null;

/** A reserve bet on one single: a target price above the current one, placed by the platform when the market gets there. */
export function ReserveTab({
  selections,
  quotes,
}: {
  selections: readonly SlipSelection[];
  quotes: Readonly<Record<string, Quote>>;
}) {
  const { t } = useTranslation('bet-slip');
  const { currency } = useSlipMember();
  const open = selections.filter((s) => isBettable(liveSelection(s, quotes[s.key])));
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const chosen = open.find((s) => s.key === chosenKey) ?? open[0] ?? null;
  const param = useReserveParameter(chosen);
  const reserve = usePlaceReserve();
  const [targetText, setTargetText] = useState('');
  const stake = useStakes((s) => s.reserve.minor);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const pending = useRef<PendingKey>(null);

  if (!chosen) return <p className="rounded-xl bg-surface-2 p-3 text-sm text-muted">{t('reserve.empty')}</p>;
  const p = param.data;
  const current = quotes[chosen.key]?.od ?? p?.od ?? null;
  const target = parseTarget(targetText);
  const tProblem = targetProblem(target, current, p?.mod ?? null);
  const max = p
    ? target
      ? reserveMaxStake(majorToMinor(p.mly), majorToMinor(p.mms), target)
      : majorToMinor(p.mms)
    : null;
  const sProblem = stakeProblem(stake, p ? majorToMinor(p.mis) : null, max);
  const ready =
    p !== undefined &&
    target !== null &&
    tProblem === null &&
    stake !== null &&
    stake > 0 &&
    sProblem === null &&
    !busy;

  const submit = async () => {
    if (!ready) return;
    const print = JSON.stringify([chosen.marketId, chosen.optionType, target, stake]);
    const requestKey = requestKeyFor(print, pending.current, 'reserve');
    setOutcome(null);
    setBusy(true);
    try {
      await reserve.mutateAsync({
        unitStake: minorToMajor(stake),
        betOptionList: [
          {
            matchId: chosen.matchId,
            marketId: chosen.marketId,
            optionType: chosen.optionType,
            odds: target,
            oddsFormat: 1,
          },
        ],
        requestKey,
      });
      pending.current = null;
      setOutcome({ kind: 'placed', target });
      setTargetText('');
      useStakes.getState().type({ kind: 'reserve' }, NO_STAKE);
    } catch (err) {
      pending.current = pendingAfter(print, requestKey, err);
      setOutcome({ kind: 'failed', error: err });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-muted">{t('reserve.intro')}</p>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-xs font-semibold">{t('reserve.pick')}</legend>
        {open.map((s) => (
          <label key={s.key} className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm">
            <input
              type="radio"
              name="reserve-selection"
              checked={s.key === chosen.key}
              onChange={() => setChosenKey(s.key)}
            />
            <span className="min-w-0 flex-1 truncate">{s.optionName}</span>
            <span className="tabular-nums">{formatOdds(s.od, 1)}</span>
          </label>
        ))}
      </fieldset>
      {param.isPending ? (
        <p className="text-sm text-muted">{t('reserve.loading')}</p>
      ) : param.isError ? (
        <div role="alert" className="flex flex-col gap-1 text-sm">
          <p>{param.error instanceof ApiError && param.error.msg ? param.error.msg : t('reserve.loadFailed')}</p>
          <button type="button" onClick={() => void param.refetch()} className="self-start text-xs underline">
            {t('reserve.retry')}
          </button>
        </div>
      ) : (
        <>
          <p className="text-xs text-muted">
            {t('reserve.limits', {
              current: current === null ? '–' : formatOdds(current, 1),
              highest: formatOdds(p!.mod, 1),
              min: formatMoney(majorToMinor(p!.mis), currency),
              max: formatMoney(max ?? 0, currency),
            })}
          </p>
          <label className="flex flex-col gap-1 text-xs font-semibold">
            {t('reserve.target')}
            <input
              value={targetText}
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={tProblem !== null}
              onChange={(e) => setTargetText(sanitizeTarget(e.target.value, targetDecimals(p!.scl)))}
              className="min-h-10 rounded-lg border border-line bg-bg px-3 text-right text-sm font-normal tabular-nums"
            />
          </label>
          {tProblem && (
            <p className="text-xs text-red-400">
              {t(`reserve.targetProblem.${tProblem}`, {
                current: current === null ? '' : formatOdds(current, 1),
                highest: formatOdds(p!.mod, 1),
              })}
            </p>
          )}
          <StakeField
            field={{ kind: 'reserve' }}
            label={t('reserve.stake')}
            problem={sProblem}
            hint={
              target !== null &&
              stake !== null &&
              stake > 0 && (
                <p className="text-right text-xs text-muted">
                  {t('stake.returns', { amount: formatMoney(singleReturn(stake, target), currency) })}
                </p>
              )
            }
          />
          {outcome?.kind === 'placed' && (
            <p role="status" className="rounded-xl bg-green-600/15 p-3 text-sm text-green-400">
              {t('reserve.placed', { odds: formatOdds(outcome.target, 1) })}
            </p>
          )}
          {outcome?.kind === 'failed' && (
            <PlaceError
              error={outcome.error}
              onRetry={() => void submit()}
              onRemoveClosed={() => useBetSlip.getState().remove(chosen.key)}
            />
          )}
          <button
            type="button"
            disabled={!ready}
            aria-busy={busy}
            onClick={() => void submit()}
            className="min-h-11 rounded-xl bg-accent px-4 text-sm font-semibold text-on-accent disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy ? t('place.placing') : t('reserve.submit')}
          </button>
        </>
      )}
    </div>
  );
}
