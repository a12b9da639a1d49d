import { sanitizeNumberInput } from '@matchday/core';
import { TextField, type Labelled } from './field';

export type DigitsFieldProps = Labelled<{
  name?: string;
  value: string;
  onDigits: (digits: string) => void;
  /** At most this many digits are kept. */
  maxDigits?: number;
  autoComplete?: string;
}>;

/** A text field that keeps digits only (spec §5 number input): codes, phone numbers and ids. */
export function DigitsField({ onDigits, maxDigits, ...field }: DigitsFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      {...field}
      onChange={(e) => onDigits(sanitizeNumberInput(e.target.value).slice(0, maxDigits))}
    />
  );
}
