import {
  amountMarks,
  amountText,
  currencyDecimals,
  groupAmountText,
  parseAmountText,
  type AmountProblem,
} from '@matchday/core';

/**
 * A stake field's value: the text as shown (grouped the language's way, vi "10.000"), the language
 * it was typed in, and what it hands on, the stake in integer minor units (null: no stake) or why
 * the text cannot be read.
 */
export interface TypedStake {
  text: string;
  lang: string;
  minor: number | null;
  problem: AmountProblem | null;
}

export const NO_STAKE: TypedStake = { text: '', lang: '', minor: null, problem: null };

/** Text typed or pasted into a stake field, read with the core amount rule for the currency in the language. */
export function typedStake(raw: string, currency: string, lang: string): TypedStake {
  const text = groupAmountText(raw, lang);
  if (text === '') return NO_STAKE;
  const read = parseAmountText(text, currency, lang);
  if (read.ok) return { text, lang, minor: read.minor, problem: null };
  // A zero is no stake yet, not a mistake to point at.
  return { text, lang, minor: null, problem: read.problem === 'notPositive' ? null : read.problem };
}

/** A stake of `minor` units as the language types it (a quick stake): 1000000 VND → vi "10.000". */
export const stakeOfMinor = (minor: number, currency: string, lang: string): TypedStake =>
  typedStake(amountText(minor, currency, lang), currency, lang);

/** The text a field shows now: a stake typed in another language is rewritten in this one's marks. */
export function shownStakeText(stake: TypedStake, currency: string, lang: string): string {
  if (stake.lang === lang || stake.minor === null) return stake.text;
  return amountText(stake.minor, currency, lang);
}

/** The keypad's keys: digits, then the decimal mark where the currency has decimals, else "000" (VND). */
export function keypadKeys(currency: string, lang: string): readonly string[] {
  const extra = currencyDecimals(currency) === 0 ? '000' : amountMarks(lang).decimal;
  return ['1', '2', '3', '4', '5', '6', '7', '8', '9', extra, '0', '00'];
}

export type KeypadPress = { kind: 'key'; key: string } | { kind: 'delete' } | { kind: 'clear' };

/**
 * A keypad press on the field's value, by the same rule as typing. A key that would make the stake
 * unreadable (a decimal for VND, a third decimal) is refused: the stake stays as it was.
 */
export function pressKeypad(stake: TypedStake, press: KeypadPress, currency: string, lang: string): TypedStake {
  if (press.kind === 'clear') return NO_STAKE;
  const shown = shownStakeText(stake, currency, lang);
  const next = typedStake(press.kind === 'delete' ? shown.slice(0, -1) : shown + press.key, currency, lang);
  return next.problem === null ? next : { ...stake, text: shown, lang };
}
