import { amountMarks, currencyDecimals } from './money-format.js';

/** Most whole digits an amount may have: any amount stays far inside a safe integer of minor units. */
export const AMOUNT_MAX_WHOLE_DIGITS = 11;

/** Why a typed amount is refused; each has a message in every language. */
export type AmountProblem = 'empty' | 'invalid' | 'wholeOnly' | 'tooManyDecimals' | 'notPositive' | 'tooLarge';

export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Full-width digits and marks (a Chinese keyboard's) as ASCII, and spaces gone. */
function normalise(text: string): string {
  return text
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/\uFF0C/g, ',')
    .replace(/\uFF0E/g, '.')
    .replace(/[\s\u00A0\u202F]/g, '');
}

/**
 * A typed amount in ledger minor units, read the language's way: vi "500.000" is five hundred
 * thousand and "12,5" twelve and a half; en "500,000" and "12.5". Groups, when written, must be of
 * three; a currency without decimals (VND) refuses any.
 */
export function parseAmountText(text: string, currency: string, lang: string): ParsedAmount {
  const clean = normalise(text);
  if (clean === '') return { ok: false, problem: 'empty' };
  const { group, decimal } = amountMarks(lang);
  const shape = new RegExp(`^(\\d+|\\d{1,3}(?:${escape(group)}\\d{3})+)(?:${escape(decimal)}(\\d*))?$`);
  const match = shape.exec(clean);
  if (!match) return { ok: false, problem: 'invalid' };
  const whole = (match[1] ?? '')
    .split(group)
    .join('')
    .replace(/^0+(?=\d)/, '');
  const fraction = match[2];
  const digits = currencyDecimals(currency);
  if (fraction !== undefined && digits === 0) return { ok: false, problem: 'wholeOnly' };
  if ((fraction ?? '').length > digits) return { ok: false, problem: 'tooManyDecimals' };
  if (whole.length > AMOUNT_MAX_WHOLE_DIGITS) return { ok: false, problem: 'tooLarge' };
  const minor = Number(whole) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return minor > 0 ? { ok: true, minor } : { ok: false, problem: 'notPositive' };
}

/**
 * What an amount field keeps after a key or a paste: digits grouped the language's way as they are
 * typed ("500000" → vi "500.000"), the first decimal mark and what follows it (so a refused
 * decimal in VND is shown and explained, not silently dropped), nothing else.
 */
export function groupAmountText(text: string, lang: string): string {
  const { group, decimal } = amountMarks(lang);
  const clean = normalise(text);
  const at = clean.indexOf(decimal);
  const wholeDigits = (at === -1 ? clean : clean.slice(0, at))
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, AMOUNT_MAX_WHOLE_DIGITS);
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  if (at === -1) return grouped;
  return `${grouped || '0'}${decimal}${clean
    .slice(at + 1)
    .replace(/\D/g, '')
    .slice(0, 3)}`;
}

/** Where the caret belongs in `after` to sit behind the same count of digits and marks it had in `before`. */
export function caretAfterGrouping(before: string, caret: number, after: string, lang: string): number {
  const { decimal } = amountMarks(lang);
  const kept = (s: string) => /\d/.test(s) || s === decimal;
  let count = [...before.slice(0, caret)].filter(kept).length;
  let i = 0;
  while (i < after.length && count > 0) {
    if (kept(after[i] ?? '')) count -= 1;
    i += 1;
  }
  return i;
}
