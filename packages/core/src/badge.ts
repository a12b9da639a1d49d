/** Badge text: counts cap at 99, then "99+"; nothing for zero or less. */
export function badgeText(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '';
  return n > 99 ? '99+' : String(Math.floor(n));
}
