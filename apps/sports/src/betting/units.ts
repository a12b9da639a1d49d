import { oddsChangeSetting } from '@matchday/contract';

/** European odds as exact thousandths (1.955 → 1955): prices are compared and settled as integers. */
export const oddsToThousandths = (od: number): number => Math.round(od * 1000);
export const thousandthsToOdds = (t: number): number => t / 1000;

/**
 * Whether a price the member asked for may be taken at the current one (§6.5): 0 only the same,
 * 1 the same or better (higher), 2 any.
 */
export function priceAcceptable(asked: number, current: number, setting: number): boolean {
  if (setting === oddsChangeSetting.acceptAny) return true;
  if (setting === oddsChangeSetting.rejectAny) return current === asked;
  return current >= asked;
}

/** Hong Kong odds are European less one (§5.9); orders accept formats 1 and 2 only. */
export function displayOdds(euThousandths: number, format: number): number {
  return format === 2 ? (euThousandths - 1000) / 1000 : euThousandths / 1000;
}
