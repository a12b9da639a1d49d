import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/shared/money/amount-field';
import { formatMoney } from '@/shared/money/format-money';
import type { StakeProblem } from '../lib/stake-limits';
import { shownStakeText, typedStake } from '../lib/typed-stake';
import { fieldStake, sameField, useStakes, type StakeField as Field } from '../stores/stake-store';
import { StakeKeypad } from './stake-keypad';
import { QuickStakes } from './quick-stakes';
import { useSlipMember } from './slip-context';

// A coarse pointer (a phone) types with our keypad, not the system keyboard over the slip.
const coarsePointer = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(pointer: coarse)').matches;

/**
 * A stake in the shared amount field (grouped as the language writes money, the currency's
 * decimals only), its quick stakes and keypad while active, and its range message.
 */
export function StakeField(props: {
  field: Field;
  label: string;
  singleKeys?: readonly string[];
  problem?: StakeProblem;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('bet-slip');
  const { currency } = useSlipMember();
  const lang = i18n.language;
  const singleKeys = props.singleKeys ?? [];
  const stake = useStakes((s) => fieldStake(s, props.field));
  const active = useStakes((s) => sameField(s.active, props.field));
  const problem = props.problem ?? null;
  const message =
    problem === null
      ? undefined
      : problem.kind === 'belowMin'
        ? t('stake.belowMin', { amount: formatMoney(problem.min, currency) })
        : problem.kind === 'aboveMax'
          ? t('stake.aboveMax', { amount: formatMoney(problem.max, currency) })
          : t('stake.noStakeAllowed');
  return (
    <div className="flex flex-col gap-1">
      <AmountField
        label={props.label}
        labelHidden
        currency={currency}
        value={shownStakeText(stake, currency, lang)}
        onChange={(text) => useStakes.getState().type(props.field, typedStake(text, currency, lang), singleKeys)}
        error={message}
        disabled={props.disabled}
        placeholder={t('stake.placeholder', { currency })}
        onFocus={() => useStakes.getState().setActive(props.field)}
        {...(coarsePointer() ? { inputMode: 'none' as const } : {})}
      />
      {props.hint}
      {active && !props.disabled && (
        <>
          <QuickStakes field={props.field} singleKeys={singleKeys} />
          <StakeKeypad field={props.field} singleKeys={singleKeys} />
        </>
      )}
    </div>
  );
}
