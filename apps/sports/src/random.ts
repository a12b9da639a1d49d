/** Seeded randomness: every draw comes from a 32-bit state so fixtures and play replay exactly. */
import { nextUniform } from '@matchday/core';

/** Mixes several integers into one seed. */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h ^= Math.imul((part | 0) ^ Math.floor(part / 0x100000000), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** A mutable generator over one state, for code that draws many numbers in a row. */
export class Rng {
  constructor(public state: number) {}

  uniform(): number {
    const [next, u] = nextUniform(this.state);
    this.state = next;
    return u;
  }

  int(maxExclusive: number): number {
    return Math.floor(this.uniform() * maxExclusive);
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Waiting time of a Poisson process with the given rate per second. */
  exponential(ratePerSecond: number): number {
    if (ratePerSecond <= 0) return Number.POSITIVE_INFINITY;
    return -Math.log(1 - this.uniform()) / ratePerSecond;
  }

  chance(p: number): boolean {
    return this.uniform() < p;
  }

  normal(mean: number, sd: number): number {
    const u = 1 - this.uniform();
    const v = this.uniform();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let k = 0;
    let product = this.uniform();
    while (product > limit) {
      k++;
      product *= this.uniform();
    }
    return k;
  }
}
