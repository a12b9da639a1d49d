/** The provably fair byte stream, byte-compatible with Stake's published scheme (stake.com/provably-fair/implementation). */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** What fixes one round's randomness: the secret server seed, the player's client seed and the bet's nonce. */
export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Bytes one HMAC round yields; past them the round number increments. */
export const BYTES_PER_ROUND = 32;
/** Bytes one float is built from. */
export const BYTES_PER_FLOAT = 4;

/** The commitment shown before play: sha256 of the server seed's UTF-8 text, 64 lowercase hex digits. */
export function serverSeedHash(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** One round's 32 bytes: HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`), both as UTF-8 text. */
export function roundBytes(seeds: FairSeeds, round: number): Uint8Array {
  checkCount('round', round);
  checkCount('nonce', seeds.nonce);
  const message = `${seeds.clientSeed}:${seeds.nonce}:${round}`;
  return hmac(sha256, utf8ToBytes(seeds.serverSeed), utf8ToBytes(message));
}

/**
 * `count` bytes of the stream starting at byte `cursor` (Stake's byteGenerator): round floor(cursor/32),
 * then the next rounds as needed.
 */
export function bytesFor(serverSeed: string, clientSeed: string, nonce: number, count: number, cursor = 0): Uint8Array {
  checkCount('count', count);
  checkCount('cursor', cursor);
  const seeds = { serverSeed, clientSeed, nonce };
  const out = new Uint8Array(count);
  let round = Math.floor(cursor / BYTES_PER_ROUND);
  let offset = cursor - round * BYTES_PER_ROUND;
  let filled = 0;
  while (filled < count) {
    const block = roundBytes(seeds, round);
    const take = Math.min(BYTES_PER_ROUND - offset, count - filled);
    out.set(block.subarray(offset, offset + take), filled);
    filled += take;
    round += 1;
    offset = 0;
  }
  return out;
}

/** Four bytes as a float in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴, summed in that order as Stake does. */
export function floatFromBytes(b0: number, b1: number, b2: number, b3: number): number {
  return b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4;
}

/** `count` floats in [0, 1) from the stream starting at byte `cursor` (Stake's generateFloats), 4 bytes each. */
export function floatsFor(serverSeed: string, clientSeed: string, nonce: number, count: number, cursor = 0): number[] {
  checkCount('count', count);
  const bytes = bytesFor(serverSeed, clientSeed, nonce, count * BYTES_PER_FLOAT, cursor);
  const floats: number[] = [];
  for (let i = 0; i < bytes.length; i += BYTES_PER_FLOAT) {
    floats.push(floatFromBytes(bytes[i]!, bytes[i + 1]!, bytes[i + 2]!, bytes[i + 3]!));
  }
  return floats;
}

/** Nonces, rounds, counts and cursors are whole numbers from 0: anything else would hash a different message. */
function checkCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole number ≥ 0, got ${value}`);
}
