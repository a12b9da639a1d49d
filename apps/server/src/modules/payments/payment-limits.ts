import { walletCurrencies } from '@matchday/contract';
import { formatMoneyIn } from '@matchday/core';
import { AppError, type LangText } from '../../http/app-error.js';

/** One method's bounds for one currency, in integer minor units, both inclusive. */
export interface Limit {
  min: number;
  max: number;
}

/** A payment method's limits by currency; a currency it has no entry for is one it does not take. */
export type MethodLimits = ReadonlyMap<string, Limit>;

type MajorTable = Readonly<Record<string, readonly [number, number]>>;

/** Real providers and bank payouts, per transaction in major units (VNPay takes 5,000 to under 1 billion đồng). */
export const REAL_METHOD_LIMITS: MajorTable = { VND: [10_000, 500_000_000], CNY: [10, 50_000], USD: [1, 10_000] };
/** The local sandbox: the same maxima, lower minima so demos and tests can move small amounts. */
export const SANDBOX_LIMITS: MajorTable = { VND: [1_000, 500_000_000], CNY: [1, 50_000], USD: [1, 10_000] };

export const limitsOf = (table: MajorTable): MethodLimits =>
  new Map(Object.entries(table).map(([currency, [min, max]]) => [currency, { min: min * 100, max: max * 100 }]));

/** "12_345.5" → 1234550: a major amount with up to two decimals as exact minor units, or undefined. */
export function majorTextToMinor(text: string): number | undefined {
  const m = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.replaceAll('_', ''));
  if (!m) return undefined;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/**
 * Reads `CUR:min-max,…` (major units; `CUR:off` drops the currency) over the defaults: a listed
 * currency replaces its default, an unlisted one keeps it. Problems are pushed, naming the variable.
 */
export function readLimits(
  name: string,
  text: string | undefined,
  defaults: MethodLimits,
  problems: string[],
  currencies: readonly string[] = walletCurrencies,
): MethodLimits {
  const limits = new Map([...defaults].filter(([currency]) => currencies.includes(currency)));
  if (text === undefined) return limits;
  for (const part of text.split(',').map((p) => p.trim())) {
    const m = /^([A-Z]{3}):(?:(off)|([\d._]+)-([\d._]+))$/.exec(part);
    const currency = m?.[1] ?? '';
    if (!m || !currencies.includes(currency)) {
      problems.push(
        `${name}: "${part}" must be CURRENCY:min-max in major units or CURRENCY:off, for ${currencies.join(', ')} (e.g. ${currencies[0]}:10000-500000000)`,
      );
      continue;
    }
    if (m[2]) {
      limits.delete(currency);
      continue;
    }
    const min = majorTextToMinor(m[3]!);
    const max = majorTextToMinor(m[4]!);
    if (min === undefined || max === undefined || min < 1 || min > max) {
      problems.push(`${name}: ${currency} needs a minimum above 0 and a maximum at least as large (got "${part}")`);
      continue;
    }
    limits.set(currency, { min, max });
  }
  return limits;
}

/** Money in the caller's language, as the web writes it ("10.000 ₫" in vi), when the reply is sent. */
const money =
  (minor: number, currency: string): LangText =>
  (lang) =>
    formatMoneyIn(minor, currency, lang);

/** Refuses, with `paymentLimit` and a message in the caller's language, an amount the method does not take. */
export function assertWithinLimits(
  limits: MethodLimits,
  amount: number,
  currency: string,
  wholeUnitsOnly = false,
): void {
  const limit = limits.get(currency);
  if (!limit) throw new AppError('paymentLimit', 'payments.currencyUnavailable', { currency }, { currency });
  const data = { currency, min: limit.min, max: limit.max };
  if (amount < limit.min)
    throw new AppError('paymentLimit', 'payments.belowMinimum', data, { min: money(limit.min, currency) });
  if (amount > limit.max)
    throw new AppError('paymentLimit', 'payments.aboveMaximum', data, { max: money(limit.max, currency) });
  if (wholeUnitsOnly && amount % 100 !== 0)
    throw new AppError('paymentLimit', 'payments.wholeUnits', data, { currency });
}
