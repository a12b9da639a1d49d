/** 1 = European (decimal), 2 = Hong Kong (decimal − 1). Spec §4. */
export type OddsType = 1 | 2;

/** Rounds to cents first so float noise (1.85 − 1 = 0.8500000000000001) never leaks into text. */
function toFixed2(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/**
 * Text for an odds price, or null when the option is locked (od ≤ 0 or not finite; a negative od
 * means locked per sports-platform-api §2.1). Type 2 shows two decimals with one trailing zero
 * trimmed: 1.85 → "0.85", 2.5 → "1.5", 2 → "1.0".
 */
export function formatOdds(od: number, oddsType: OddsType): string | null {
  if (!Number.isFinite(od) || od <= 0) return null;
  if (oddsType === 1) return toFixed2(od);
  const text = toFixed2(od - 1);
  return text.endsWith('0') ? text.slice(0, -1) : text;
}

/** Handicap line text: the '+' sign is shown only for European odds and a value above 0. */
export function formatHandicap(value: number, oddsType: OddsType): string {
  return oddsType === 1 && value > 0 ? `+${value}` : String(value);
}
