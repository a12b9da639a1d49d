import { BYTES_PER_FLOAT, BYTES_PER_ROUND, floatFromBytes, roundBytes, type FairSeeds } from '../fairness/index.js';
import type { SlotReelSet } from './reels.js';
import type { SlotGame } from './slot-types.js';
import { spinFromFloats, type SlotRound } from './spin.js';

const FLOATS_PER_ROUND = BYTES_PER_ROUND / BYTES_PER_FLOAT;

/**
 * The seeds' float stream as a cursor: float i is bytes 4i..4i+3 of the stream, so HMAC round
 * floor(i / 8) of the same nonce; each round is hashed once, when first needed.
 */
export function fairFloatSource(seeds: FairSeeds): (index: number) => number {
  const rounds = new Map<number, Uint8Array>();
  return (index) => {
    const round = Math.floor(index / FLOATS_PER_ROUND);
    let bytes = rounds.get(round);
    if (!bytes) rounds.set(round, (bytes = roundBytes(seeds, round)));
    const at = (index % FLOATS_PER_ROUND) * BYTES_PER_FLOAT;
    return floatFromBytes(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
  };
}

/**
 * A slot round from its seeds: the base spin's five reels take floats 0–4 (HMAC round 0), free spins
 * continue the same nonce's stream (floats 5–9, 10–14, …, rounds 1, 2, … as the cursor passes them).
 * The server plays it and the browser re-plays it from the revealed seeds with the same code.
 */
export function slotRoundFromSeeds(game: SlotGame, reelSet: SlotReelSet | number, seeds: FairSeeds): SlotRound {
  return spinFromFloats(game, reelSet, fairFloatSource(seeds));
}
