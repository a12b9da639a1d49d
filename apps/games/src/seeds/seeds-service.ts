import { randomBytes } from 'node:crypto';
import { serverSeedHash } from '@matchday/core';
import type { NewSeeds, SeedPairRepository, SeedPairRow } from './seed-pair.repository.js';

/** A client seed the player sets: 1–64 printable ASCII characters, no spaces. */
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/** The member's current pair as shown before play: the server seed's hash, never the seed. */
export interface CurrentSeeds {
  seedPairId: number;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round plays. */
  nonce: number;
}

/** A rotated pair: its server seed revealed, and how many rounds it played (nonces 0 to rounds − 1). */
export interface RevealedSeeds {
  seedPairId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  rounds: number;
}

/** A new pair from the CSPRNG: a 256-bit server seed and a random client seed until the player sets one. */
export function freshSeeds(clientSeed?: string): NewSeeds {
  const serverSeed = randomBytes(32).toString('hex');
  return {
    serverSeed,
    serverSeedHash: serverSeedHash(serverSeed),
    clientSeed: clientSeed ?? randomBytes(8).toString('hex'),
  };
}

const current = (p: SeedPairRow): CurrentSeeds => ({
  seedPairId: p.id,
  serverSeedHash: p.serverSeedHash,
  clientSeed: p.clientSeed,
  nonce: p.nonce,
});

export type SeedsAnswer<T> = { ok: true; seeds: T } | { ok: false; code: 'invalidParameter' | 'minesGameOpen' };

/** A member's provably fair seeds: see them, set the client seed, rotate (which reveals the server seed). */
export function createSeedsService(seeds: SeedPairRepository, clock: () => number) {
  return {
    async currentSeeds(memberId: number): Promise<CurrentSeeds> {
      return current(await seeds.activeOrCreate(memberId, () => freshSeeds(), clock()));
    },

    /** Sets the client seed of the current pair; later rounds use it (each round stores its own). */
    async setClientSeed(memberId: number, clientSeed: string): Promise<SeedsAnswer<CurrentSeeds>> {
      if (!CLIENT_SEED.test(clientSeed)) return { ok: false, code: 'invalidParameter' };
      await seeds.activeOrCreate(memberId, () => freshSeeds(clientSeed), clock());
      await seeds.setClientSeed(memberId, clientSeed);
      return { ok: true, seeds: current((await seeds.active(memberId))!) };
    },

    /**
     * Reveals the current server seed and starts a new pair from the CSPRNG (with `clientSeed`, else
     * the old one). Refused while a mines game is in play: its board would be revealed with the seed.
     */
    async rotateSeeds(
      memberId: number,
      clientSeed?: string,
    ): Promise<SeedsAnswer<{ revealed: RevealedSeeds | null; current: CurrentSeeds }>> {
      if (clientSeed !== undefined && !CLIENT_SEED.test(clientSeed)) return { ok: false, code: 'invalidParameter' };
      const old = await seeds.active(memberId);
      const next = freshSeeds(clientSeed ?? old?.clientSeed);
      const revealed = await seeds.rotate(memberId, next, clock());
      if (revealed === 'minesGameOpen') return { ok: false, code: 'minesGameOpen' };
      const pair = (await seeds.active(memberId))!;
      return {
        ok: true,
        seeds: {
          revealed: revealed
            ? {
                seedPairId: revealed.id,
                serverSeed: revealed.serverSeed,
                serverSeedHash: revealed.serverSeedHash,
                clientSeed: revealed.clientSeed,
                rounds: revealed.nonce,
              }
            : null,
          current: current(pair),
        },
      };
    },
  };
}

export type SeedsService = ReturnType<typeof createSeedsService>;
