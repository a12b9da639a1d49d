/**
 * The fuzz tests' engine, shared by the app server's and the sports platform's (issue 17): seeded,
 * replayable randomness, and JSON bodies as trees of raw JSON text, so a body can hold what
 * JSON.stringify cannot write (1e309, lone surrogate escapes, duplicate keys, a `__proto__` key).
 * Test-only: nothing in the product imports it.
 */
import { seededRandom } from '@matchday/core';

/** The base seed: FUZZ_SEED replays a run, else a fixed one. */
export const BASE_SEED = Number.parseInt(process.env.FUZZ_SEED ?? '', 10) || 20_261_217;

/** FNV-1a: a test's own seed from the base seed and its name. */
export function seedFor(name: string): number {
  let h = (0x811c9dc5 ^ BASE_SEED) >>> 0;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = seededRandom(seed);
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

export type Node =
  { kind: 'raw'; text: string } | { kind: 'arr'; items: Node[] } | { kind: 'obj'; entries: [string, Node][] };
export const raw = (text: string): Node => ({ kind: 'raw', text });
export type Obj = Extract<Node, { kind: 'obj' }>;
export const obj = (entries: [string, Node][]): Obj => ({ kind: 'obj', entries });
export const arr = (items: Node[]): Node => ({ kind: 'arr', items });

export function jsonText(n: Node): string {
  if (n.kind === 'raw') return n.text;
  if (n.kind === 'arr') return `[${n.items.map(jsonText).join(',')}]`;
  return `{${n.entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
}

/** Every value position in a tree (object values, array items): the value there and its setter. */
export interface Slot {
  node: Node;
  set(v: Node): void;
}
export function slots(n: Node, out: Slot[] = []): Slot[] {
  if (n.kind === 'obj')
    n.entries.forEach((entry) => {
      out.push({
        node: entry[1],
        set: (v) => {
          entry[1] = v;
        },
      });
      slots(entry[1], out);
    });
  if (n.kind === 'arr')
    n.items.forEach((item, i) => {
      out.push({
        node: item,
        set: (v) => {
          n.items[i] = v;
        },
      });
      slots(item, out);
    });
  return out;
}
