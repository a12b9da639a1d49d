import type { SlotGame } from './slot-types.js';
import { slotReelSet, stopFromFloat, type CompiledStrip, type SlotReelSet } from './reels.js';
import { scattersOnScreen, screenCredits, type SlotWin } from './screen-pays.js';

/**
 * The round's fairness floats in draw order: an array, or a function giving the float at an index
 * (the server's lazy cursor over HMAC rounds, 8 floats per round of the same nonce).
 */
export type FloatSource = readonly number[] | ((index: number) => number);

export interface SlotScreen {
  readonly stops: readonly number[];
  /** symbols[reel][row]: symbol codes, row 0 at the top. */
  readonly symbols: readonly (readonly string[])[];
  readonly wins: readonly SlotWin[];
  /** This screen's credits, the free-spin multiplier applied. */
  readonly credits: number;
  readonly scatters: number;
  readonly freeSpinsAwarded: number;
}

export interface SlotRound {
  readonly game: string;
  readonly rtp: number;
  readonly base: SlotScreen;
  readonly freeSpins: readonly SlotScreen[];
  /** The round's total credits: base game plus every free spin. */
  readonly credits: number;
  readonly floatsUsed: number;
}

/**
 * A safety stop for free spins: retriggers are rarer than one per spin on average, so the chance of a
 * round reaching this many is far below 1e-50 and the par sheet treats free spins as uncapped.
 */
export const MAX_FREE_SPINS = 5000;

function floatAt(floats: FloatSource, index: number): number {
  if (typeof floats === 'function') return floats(index);
  if (index >= floats.length) throw new RangeError(`the round needs more than ${floats.length} fairness floats`);
  return floats[index]!;
}

function playScreen(
  set: SlotReelSet,
  strips: readonly CompiledStrip[],
  stops: number[],
  multiplier: number,
): SlotScreen {
  const wins: SlotWin[] = [];
  const credits = screenCredits(set, strips, stops, wins) * multiplier;
  const scatters = scattersOnScreen(strips, stops);
  const symbols = strips.map((strip, r) =>
    [0, 1, 2].map((row) => set.game.symbols[strip.window[stops[r]! * 3 + row]!]!.code),
  );
  const scaled = multiplier === 1 ? wins : wins.map((w) => ({ ...w, credits: w.credits * multiplier }));
  return { stops, symbols, wins: scaled, credits, scatters, freeSpinsAwarded: set.awards[scatters]! };
}

/**
 * Plays one slot round from its fairness floats. Float i lands reel (i mod 5): the base spin takes
 * floats 0–4, the first free spin 5–9, the next 10–14, and so on (free spins, retriggers included,
 * continue the same nonce's cursor). Each reel's stop is floor(f × reelLength) and the window shows
 * the stop and the two symbols after it.
 */
export function spinFromFloats(game: SlotGame, reelSet: SlotReelSet | number, floats: FloatSource): SlotRound {
  const set = typeof reelSet === 'number' ? slotReelSet(game, reelSet) : reelSet;
  if (set.game !== game) throw new Error(`reel set of ${set.game.id} used for ${game.id}`);
  let cursor = 0;
  const draw = (strips: readonly CompiledStrip[]) =>
    strips.map((strip) => stopFromFloat(floatAt(floats, cursor++), strip.length));
  const base = playScreen(set, set.base, draw(set.base), 1);
  const freeSpins: SlotScreen[] = [];
  let remaining = base.freeSpinsAwarded;
  while (remaining > 0 && freeSpins.length < MAX_FREE_SPINS) {
    const screen = playScreen(set, set.free, draw(set.free), game.freeSpinMultiplier);
    freeSpins.push(screen);
    remaining += screen.freeSpinsAwarded - 1;
  }
  const credits = freeSpins.reduce((sum, s) => sum + s.credits, base.credits);
  return { game: game.id, rtp: set.rtp, base, freeSpins, credits, floatsUsed: cursor };
}

/**
 * The round's win in minor units: floor(stake × credits / creditsPerStake), converted once per round
 * so any stake is allowed; a stake that is a multiple of creditsPerStake is never rounded.
 */
export function winFromCredits(game: SlotGame, stakeMinor: number, credits: number): number {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0)
    throw new RangeError('a stake is a positive whole number of minor units');
  return Number((BigInt(stakeMinor) * BigInt(credits)) / BigInt(game.creditsPerStake));
}
