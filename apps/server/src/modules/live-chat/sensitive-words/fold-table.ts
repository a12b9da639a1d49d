/**
 * Per code unit lookup tables for the normaliser, built once on first use (~65k NFKC calls).
 * FOLD maps a UTF-16 unit to its folded unit: NFKC (full-width → half-width, compatibility
 * forms), then lower case. Two values are reserved: DROP (zero-width and format characters) and
 * COMPLEX (surrogates, combining marks, and units whose fold is longer than one unit), which the
 * normaliser handles on its slow path.
 */
export const DROP = 0;
export const COMPLEX = 0xffff;
export const SPACE = 0x20;

/** Invisible characters people slip inside words: zero-width space/joiners, word joiner, BOM, soft hyphen. */
const IGNORABLE = [0x00ad, 0x180e, 0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xfeff];
/** Punctuation skipped when it sits between two letters, so "f.u.c.k" and "z-a-l-o" read as words. */
const SEPARATORS = ".,-_*~·•|/\\'`^+=:;";

export interface FoldTables {
  fold: Uint16Array;
  /** 1 where the folded unit is a letter of a script that separates words with spaces. */
  letter: Uint8Array;
  /** 1 for punctuation that is skipped between letters. */
  separator: Uint8Array;
  /** BMP units whose fold is several units (ligatures, circled letters, ㎏). */
  expansions: Map<number, string>;
}

let tables: FoldTables | undefined;

export function foldTables(): FoldTables {
  tables ??= build();
  return tables;
}

/** Whether a unit is invisible and dropped (also used when masking, so it costs no star). */
export function isIgnorable(unit: number): boolean {
  return IGNORABLE.includes(unit) || (unit >= 0xfe00 && unit <= 0xfe0f);
}

/** Combining marks compose with the letter before them (decomposed Vietnamese input). */
export function isCombiningMark(unit: number): boolean {
  return (
    (unit >= 0x0300 && unit <= 0x036f) ||
    (unit >= 0x1ab0 && unit <= 0x1aff) ||
    (unit >= 0x1dc0 && unit <= 0x1dff) ||
    (unit >= 0x20d0 && unit <= 0x20ff)
  );
}

const spacedLetter = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
const whitespace = /\s/u;

function build(): FoldTables {
  const fold = new Uint16Array(0x10000);
  const letter = new Uint8Array(0x10000);
  const separator = new Uint8Array(0x10000);
  const expansions = new Map<number, string>();
  for (let u = 1; u < 0x10000; u++) {
    if (u >= 0xd800 && u <= 0xdfff) {
      fold[u] = COMPLEX;
      continue;
    }
    if (isIgnorable(u)) continue;
    if (isCombiningMark(u)) {
      fold[u] = COMPLEX;
      continue;
    }
    const ch = String.fromCharCode(u);
    if (whitespace.test(ch)) {
      fold[u] = SPACE;
      continue;
    }
    const f = ch.normalize('NFKC').toLowerCase();
    if (f.length === 1 && f.charCodeAt(0) !== COMPLEX) fold[u] = f.charCodeAt(0);
    else if (f.length === 0) continue;
    else {
      fold[u] = COMPLEX;
      expansions.set(u, f);
    }
  }
  for (let u = 1; u < 0x10000; u++)
    if (u < 0xd800 || u > 0xdfff) letter[u] = spacedLetter.test(String.fromCharCode(u)) ? 1 : 0;
  for (const ch of SEPARATORS) separator[ch.charCodeAt(0)] = 1;
  return { fold, letter, separator, expansions };
}
