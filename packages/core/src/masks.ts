const star = (n: number): string => '*'.repeat(Math.max(0, n));

/** Keeps `head` leading and `tail` trailing characters (by code point), one '*' per hidden one. */
export function maskMiddle(text: string, head: number, tail: number): string {
  const chars = Array.from(text);
  if (chars.length <= head + tail) return text;
  return chars.slice(0, head).join('') + star(chars.length - head - tail) + chars.slice(chars.length - tail).join('');
}

/** Spec §9: 6 digits keep 3 + 2, 7 digits keep 3 + 3, others 3 + 4 (shorter ones are unchanged). */
export function maskNumber(value: string): string {
  const length = Array.from(value).length;
  if (length === 6) return maskMiddle(value, 3, 2);
  if (length === 7) return maskMiddle(value, 3, 3);
  return maskMiddle(value, 3, 4);
}

/** Hides a single word but its first and last letters; one- and two-letter words keep the first. */
function maskWord(word: string): string {
  const chars = Array.from(word);
  if (chars.length <= 2) return (chars[0] ?? '') + star(chars.length - 1);
  return maskMiddle(word, 1, 1);
}

/**
 * Spec §9 names: 3+ words keep the first and last word (middle words starred letter by letter);
 * 2 words show each initial plus a star ("J* S*"); one word keeps its first and last letters.
 */
export function maskName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 3) {
    const middle = words.slice(1, -1).map((w) => star(Array.from(w).length));
    return [words[0], ...middle, words[words.length - 1]].join(' ');
  }
  if (words.length === 2) return words.map((w) => `${Array.from(w)[0] ?? ''}*`).join(' ');
  return words.length === 1 ? maskWord(words[0] ?? '') : '';
}

/**
 * Spec §9 generic mask: 1 char kept at each end up to length 5, else 2. Texts too short to hide
 * anything keep only their first char.
 */
export function maskText(text: string): string {
  const chars = Array.from(text);
  const keep = chars.length <= 5 ? 1 : 2;
  if (chars.length <= keep * 2) return (chars[0] ?? '') + star(chars.length - 1);
  return maskMiddle(text, keep, keep);
}

/** Seven stars plus the last 4 characters: "*******1234". */
export function maskLastFour(text: string): string {
  return `*******${Array.from(text).slice(-4).join('')}`;
}

/** Removes tags and non-breaking spaces (&nbsp; and U+00A0). */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/gi, '')
    .replace(/\u00a0/g, '');
}
