import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesFor, floatFromBytes, floatsFor, roundBytes, serverSeedHash } from './seeds.js';

/** An independent byteGenerator on node:crypto, written from Stake's published code, to cross-check the noble one. */
function nodeBytes(serverSeed: string, clientSeed: string, nonce: number, count: number, cursor = 0): number[] {
  const out: number[] = [];
  let round = Math.floor(cursor / 32);
  let at = cursor % 32;
  while (out.length < count) {
    const buffer = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    while (at < 32 && out.length < count) out.push(buffer[at++]!);
    round += 1;
    at = 0;
  }
  return out;
}

describe('provably fair byte stream', () => {
  it('hashes the server seed as sha256 hex of its text', () => {
    expect(serverSeedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(serverSeedHash('server seed')).toBe(createHash('sha256').update('server seed').digest('hex'));
  });

  it('matches HMAC_SHA256(serverSeed, "client:nonce:round") from node:crypto', () => {
    const expected = createHmac('sha256', 'server seed').update('client seed:7:2').digest();
    expect(Buffer.from(roundBytes({ serverSeed: 'server seed', clientSeed: 'client seed', nonce: 7 }, 2))).toEqual(
      expected,
    );
  });

  it('chains rounds past 32 bytes and starts at any cursor, as the node:crypto generator does', () => {
    for (const [count, cursor] of [
      [0, 0],
      [5, 0],
      [32, 0],
      [33, 0],
      [100, 0],
      [40, 30],
      [8, 64],
      [70, 95],
    ] as const) {
      expect(Array.from(bytesFor('s', 'c', 3, count, cursor)), `${count}@${cursor}`).toEqual(
        nodeBytes('s', 'c', 3, count, cursor),
      );
    }
  });

  it('reads four bytes per float, most significant first', () => {
    expect(floatFromBytes(0, 0, 0, 0)).toBe(0);
    expect(floatFromBytes(128, 0, 0, 0)).toBe(0.5);
    expect(floatFromBytes(0, 0, 0, 1)).toBe(1 / 2 ** 32);
    expect(floatFromBytes(255, 255, 255, 255)).toBe(1 - 1 / 2 ** 32);
    const bytes = nodeBytes('server', 'client', 1, 40);
    const floats = floatsFor('server', 'client', 1, 10);
    expect(floats).toHaveLength(10);
    floats.forEach((f, i) => {
      const [b0, b1, b2, b3] = bytes.slice(i * 4, i * 4 + 4) as [number, number, number, number];
      expect(f).toBe(b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4);
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    });
  });

  it("reproduces opduel's documented Stake-scheme bytes and float (nonce 2)", () => {
    const serverSeed = 'c5e7146c5863d7d647c93ffe7d4ec13fffbb7311108fab0c067d97bcc2b32d55';
    expect(Array.from(bytesFor(serverSeed, 'LuckyClientSeed777', 2, 4))).toEqual([137, 90, 202, 182]);
    expect(floatsFor(serverSeed, 'LuckyClientSeed777', 2, 1)[0]).toBeCloseTo(0.5365416235, 10);
  });

  it('gives floats from a cursor that equal the tail of the floats from 0', () => {
    expect(floatsFor('s', 'c', 0, 3, 16)).toEqual(floatsFor('s', 'c', 0, 7).slice(4));
  });

  it('refuses nonces, counts, cursors and rounds that are not whole numbers from 0', () => {
    expect(() => floatsFor('s', 'c', -1, 1)).toThrow(RangeError);
    expect(() => floatsFor('s', 'c', 1.5, 1)).toThrow(/nonce/);
    expect(() => floatsFor('s', 'c', 0, -1)).toThrow(/count/);
    expect(() => bytesFor('s', 'c', 0, 1, Number.NaN)).toThrow(/cursor/);
    expect(() => roundBytes({ serverSeed: 's', clientSeed: 'c', nonce: 0 }, -1)).toThrow(/round/);
  });
});
