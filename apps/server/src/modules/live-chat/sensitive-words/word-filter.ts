import { MatchList, WordAutomaton } from './aho-corasick.js';
import { isCombiningMark, isIgnorable } from './fold-table.js';
import { NormalisedText, normaliseInto, normaliseWord } from './normaliser.js';

/** A hit in the original text: characters [start, end) matched `word` (as folded). */
export interface WordHit {
  start: number;
  end: number;
  word: string;
}

/**
 * Masks the platform's words plus, optionally, one room's shielded words. Text is folded once and
 * both automata scan the folded units; masks replace the original characters. Not re-entrant
 * (its buffers are reused), which is fine on Node's single thread.
 */
export class WordFilter {
  private readonly folded: string[];
  private readonly automaton: WordAutomaton;
  private readonly text = new NormalisedText();
  private readonly matches = new MatchList();
  private roomFolded: readonly string[] = [];

  constructor(words: readonly string[]) {
    this.folded = words.map(normaliseWord);
    this.automaton = new WordAutomaton(this.folded);
  }

  /** A small automaton for a room's own words, to pass to `mask` and `find`. */
  static roomWords(words: readonly string[]): RoomWords {
    const folded = words.map(normaliseWord);
    return { folded, automaton: new WordAutomaton(folded) };
  }

  /**
   * The text with every listed word replaced by one '*' per visible character. Where words
   * overlap, the union is masked, so no listed word stays readable. Clean text comes back as is.
   */
  mask(text: string, room?: RoomWords): string {
    if (!this.scan(text, room)) return text;
    const ranges: [number, number][] = [];
    for (let k = 0; k < this.matches.length; k++) ranges.push(this.originalRange(k));
    ranges.sort((a, b) => a[0] - b[0]);
    let out = '';
    let pos = 0;
    for (const [a, b] of ranges) {
      if (b <= pos) continue;
      const from = Math.max(a, pos);
      out += text.slice(pos, from);
      for (let i = from; i < b; i++) {
        const u = text.charCodeAt(i);
        if (u >= 0xdc00 && u <= 0xdfff && i > from) continue;
        if (!isIgnorable(u) && !isCombiningMark(u)) out += '*';
      }
      pos = b;
    }
    return out + text.slice(pos);
  }

  /** Leftmost-longest, non-overlapping hits (what moderators see as the reason of a mask). */
  find(text: string, room?: RoomWords): WordHit[] {
    if (!this.scan(text, room)) return [];
    const order = Array.from({ length: this.matches.length }, (_, k) => k).sort(
      (x, y) => this.matches.starts[x]! - this.matches.starts[y]! || this.matches.ends[y]! - this.matches.ends[x]!,
    );
    const hits: WordHit[] = [];
    let lastEnd = 0;
    for (const k of order) {
      if (this.matches.starts[k]! < lastEnd) continue;
      lastEnd = this.matches.ends[k]!;
      const [start, end] = this.originalRange(k);
      const w = this.matches.words[k]!;
      hits.push({ start, end, word: w < 0 ? this.roomFolded[-1 - w]! : this.folded[w]! });
    }
    return hits;
  }

  /** Folds and scans; true when anything matched. Room words are recorded as negative indexes. */
  private scan(text: string, room: RoomWords | undefined): boolean {
    normaliseInto(text, this.text);
    this.matches.length = 0;
    this.automaton.scan(this.text, this.matches);
    if (room && room.folded.length > 0) {
      const before = this.matches.length;
      room.automaton.scan(this.text, this.matches);
      for (let k = before; k < this.matches.length; k++) this.matches.words[k] = -1 - this.matches.words[k]!;
      this.roomFolded = room.folded;
    }
    return this.matches.length > 0;
  }

  private originalRange(k: number): [number, number] {
    return [this.text.from[this.matches.starts[k]!]!, this.text.to[this.matches.ends[k]! - 1]!];
  }
}

export interface RoomWords {
  readonly folded: readonly string[];
  readonly automaton: WordAutomaton;
}
