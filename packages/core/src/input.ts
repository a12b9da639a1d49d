/** Number input (spec §5): every non-digit is stripped on key-up and blur. */
export function sanitizeNumberInput(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Float input: only digits and the dot; a real number has one dot, so later dots are dropped. */
export function sanitizeFloatInput(value: string): string {
  const kept = value.replace(/[^\d.]+/g, '');
  const first = kept.indexOf('.');
  return first === -1 ? kept : kept.slice(0, first + 1) + kept.slice(first + 1).replace(/\./g, '');
}
