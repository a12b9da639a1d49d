const stars = (n: number) => '*'.repeat(Math.max(0, n));

/** Numbers (phones, accounts): 6 digits keep 3 + 2, 7 digits keep 3 + 3, others keep 3 + 4. */
export function maskNumber(value: string): string {
  const keep = value.length === 6 ? [3, 2] : value.length === 7 ? [3, 3] : [3, 4];
  const [head, tail] = keep as [number, number];
  if (value.length <= head + tail) return value;
  return value.slice(0, head) + stars(value.length - head - tail) + value.slice(value.length - tail);
}

/** Names: 3+ words keep the first and last word; 2 words show initials plus a star each; one word keeps its first and last letters. */
export function maskName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 3) return [words[0], ...words.slice(1, -1).map((w) => stars(w.length)), words.at(-1)].join(' ');
  if (words.length === 2) return words.map((w) => `${[...w][0]}*`).join(' ');
  const chars = [...(words[0] ?? '')];
  if (chars.length <= 2) return chars.length === 2 ? `${chars[0]}*` : chars.join('');
  return chars[0] + stars(chars.length - 2) + chars.at(-1);
}

/** Generic text: keeps 1 character at each end up to length 5, else 2. */
export function maskText(text: string): string {
  const chars = [...text];
  const keep = chars.length <= 5 ? 1 : 2;
  if (chars.length <= keep * 2) return chars.length <= 1 ? text : chars[0] + stars(chars.length - 1);
  return chars.slice(0, keep).join('') + stars(chars.length - keep * 2) + chars.slice(-keep).join('');
}

/** Seven stars plus the last 4 characters ("*******1234"), whatever the length. */
export function maskTail4(text: string): string {
  return `*******${[...text].slice(-4).join('')}`;
}

/** Removes HTML tags and non-breaking spaces (&nbsp; and U+00A0). */
export function stripHtml(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/gi, '').replace(/\u00a0/g, '');
}
