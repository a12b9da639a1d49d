import { foldTables } from './fold-table.js';
import type { NormalisedText } from './normaliser.js';

const NEEDS_START = 1;
const NEEDS_END = 2;
const LINEAR_EDGES = 8;

/** Matches found by a scan, in folded units: word `words[k]` covers [starts[k], ends[k]). */
export class MatchList {
  length = 0;
  starts = new Int32Array(16);
  ends = new Int32Array(16);
  words = new Int32Array(16);

  push(start: number, end: number, word: number) {
    if (this.length === this.starts.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.starts = grow(this.starts);
      this.ends = grow(this.ends);
      this.words = grow(this.words);
    }
    this.starts[this.length] = start;
    this.ends[this.length] = end;
    this.words[this.length++] = word;
  }
}

/**
 * An Aho-Corasick automaton over folded UTF-16 units, built once and then read only. Characters
 * are mapped to dense classes through a paged table (256 units a page, only pages in use stored), edges are
 * stored per node in sorted typed arrays and the root has a dense table: a scan allocates nothing.
 * Words starting (ending) with a letter of a spaced script match only at a word start (end), so
 * "ass" does not hit "class"; CJK words match anywhere.
 */
export class WordAutomaton {
  /** Page of each high byte (0: the empty page); a unit's class is pageData[page << 8 | low byte]. */
  private readonly pageOf = new Uint16Array(256);
  private readonly pageData: Uint16Array;
  private readonly rootNext: Int32Array;
  private readonly edgeStart: Int32Array;
  private readonly edgeClass: Uint16Array;
  private readonly edgeTo: Int32Array;
  private readonly fail: Int32Array;
  /** The first node on the fail chain (self included) that ends a word, 0 when none. */
  private readonly emit: Int32Array;
  /** From a word-ending node, the next word-ending node on its fail chain, 0 when none. */
  private readonly nextEmit: Int32Array;
  private readonly wordAt: Int32Array;
  private readonly wordLength: Int32Array;
  private readonly wordFlags: Uint8Array;

  /** `words` are already folded (normaliseWord); empty ones are ignored; index k reports as word k. */
  constructor(words: readonly string[]) {
    const { letter } = foldTables();
    this.wordLength = new Int32Array(words.length);
    this.wordFlags = new Uint8Array(words.length);
    const classes = new Map<number, number>();
    const children: Map<number, number>[] = [new Map()];
    const terminal: number[] = [-1];
    words.forEach((word, w) => {
      if (word.length === 0) return;
      this.wordLength[w] = word.length;
      this.wordFlags[w] =
        (letter[word.charCodeAt(0)] ? NEEDS_START : 0) | (letter[word.charCodeAt(word.length - 1)] ? NEEDS_END : 0);
      let node = 0;
      for (let i = 0; i < word.length; i++) {
        const u = word.charCodeAt(i);
        let c = classes.get(u);
        if (c === undefined) classes.set(u, (c = classes.size + 1));
        let next = children[node]!.get(c);
        if (next === undefined) {
          next = children.length;
          children[node]!.set(c, next);
          children.push(new Map());
          terminal.push(-1);
        }
        node = next;
      }
      if (terminal[node] === -1) terminal[node] = w;
    });
    const nodes = children.length;

    const highBytes = [...new Set([...classes.keys()].map((u) => u >>> 8))];
    highBytes.forEach((hi, k) => (this.pageOf[hi] = k + 1));
    this.pageData = new Uint16Array((highBytes.length + 1) << 8);
    for (const [u, c] of classes) this.pageData[(this.pageOf[u >>> 8]! << 8) | (u & 0xff)] = c;
    this.rootNext = new Int32Array(classes.size + 1);
    for (const [c, child] of children[0]!) this.rootNext[c] = child;
    this.edgeStart = new Int32Array(nodes + 1);
    let edges = 0;
    for (let s = 0; s < nodes; s++) {
      this.edgeStart[s] = edges;
      edges += children[s]!.size;
    }
    this.edgeStart[nodes] = edges;
    this.edgeClass = new Uint16Array(edges);
    this.edgeTo = new Int32Array(edges);
    for (let s = 0; s < nodes; s++) {
      let e = this.edgeStart[s]!;
      for (const [c, child] of [...children[s]!].sort((a, b) => a[0] - b[0])) {
        this.edgeClass[e] = c;
        this.edgeTo[e++] = child;
      }
    }

    this.fail = new Int32Array(nodes);
    this.emit = new Int32Array(nodes);
    this.nextEmit = new Int32Array(nodes);
    this.wordAt = Int32Array.from(terminal);
    // Breadth first, so a node's fail target is final before the node's children need it.
    const queue = new Int32Array(nodes);
    let head = 0;
    let tail = 0;
    for (const child of children[0]!.values()) queue[tail++] = child;
    while (head < tail) {
      const s = queue[head++]!;
      const f = this.fail[s]!;
      this.nextEmit[s] = this.emit[f]!;
      this.emit[s] = terminal[s]! >= 0 ? s : this.emit[f]!;
      for (const [c, child] of children[s]!) {
        let g = f;
        let t = this.step(g, c);
        while (t < 0) t = this.step((g = this.fail[g]!), c);
        this.fail[child] = t;
        queue[tail++] = child;
      }
    }
  }

  /** The goto of node s on class c: the child, or -1 (the root never fails: it stays at 0). */
  private step(s: number, c: number): number {
    if (s === 0) return this.rootNext[c]!;
    let lo = this.edgeStart[s]!;
    let hi = this.edgeStart[s + 1]!;
    if (hi - lo <= LINEAR_EDGES) {
      for (; lo < hi; lo++) if (this.edgeClass[lo] === c) return this.edgeTo[lo]!;
      return -1;
    }
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const m = this.edgeClass[mid]!;
      if (m === c) return this.edgeTo[mid]!;
      if (m < c) lo = mid + 1;
      else hi = mid;
    }
    return -1;
  }

  /** Appends every occurrence (overlapping ones included) that respects its word boundaries. */
  scan(text: NormalisedText, into: MatchList): void {
    const { units } = text;
    const len = text.length;
    const { pageOf, pageData, rootNext, edgeStart, edgeClass, edgeTo, fail, emit } = this;
    let s = 0;
    for (let i = 0; i < len; i++) {
      const u = units[i]!;
      const c = pageData[(pageOf[u >>> 8]! << 8) | (u & 0xff)]!;
      if (c === 0) {
        s = 0;
        continue;
      }
      let t = -1;
      // The goto inlined for the common case (a handful of edges); the fail chain ends at the root.
      for (;;) {
        if (s === 0) {
          t = rootNext[c]!;
          break;
        }
        const lo = edgeStart[s]!;
        const hi = edgeStart[s + 1]!;
        if (hi - lo <= LINEAR_EDGES) {
          for (let e = lo; e < hi; e++)
            if (edgeClass[e] === c) {
              t = edgeTo[e]!;
              break;
            }
        } else t = this.step(s, c);
        if (t >= 0) break;
        s = fail[s]!;
      }
      s = t;
      if (emit[s] !== 0) this.report(s, i + 1, text, into);
    }
  }

  private report(s: number, end: number, text: NormalisedText, into: MatchList) {
    const { letter } = foldTables();
    const { units, joined, length: len } = text;
    for (let o = this.emit[s]!; o !== 0; o = this.nextEmit[o]!) {
      const w = this.wordAt[o]!;
      const start = end - this.wordLength[w]!;
      const flags = this.wordFlags[w]!;
      if (flags & NEEDS_START && start > 0 && joined[start] === 0 && letter[units[start - 1]!] === 1) continue;
      if (flags & NEEDS_END && end < len && joined[end] === 0 && letter[units[end]!] === 1) continue;
      into.push(start, end, w);
    }
  }
}
