/** 1 European (decimal), 2 Hong Kong (decimal − 1). Spec §4, §9. */
export type OddsFormat = 1 | 2;

/** Two decimals with one trailing zero trimmed: 0.85 → "0.85", 1.50 → "1.5", 1.00 → "1.0". */
function twoDecimalsTrimOne(value: number): string {
  const fixed = (Math.round(value * 100) / 100).toFixed(2);
  return fixed.endsWith('0') ? fixed.slice(0, -1) : fixed;
}

/**
 * The price to show for a European decimal price `od`. Type 1 shows it with two decimals;
 * type 2 (Hong Kong) shows `od − 1` with two decimals and one trailing zero trimmed.
 * A negative or non-finite `od` is a locked option (sports-platform-api.md §2.1): null.
 */
export function formatOdds(od: number, format: OddsFormat): string | null {
  if (!Number.isFinite(od) || od < 0) return null;
  return format === 2 ? twoDecimalsTrimOne(od - 1) : (Math.round(od * 100) / 100).toFixed(2);
}

/** A handicap line: the "+" sign is shown only for type 1 and a value above 0. */
export function formatHandicap(value: number, format: OddsFormat): string {
  const text = String(value);
  return format === 1 && value > 0 ? `+${text}` : text;
}
