/**
 * What a bet can return, in integer minor units (sports-platform-api §6.4). Prices carry at most
 * three decimals, so they are read as exact thousandths and every product is a BigInt: a float
 * product of ten legs would drift by more than a cent. Each sub-bet is rounded DOWN to the minor
 * unit before the sub-bets are summed, as the platform settles them.
 */

const THOUSAND = 1000n;

function checkMinor(minor: number, name: string): bigint {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`${name} must be a non-negative safe integer of minor units`);
  return BigInt(minor);
}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('return is beyond a safe integer of minor units');
  return Number(value);
}

/** A price (European odds, a cash-out `amt`) as exact thousandths: 1.955 → 1955n. Throws on more than three decimals. */
export function priceThousandths(price: number): bigint {
  const scaled = price * 1000;
  const rounded = Math.round(scaled);
  if (!Number.isFinite(price) || price < 0 || Math.abs(rounded - scaled) > 1e-6 * Math.max(1, Math.abs(scaled))) {
    throw new RangeError(`price ${price} is not a non-negative number with at most three decimals`);
  }
  return BigInt(rounded);
}

/** A single's return if it wins, stake included: floor(stake × odds). Also a cash-out's value: floor(stake × amt). */
export function singleReturn(stakeMinor: number, price: number): number {
  return toSafeNumber((checkMinor(stakeMinor, 'stake') * priceThousandths(price)) / THOUSAND);
}

/** C(n, k): ways to pick k legs of n; 0 when k is out of 0…n. */
export function combinations(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  let out = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) out = (out * (n - i + 1)) / i;
  return Math.round(out);
}

/** The folds a series stakes: k for a k-fold series, every fold 2…n for the full system (`seriesValue` 0). */
export function seriesFolds(legs: number, seriesValue: number): number[] {
  if (seriesValue === 0) return Array.from({ length: Math.max(0, legs - 1) }, (_, i) => i + 2);
  return seriesValue >= 1 && seriesValue <= legs ? [seriesValue] : [];
}

/** Sub-bets in a series: C(n, k) for k-folds, Σ C(n, k) for k = 2…n in the full system (4 legs → 11). */
export function seriesSubBets(legs: number, seriesValue: number): number {
  return seriesFolds(legs, seriesValue).reduce((sum, k) => sum + combinations(legs, k), 0);
}

/**
 * A series' return if every leg wins, stake included: for each sub-bet floor(unitStake × product of
 * its legs' odds), summed. `seriesValue` k for k-folds, 0 for the full system.
 */
export function seriesReturn(unitStakeMinor: number, odds: readonly number[], seriesValue: number): number {
  const stake = checkMinor(unitStakeMinor, 'unit stake');
  const prices = odds.map(priceThousandths);
  let total = 0n;
  for (const k of seriesFolds(prices.length, seriesValue)) {
    const scale = THOUSAND ** BigInt(k);
    const walk = (start: number, left: number, product: bigint): void => {
      if (left === 0) {
        total += (stake * product) / scale;
        return;
      }
      for (let i = start; i <= prices.length - left; i += 1) walk(i + 1, left - 1, product * prices[i]!);
    };
    walk(0, k, 1n);
  }
  return toSafeNumber(total);
}

/**
 * The most a reserve bet may stake at a target price (§9): max-win basis / (odds − 1), capped at the
 * basis itself, then at the platform's maximum stake when it sets one (0 = none). Rounded down.
 */
export function reserveMaxStake(maxWinBasisMinor: number, maxStakeMinor: number, targetOdds: number): number {
  const basis = checkMinor(maxWinBasisMinor, 'max-win basis');
  const over = priceThousandths(targetOdds) - THOUSAND;
  let max = over > 0n ? (basis * THOUSAND) / over : basis;
  if (max > basis) max = basis;
  const cap = checkMinor(maxStakeMinor, 'max stake');
  if (cap > 0n && max > cap) max = cap;
  return toSafeNumber(max);
}
