/**
 * Major units (10.5, as the sports contract and display code carry them) as integer minor units
 * (1050): the one conversion of the house, rounded to the nearest cent so float noise (1.15 * 100 =
 * 114.99999999999999) never loses one.
 */
export function majorToMinor(major: number): number {
  if (!Number.isFinite(major)) throw new RangeError('amount must be finite');
  // + 0 turns -0 (a tiny negative rounded away) into 0.
  return Math.round(major * 100) + 0;
}

/** Minor units as major units (1050 → 10.5): exact, since it is one division of an integer by 100. */
export function minorToMajor(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError('minor units must be a safe integer');
  return minor / 100;
}

/** Money travels as integer minor units (1/100); this renders them as "12.34". */
export function minorToDisplay(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError('minor units must be a safe integer');
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${Math.floor(abs / 100)}.${cents}`;
}

/** Floors to cents; toPrecision absorbs float noise such as 1.15 * 100 = 114.99999999999999. */
function flooredCents(value: number): number {
  return Math.floor(Number((value * 100).toPrecision(15)));
}

/** Spec §9: integers get two decimals ("12.00"); non-integers are floored to two decimals. */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return '0.00';
  return minorToDisplay(flooredCents(value));
}

/**
 * Spec §9 custom formatter: groups of three with commas, at most two decimals (floored, like
 * formatAmount), trailing zeros trimmed: 1234567.891 → "1,234,567.89", 1000.5 → "1,000.5".
 */
export function formatAmountWithCommas(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const [intPart = '0', fracPart = ''] = formatAmount(value).split('.');
  const negative = intPart.startsWith('-');
  const digits = negative ? intPart.slice(1) : intPart;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = fracPart.replace(/0+$/, '');
  const body = frac ? `${grouped}.${frac}` : grouped;
  return negative && body !== '0' ? `-${body}` : body;
}
