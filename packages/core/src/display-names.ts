/**
 * Bidirectional controls: the embeddings and overrides (U+202A–U+202E), the isolates
 * (U+2066–U+2069) and the marks (LRM U+200E, RLM U+200F, ALM U+061C). Each can reorder the text
 * around it on screen, so "gnp.exe" shows as "exe.png"; none is needed to write any language.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Removes bidirectional controls (see BIDI_CONTROLS) from text that others will see: chat lines and names. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** The role a display name pretends to hold: staff (super admins, support) or anchor. */
export type ImitatedRole = 'staff' | 'anchor';

/**
 * Role words, folded by `fold` below. Latin entries are word sequences matched against the name's
 * words (a trailing `*` lets the last word run on: "Administrator", "Anchor01"); CJK and Thai ones
 * match anywhere in the name, which is not spaced.
 */
const ROLE_WORDS: Readonly<Record<ImitatedRole, { words: readonly string[]; anywhere: readonly string[] }>> = {
  staff: {
    words: [
      'admin*',
      'moderator*',
      'mod',
      'staff',
      'support',
      'official',
      'operator',
      'customer service',
      'customerservice',
      'quản trị*',
      'quantri*',
      'hỗ trợ',
      'nhân viên',
      'cskh',
      'chăm sóc khách hàng',
      'kefu',
      'guanliyuan',
      'guanfang',
    ],
    anywhere: [
      '客服',
      '管理员',
      '管理員',
      '官方',
      '超管',
      '房管',
      '运营',
      '運營',
      '版主',
      'แอดมิน',
      'ผู้ดูแล',
      'เจ้าหน้าที่',
      'พนักงาน',
    ],
  },
  anchor: {
    words: ['anchor*', 'blv', 'chủ phòng', 'chuphong', 'người dẫn', 'zhubo'],
    anywhere: ['主播', 'ผู้จัดรายการ'],
  },
};

/** Letters from other scripts, and symbols, that read as a Latin letter (after lower-casing). */
const LOOKALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ь: 'b',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  // Latin variants, Armenian
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɡ: 'g',
  ɩ: 'i',
  ʏ: 'y',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  օ: 'o',
  ս: 'u',
  ո: 'n',
  հ: 'h',
  // Digits and symbols written for letters ("4dm1n")
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
};
const lookalike = new RegExp(`[${Object.keys(LOOKALIKES).join('')}]`, 'gu');

/** Combining diacritics of Latin, Greek and Cyrillic (Thai vowel and tone marks are letters' parts, kept). */
const DIACRITICS = /[\u0300-\u036f]|[\u1ab0-\u1aff]|[\u1dc0-\u1dff]|[\u20d0-\u20ff]|[\ufe20-\ufe2f]/g;
/** Zero-width and other format characters and variation selectors: invisible, so they only hide a word. */
const INVISIBLE = /[\p{Cf}\ufe00-\ufe0f]/gu;

/**
 * One confusable-insensitive form: compatibility forms folded (NFKC: full-width, mathematical
 * letters), camelCase split into words when asked, lower case, diacritics dropped (Vietnamese "Quản trị" and
 * "Quan tri" read alike), look-alike letters and digits mapped, and `l` read as `i` and `rn` as `m`
 * (they look the same in many fonts). Words are separated by single spaces.
 */
function fold(text: string, splitCamelCase = false): string {
  const visible = text.normalize('NFKC').replace(INVISIBLE, '');
  return (splitCamelCase ? visible.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2') : visible)
    .toLowerCase()
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .normalize('NFC')
    .replace(lookalike, (c) => LOOKALIKES[c] ?? c)
    .replace(/l/g, 'i')
    .replace(/rn/g, 'm')
    .replace(/[^\p{L}\p{M}]+/gu, ' ')
    .trim();
}

/** The name's words, a run of single letters read as one word ("A d m i n"). */
function wordsOf(folded: string): string[] {
  const words: string[] = [];
  let run = '';
  for (const word of folded.split(' ').filter(Boolean)) {
    if (Array.from(word).length === 1) {
      run += word;
      continue;
    }
    if (run) words.push(run);
    run = '';
    words.push(word);
  }
  if (run) words.push(run);
  return words;
}

interface RolePattern {
  words: string[];
  runsOn: boolean;
}

const patterns = Object.fromEntries(
  Object.entries(ROLE_WORDS).map(([role, list]) => [
    role,
    {
      words: list.words.map((entry): RolePattern => ({ words: fold(entry).split(' '), runsOn: entry.endsWith('*') })),
      anywhere: list.anywhere.map((entry) => fold(entry).replace(/ /g, '')),
    },
  ]),
) as Record<ImitatedRole, { words: RolePattern[]; anywhere: string[] }>;

function matchesAt(words: string[], at: number, pattern: RolePattern): boolean {
  return pattern.words.every((w, i) => {
    const word = words[at + i];
    if (word === undefined) return false;
    return word === w || (pattern.runsOn && i === pattern.words.length - 1 && word.startsWith(w));
  });
}

/**
 * Which role a display name imitates, if any: "Anchor 01", "ADMIN", "4dm1n", "Ａｄｍｉｎ", "Аdmin" with a
 * Cyrillic А, "Quan Tri", "官方客服", "แอดมิน". Words are matched whole ("Badminton" and "Modern" pass), a
 * few as prefixes ("Administrator", "Anchorman"). Staff is checked first.
 */
export function imitatedRole(name: string): ImitatedRole | undefined {
  // Read as written ("AdMiN") and with camelCase split into words ("SuperAdmin").
  const views = [fold(name), fold(name, true)].map(wordsOf);
  const joined = views[0]!.join('');
  for (const role of ['staff', 'anchor'] as const) {
    const { words: wordPatterns, anywhere } = patterns[role];
    if (anywhere.some((entry) => joined.includes(entry))) return role;
    for (const words of views)
      for (let at = 0; at < words.length; at++) if (wordPatterns.some((p) => matchesAt(words, at, p))) return role;
  }
  return undefined;
}
