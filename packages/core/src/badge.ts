export const BADGE_MAX = 99;

/** Spec §9: counts cap at 99 then "99+"; zero, negative or non-finite counts show nothing. */
export function badgeText(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '';
  return n > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(n));
}
