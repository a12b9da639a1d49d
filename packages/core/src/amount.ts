/**
 * Amount display (spec §9): integers with two decimals ("12.00"); other numbers cut to two
 * decimals, never rounded (negative amounts are cut toward zero: -1.239 → "-1.23").
 */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return '0.00';
  if (Number.isInteger(value)) return value.toFixed(2);
  // Cut the decimal text itself: multiplying by 100 would turn 1.005 into 100.49999… or 0.29 into 28.999….
  const text = Math.abs(value) < 1e-7 ? '0' : Math.abs(value).toFixed(20).replace(/0+$/, '');
  const plain = /e/i.test(String(Math.abs(value))) ? text : String(Math.abs(value));
  const [int = '0', dec = ''] = plain.split('.');
  const cut = `${int}.${dec.padEnd(2, '0').slice(0, 2)}`;
  return value < 0 && cut !== '0.00' ? `-${cut}` : cut;
}

/** Money arrives in integer minor units (1/100 of a unit); shown by the amount rule. */
export function minorToDisplay(minor: number): string {
  return formatAmount(minor / 100);
}

/**
 * The custom formatter (spec §9): groups of three with commas, at most two decimals (floored),
 * trailing zeros trimmed: 1234567.5 → "1,234,567.5", 1000 → "1,000", 12.3456 → "12.34".
 */
export function formatWithCommas(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const negative = value < 0;
  const [int = '0', dec = ''] = formatAmount(Math.abs(value)).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = dec.replace(/0+$/, '');
  return `${negative ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}
