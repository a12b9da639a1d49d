import { walletCurrencies } from '@matchday/contract/client';
import { sanitizeFloatInput } from '@matchday/core';
import { SelectField, TextField } from '@/shared/ui/field';

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
      <SelectField
        label={props.currencyLabel}
        value={props.currency}
        onChange={(e) => props.onCurrency(e.target.value)}
      >
        {walletCurrencies.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
