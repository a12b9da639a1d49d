import { walletCurrencies } from '@matchday/contract/client';
import { AmountField } from '@/shared/money/amount-field';
import { SelectField } from '@/shared/ui/field';

/** An amount as the language writes it (the shared amount field) with its currency. */
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
      <AmountField
        label={props.label}
        name={props.name}
        currency={props.currency}
        value={props.amount}
        onChange={props.onAmount}
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
