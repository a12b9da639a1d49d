import { sanitizeStakeInput } from '@matchday/core';

/** An amount typed in the stake format (core rule), its label above it: a part to cash out, a target payout. */
export function StakeInput({
  label,
  value,
  onChange,
  disabled,
  invalid,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  disabled: boolean;
  invalid: boolean;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs">
      {label}
      <input
        value={value}
        inputMode="decimal"
        autoComplete="off"
        disabled={disabled}
        aria-invalid={invalid}
        onChange={(e) => onChange(sanitizeStakeInput(e.target.value))}
        className="min-h-10 rounded-lg border border-line bg-bg px-3 text-right text-sm tabular-nums"
      />
    </label>
  );
}
