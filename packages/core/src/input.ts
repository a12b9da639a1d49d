/** Spec §5 number input: strips every non-digit. */
export function sanitizeNumberInput(s: string): string {
  return s.replace(/\D/g, '');
}

/** Spec §5 float input: digits and the dot only; a second dot is dropped so the value stays a float. */
export function sanitizeFloatInput(s: string): string {
  const kept = s.replace(/[^\d.]/g, '');
  const firstDot = kept.indexOf('.');
  if (firstDot === -1) return kept;
  return kept.slice(0, firstDot + 1) + kept.slice(firstDot + 1).replace(/\./g, '');
}
