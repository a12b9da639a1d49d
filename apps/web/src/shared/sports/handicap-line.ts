/** A line as the platform writes it (`li`): "2.5", "+1", "-0.5/1", "+0/0.5" (a quarter line, the sign applying to both halves). */
const LINE_TEXT = /^([+-]?)(\d+(?:\.\d+)?)(?:\/(\d+(?:\.\d+)?))?$/;

/** The line's value: a quarter line is the mean of its halves ("-0/0.5" → -0.25); null when unreadable. */
export function lineValue(li: string): number | null {
  const match = LINE_TEXT.exec(li.trim());
  if (!match) return null;
  const [, sign, a = '', b] = match;
  const value = b === undefined ? Number(a) : (Number(a) + Number(b)) / 2;
  return sign === '-' ? -value : value;
}

/**
 * A handicap line as the bettor reads it, in every odds format: "+" or "-" on every line but 0,
 * so a quarter line around zero keeps its side ("-0/0.5" and "+0/0.5", never a bare "0/0.5").
 * An unsigned line is the positive one; text that is not a line is shown as it came.
 */
export function signedLine(li: string): string {
  const text = li.trim();
  const match = LINE_TEXT.exec(text);
  const value = lineValue(text);
  if (!match || value === null) return text;
  if (value === 0) return '0';
  const [, , a = '', b] = match;
  const halves = b === undefined ? String(Number(a)) : `${Number(a)}/${Number(b)}`;
  return `${value < 0 ? '-' : '+'}${halves}`;
}

/** The other side's line: the same halves with the opposite sign ("-0/0.5" → "+0/0.5"). */
export function mirroredLine(li: string): string {
  const text = signedLine(li);
  if (text.startsWith('-')) return `+${text.slice(1)}`;
  if (text.startsWith('+')) return `-${text.slice(1)}`;
  return text;
}
