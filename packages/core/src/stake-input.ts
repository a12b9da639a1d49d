import { sanitizeFloatInput } from './input.js';

/** Most digits before the dot: any stake stays far inside a safe integer of minor units. */
export const STAKE_MAX_WHOLE_DIGITS = 11;

/**
 * A stake field's text after a key or a paste (spec §5 float input): digits and one dot, at most
 * two decimals, no leading zeros before another digit, at most STAKE_MAX_WHOLE_DIGITS whole digits.
 */
export function sanitizeStakeInput(text: string): string {
  const kept = sanitizeFloatInput(text);
  const dot = kept.indexOf('.');
  const whole = (dot === -1 ? kept : kept.slice(0, dot)).replace(/^0+(?=\d)/, '').slice(0, STAKE_MAX_WHOLE_DIGITS);
  return dot === -1 ? whole : `${whole}.${kept.slice(dot + 1, dot + 3)}`;
}

/**
 * A typed stake in integer minor units (1/100): "10" → 1000, "10.5" → 1050, "10." → 1000, ".5" → 50.
 * Null when it is empty, a lone dot, not digits-and-one-dot, or has more than two decimals.
 */
export function parseStakeInput(text: string): number | null {
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '', frac = ''] = match;
  if (whole === '' && frac === '') return null;
  if (whole.replace(/^0+/, '').length > STAKE_MAX_WHOLE_DIGITS) return null;
  return Number(whole || '0') * 100 + Number(frac.padEnd(2, '0'));
}

/** Minor units as stake-field text, without grouping or trailing zeros: 1050 → "10.5", 1000 → "10". */
export function stakeText(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError('stake must be a non-negative safe integer of minor units');
  const cents = minor % 100;
  const whole = String(Math.floor(minor / 100));
  if (cents === 0) return whole;
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}
