import { walletCurrencies } from '@matchday/contract/client';
import { sanitizeFloatInput } from '@matchday/core';
import { useId } from 'react';
import { TextField } from '@/shared/ui/field';

/** An amount in currency units (core float input rules) with its currency. */
export function MoneyField(props: {
  label: string;
  currencyLabel: string;
  amount: string;
  currency: string;
  onAmount: (v: string) => void;
  onCurrency: (v: string) => void;
  error?: string | undefined;
  name: string;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-[1fr_7rem] items-start gap-2">
      <TextField
        label={props.label}
        name={props.name}
        inputMode="decimal"
        value={props.amount}
        onChange={(e) => props.onAmount(sanitizeFloatInput(e.target.value))}
        error={props.error}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm text-muted">
          {props.currencyLabel}
        </label>
        <select
          id={id}
          value={props.currency}
          onChange={(e) => props.onCurrency(e.target.value)}
          className="min-h-11 rounded-xl border border-line bg-bg px-2 text-base"
        >
          {walletCurrencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
