import { seededRandom } from '../../seeded-random.js';
import { scattersOnScreen, screenCredits } from './screen-pays.js';
import { MAX_FREE_SPINS } from './spin.js';
import type { SlotReelSet } from './reels.js';

export interface SlotSimulation {
  readonly rounds: number;
  /** Total win over total stake. */
  readonly rtp: number;
  /** Standard deviation of a round's win per unit stake. */
  readonly volatility: number;
  readonly hitFrequency: number;
  readonly freeSpinFrequency: number;
}

/**
 * Plays `rounds` paid spins (with their free spins) on core's seeded floats (mulberry32, not the HMAC
 * stream: a simulation needs speed, not proof), landing stops the way spinFromFloats does.
 */
export function simulateSlot(set: SlotReelSet, rounds: number, seed: number): SlotSimulation {
  const next = seededRandom(seed);
  const stops = new Int32Array(set.base.length);
  const land = (strips: SlotReelSet['base']) => {
    for (let r = 0; r < strips.length; r++) stops[r] = Math.floor(next() * strips[r]!.length);
  };
  const multiplier = set.game.freeSpinMultiplier;
  let total = 0;
  let squares = 0;
  let hits = 0;
  let triggers = 0;
  for (let round = 0; round < rounds; round++) {
    land(set.base);
    let credits = screenCredits(set, set.base, stops);
    let remaining = set.awards[scattersOnScreen(set.base, stops)]!;
    if (credits > 0 || remaining > 0) hits++;
    if (remaining > 0) triggers++;
    for (let played = 0; remaining > 0 && played < MAX_FREE_SPINS; played++, remaining--) {
      land(set.free);
      credits += multiplier * screenCredits(set, set.free, stops);
      remaining += set.awards[scattersOnScreen(set.free, stops)]!;
    }
    total += credits;
    squares += credits * credits;
  }
  const c = set.game.creditsPerStake;
  const mean = total / rounds;
  return {
    rounds,
    rtp: mean / c,
    volatility: Math.sqrt(Math.max(0, squares / rounds - mean * mean)) / c,
    hitFrequency: hits / rounds,
    freeSpinFrequency: triggers / rounds,
  };
}
