import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import type { StakeProblem } from '../lib/stake-limits';
import { sameField, useStakes, type StakeField as Field } from '../stores/stake-store';
import { fieldText, StakeKeypad } from './stake-keypad';
import { QuickStakes } from './quick-stakes';
import { useSlipMember } from './slip-context';

// A coarse pointer (a phone) types with our keypad, not the system keyboard over the slip.
const coarsePointer = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(pointer: coarse)').matches;

/** A stake input (spec §5 float input), its quick stakes and keypad while active, and its range message. */
export function StakeField(props: {
  field: Field;
  label: string;
  singleKeys?: readonly string[];
  problem?: StakeProblem;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation('bet-slip');
  const { currency } = useSlipMember();
  const id = useId();
  const singleKeys = props.singleKeys ?? [];
  const text = useStakes((s) => fieldText(s, props.field));
  const active = useStakes((s) => sameField(s.active, props.field));
  const problem = props.problem ?? null;
  const message =
    problem === null
      ? null
      : problem.kind === 'belowMin'
        ? t('stake.belowMin', { amount: formatMoney(problem.min, currency) })
        : problem.kind === 'aboveMax'
          ? t('stake.aboveMax', { amount: formatMoney(problem.max, currency) })
          : t('stake.noStakeAllowed');
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {props.label}
        </label>
        <input
          id={id}
          value={text}
          disabled={props.disabled}
          inputMode={coarsePointer() ? 'none' : 'decimal'}
          autoComplete="off"
          placeholder={t('stake.placeholder', { currency })}
          aria-invalid={message !== null}
          aria-describedby={message ? `${id}-problem` : undefined}
          onFocus={() => useStakes.getState().setActive(props.field)}
          onChange={(e) => useStakes.getState().type(props.field, e.target.value, singleKeys)}
          className={clsx(
            'min-h-10 w-full min-w-0 rounded-lg border bg-bg px-3 text-right tabular-nums',
            message ? 'border-red-500' : 'border-line',
          )}
        />
      </div>
      {props.hint}
      {message && (
        <p id={`${id}-problem`} className="text-xs text-red-400">
          {message}
        </p>
      )}
      {active && !props.disabled && (
        <>
          <QuickStakes field={props.field} singleKeys={singleKeys} />
          <StakeKeypad field={props.field} singleKeys={singleKeys} />
        </>
      )}
    </div>
  );
}
