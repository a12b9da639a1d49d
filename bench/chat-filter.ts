/**
 * Live chat word filter: builds the masker over 20,000 synthetic words (zh, vi and en, as the
 * platform list would grow), then masks ≥ 50 million characters of synthetic chat messages
 * (short lines in the three languages with emoji, numbers, full-width letters and zero-width
 * characters; about 3% carry a listed word) and prints build time and characters per second.
 * Target (issue 7): ≥ 5 million characters/s (wall clock). A second figure adds a room's 500
 * shielded words (two automata over the same folded text). CHAT_BENCH_CHARS changes the volume.
 */
import { WordFilter } from '../apps/server/src/modules/live-chat/sensitive-words/word-filter.js';

const WORDS = 20_000;
const CHARS = Number(process.env.CHAT_BENCH_CHARS ?? 50_000_000);
const TARGET_CHARS_PER_S = 5_000_000;
const HIT_RATE = 0.03;
const ROOM_WORDS = 500;

/** A small deterministic generator, so every run scans the same text. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const rand = random(7);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

const consonants = [
  'b',
  'c',
  'd',
  'f',
  'g',
  'h',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'w',
  'z',
  'ch',
  'th',
  'st',
  'tr',
];
const vowels = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou', 'y'];
const viInitials = [
  'b',
  'c',
  'ch',
  'd',
  'đ',
  'g',
  'gi',
  'h',
  'k',
  'kh',
  'l',
  'm',
  'n',
  'ng',
  'nh',
  'ph',
  'qu',
  's',
  't',
  'th',
  'tr',
  'v',
  'x',
];
const viVowels = [
  'a',
  'á',
  'à',
  'ả',
  'ã',
  'ạ',
  'ă',
  'ắ',
  'â',
  'ấ',
  'ầ',
  'e',
  'é',
  'ê',
  'ế',
  'ề',
  'ệ',
  'i',
  'í',
  'ì',
  'o',
  'ó',
  'ò',
  'ô',
  'ố',
  'ồ',
  'ơ',
  'ớ',
  'ờ',
  'u',
  'ú',
  'ư',
  'ứ',
  'ừ',
  'y',
  'ý',
];
const viFinals = ['', '', 'n', 'ng', 'nh', 'c', 'ch', 't', 'm', 'p', 'i', 'o', 'u'];
const hanzi = Array.from({ length: 3_000 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 0x5000)));
const emoji = ['😂', '🔥', '⚽', '👍', '🙏', '😡', '🎉', '❤️'];

const enWord = () =>
  Array.from({ length: between(1, 3) }, () => pick(consonants) + pick(vowels)).join('') +
  (rand() < 0.3 ? pick(consonants) : '');
const viWord = () => pick(viInitials) + pick(viVowels) + pick(viFinals);
const zhWord = () => Array.from({ length: between(2, 4) }, () => pick(hanzi)).join('');

function syntheticWords(): string[] {
  const words = new Set<string>();
  while (words.size < WORDS) {
    const r = rand();
    if (r < 0.4) words.add(zhWord());
    else if (r < 0.7)
      words.add(between(1, 2) === 1 ? viWord() + ' ' + viWord() : viWord() + ' ' + viWord() + ' ' + viWord());
    else words.add(rand() < 0.6 ? enWord() + enWord() : enWord() + ' ' + enWord());
  }
  return [...words];
}

/** One chat line: a run of words in one language, sometimes with emoji, numbers or disguises. */
function message(listed: readonly string[]): string {
  const lang = rand();
  const n = between(2, 12);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    if (lang < 0.35) parts.push(zhWord());
    else if (lang < 0.7) parts.push(viWord());
    else parts.push(enWord());
  }
  if (rand() < 0.2) parts.push(pick(emoji));
  if (rand() < 0.1) parts.push(String(between(0, 99_999)));
  if (rand() < HIT_RATE) {
    let w = pick(listed);
    if (rand() < 0.3) w = w.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    if (rand() < 0.3) w = w.slice(0, 1) + '\u200b' + w.slice(1);
    parts.splice(between(0, parts.length), 0, w);
  }
  return parts.join(lang < 0.35 ? '' : ' ');
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

export async function run(): Promise<boolean> {
  const words = syntheticWords();
  const t0 = performance.now();
  const filter = new WordFilter(words);
  const buildMs = performance.now() - t0;
  console.log(`build: ${fmt(words.length)} words (${words.slice(0, 3).join(', ')}, …) in ${buildMs.toFixed(0)} ms`);

  for (let i = 0; i < 20_000; i++) filter.mask(message(words));
  // Messages are made in batches and only the masking is timed, as a server masks lines as they come.
  let chars = 0;
  let count = 0;
  let masked = 0;
  let maskMs = 0;
  let cpuMs = 0;
  while (chars < CHARS) {
    const batch = Array.from({ length: 10_000 }, () => message(words));
    const t1 = performance.now();
    const cpu = process.cpuUsage();
    for (const m of batch) if (filter.mask(m) !== m) masked++;
    cpuMs += process.cpuUsage(cpu).user / 1000;
    maskMs += performance.now() - t1;
    count += batch.length;
    for (const m of batch) chars += m.length;
  }
  const seconds = maskMs / 1000;
  const perSecond = chars / seconds;
  console.log(
    `mask: ${fmt(count)} messages, ${fmt(chars)} characters in ${seconds.toFixed(2)} s: ${fmt(perSecond)} characters/s ` +
      `(target >= ${fmt(TARGET_CHARS_PER_S)}/s; ${fmt(chars / (cpuMs / 1000))}/s of CPU time); ${fmt(masked)} messages masked (${((100 * masked) / count).toFixed(1)}%)`,
  );

  // A room with the most shielded words the contract allows: a second automaton over the same folded text.
  const room = WordFilter.roomWords(
    Array.from({ length: ROOM_WORDS }, () => (rand() < 0.5 ? viWord() + ' ' + viWord() : enWord() + enWord())),
  );
  const sample = Array.from({ length: 100_000 }, () => message(words));
  const sampleChars = sample.reduce((n, m) => n + m.length, 0);
  for (let i = 0; i < 20_000; i++) filter.mask(sample[i]!, room);
  const t2 = performance.now();
  for (const m of sample) filter.mask(m, room);
  const roomPerSecond = sampleChars / ((performance.now() - t2) / 1000);
  console.log(
    `mask with ${ROOM_WORDS} shielded room words as well: ${fmt(sampleChars)} characters, ${fmt(roomPerSecond)} characters/s`,
  );
  return perSecond >= TARGET_CHARS_PER_S;
}
