import { COMPLEX, DROP, SPACE, foldTables, isCombiningMark, isIgnorable } from './fold-table.js';

/**
 * Text folded for matching, with a map back to the original: folded unit k came from the
 * original characters [from[k], to[k]). Buffers are reused between calls (one per matcher), so
 * scanning a message allocates nothing on the common path.
 */
export class NormalisedText {
  length = 0;
  units = new Uint16Array(256);
  from = new Int32Array(256);
  to = new Int32Array(256);
  /** 1 when separators between letters were skipped right before this unit ("f.u.c.k"). */
  joined = new Uint8Array(256);

  ensure(capacity: number) {
    if (capacity <= this.units.length) return;
    let size = this.units.length;
    while (size < capacity) size *= 2;
    const grow = <T extends Uint16Array | Int32Array | Uint8Array>(old: T, next: T) => {
      next.set(old.subarray(0, this.length));
      return next;
    };
    this.units = grow(this.units, new Uint16Array(size));
    this.from = grow(this.from, new Int32Array(size));
    this.to = grow(this.to, new Int32Array(size));
    this.joined = grow(this.joined, new Uint8Array(size));
  }

  toString(): string {
    let s = '';
    for (let k = 0; k < this.length; k++) s += String.fromCharCode(this.units[k]!);
    return s;
  }
}

const ASTRAL_CACHE_MAX = 4096;
const astral = new Map<number, string>();

/** NFKC and lower case of one astral code point (mathematical letters fold to ASCII; emoji stay). */
function foldAstral(cp: number): string {
  let f = astral.get(cp);
  if (f === undefined) {
    f = String.fromCodePoint(cp).normalize('NFKC').toLowerCase();
    if (astral.size >= ASTRAL_CACHE_MAX) astral.clear();
    astral.set(cp, f);
  }
  return f;
}

/**
 * Folds `text` into `out`: NFKC (full-width and compatibility forms to their plain form), lower
 * case, invisible characters dropped, whitespace runs to one space, combining marks composed with
 * the letter before them, and separator punctuation skipped between two letters. Vietnamese
 * diacritics stay: "lồn" and "lớn" are different words.
 */
export function normaliseInto(text: string, out: NormalisedText): NormalisedText {
  const { fold, letter, separator, expansions } = foldTables();
  const len = text.length;
  out.ensure(len + 16);
  let { units, from, to, joined } = out;
  let n = 0;
  let skipped = 0;
  for (let i = 0; i < len; i++) {
    const f = fold[text.charCodeAt(i)]!;
    if (f === DROP) continue;
    if (f !== COMPLEX) {
      if (f === SPACE && n > 0 && units[n - 1] === SPACE) {
        to[n - 1] = i + 1;
        continue;
      }
      if (separator[f] === 1 && n > 0 && letter[units[n - 1]!] === 1 && letter[peekFold(text, i + 1)] === 1) {
        skipped = 1;
        continue;
      }
      units[n] = f;
      from[n] = i;
      to[n] = i + 1;
      joined[n++] = skipped;
      skipped = 0;
      continue;
    }
    // Slow path: surrogate pairs, combining marks and multi-unit folds.
    let start = i;
    let end = i + 1;
    let folded: string;
    const u = text.charCodeAt(i);
    if (u >= 0xd800 && u <= 0xdbff && i + 1 < len && isLowSurrogate(text.charCodeAt(i + 1))) {
      folded = foldAstral(text.codePointAt(i)!);
      end = i + 2;
    } else if (isCombiningMark(u)) {
      let marks = '';
      for (end = i; end < len; end++) {
        const m = text.charCodeAt(end);
        if (isCombiningMark(m)) marks += text[end];
        else if (!isIgnorable(m)) break;
      }
      if (n > 0 && units[n - 1] !== SPACE) {
        n--;
        start = from[n]!;
        skipped = joined[n]!;
        folded = (String.fromCharCode(units[n]!) + marks).normalize('NFKC').toLowerCase();
      } else folded = marks.normalize('NFKC');
    } else folded = expansions.get(u) ?? String.fromCharCode(u);
    out.length = n;
    out.ensure(n + folded.length + (len - end) + 16);
    ({ units, from, to, joined } = out);
    for (let k = 0; k < folded.length; k++) {
      units[n] = folded.charCodeAt(k);
      from[n] = start;
      to[n] = end;
      joined[n++] = k === 0 ? skipped : 0;
    }
    skipped = 0;
    i = end - 1;
  }
  out.length = n;
  return out;
}

const isLowSurrogate = (u: number) => u >= 0xdc00 && u <= 0xdfff;

/** The folded unit of the next visible character (0 at the end), for the separator rule. */
function peekFold(text: string, i: number): number {
  const { fold, expansions } = foldTables();
  for (; i < text.length; i++) {
    const u = text.charCodeAt(i);
    const f = fold[u]!;
    if (f === DROP) continue;
    if (f !== COMPLEX) return f;
    const e = expansions.get(u) ?? (u >= 0xd800 && u <= 0xdbff ? foldAstral(text.codePointAt(i)!) : '');
    return e.length > 0 ? e.charCodeAt(0) : 0;
  }
  return 0;
}

/** The folded form of a word or phrase, trimmed (how list entries are stored and compared). */
export function normaliseWord(word: string): string {
  return normaliseInto(word, new NormalisedText()).toString().trim();
}
