import { describe, expect, it } from 'vitest';
import { floatsFor } from '../fairness/index.js';
import { DRAGON_FORTUNE } from './dragon-fortune.js';
import { fairFloatSource, slotRoundFromSeeds } from './fair-spin.js';
import { GOLDEN_GOAL } from './golden-goal.js';
import { slotReelSet } from './reels.js';
import { spinFromFloats } from './spin.js';

const seeds = { serverSeed: 'server seed', clientSeed: 'client seed', nonce: 1 };

describe('slot rounds from provably fair seeds', () => {
  it('reads the published float stream, crossing HMAC rounds as the cursor does', () => {
    const source = fairFloatSource(seeds);
    const expected = floatsFor(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 20);
    expect(Array.from({ length: 20 }, (_, i) => source(i))).toEqual(expected);
  });

  it('lands the base spin on floor(f × reelLength) of floats 0–4 and replays the same round', () => {
    const set = slotReelSet(GOLDEN_GOAL);
    const round = slotRoundFromSeeds(GOLDEN_GOAL, 96, seeds);
    const floats = floatsFor(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 5);
    expect(round.base.stops).toEqual(floats.map((f, r) => Math.floor(f * set.base[r]!.length)));
    expect(slotRoundFromSeeds(GOLDEN_GOAL, 96, seeds)).toEqual(round);
  });

  it('plays free spins on the same nonce’s later floats', () => {
    // The first nonce whose round triggers free spins, found by playing nonces in order.
    let nonce = 0;
    let round = slotRoundFromSeeds(DRAGON_FORTUNE, 96, { ...seeds, nonce });
    while (round.freeSpins.length === 0) round = slotRoundFromSeeds(DRAGON_FORTUNE, 96, { ...seeds, nonce: ++nonce });
    const floats = floatsFor(seeds.serverSeed, seeds.clientSeed, nonce, round.floatsUsed);
    expect(spinFromFloats(DRAGON_FORTUNE, 96, floats)).toEqual(round);
    expect(round.floatsUsed).toBe(5 * (1 + round.freeSpins.length));
  });
});
