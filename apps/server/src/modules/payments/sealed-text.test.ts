import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealAccountNumbers } from './account-number-sealing.js';
import { createSealer, derivedDataKey, keyIdOf, readDataKeys, sealerFor } from './sealed-text.js';

const A = randomBytes(32);
const B = randomBytes(32);
const read = (env: Record<string, string>, mode = 'dev') => {
  const problems: string[] = [];
  const keys = readDataKeys((n) => (Object.hasOwn(env, n) ? env[n] : undefined), mode, problems);
  return { keys, problems };
};

describe('sealed texts', () => {
  it('#9 seals with AES-256-GCM under a named key, a fresh IV each time, and opens again', () => {
    const sealer = createSealer({ current: A, previous: [] }, 'withdraw account number');
    const one = sealer.seal('0123456789012');
    expect(one).toMatch(new RegExp(`^s1\\.${keyIdOf(A)}\\.[\\w-]+$`));
    expect(one).not.toContain('0123456789012');
    expect(sealer.seal('0123456789012')).not.toBe(one);
    expect(sealer.open(one)).toBe('0123456789012');
    expect(sealer.isCurrent(one)).toBe(true);
    expect(sealer.open('0123456789012')).toBe('0123456789012');
    expect(sealer.isCurrent('0123456789012')).toBe(false);
  });

  it('refuses a tampered text, another purpose, and a key it does not hold', () => {
    const sealer = createSealer({ current: A, previous: [] }, 'withdraw account number');
    const sealed = sealer.seal('0123456789012');
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    expect(() => sealer.open(`${sealed.slice(0, -2)}${last}${sealed.at(-1)}`)).toThrow();
    expect(() => createSealer({ current: A, previous: [] }, 'another column').open(sealed)).toThrow();
    expect(() => createSealer({ current: B, previous: [] }, 'withdraw account number').open(sealed)).toThrow(
      /neither DATA_KEY nor DATA_KEY_PREVIOUS/,
    );
  });

  it('rotates: an older key opens what it sealed and reseal moves it under the current key', () => {
    const old = createSealer({ current: A, previous: [] }, 'p').seal('987654');
    const rotated = createSealer({ current: B, previous: [A] }, 'p');
    expect(rotated.isCurrent(old)).toBe(false);
    const moved = rotated.reseal(old);
    expect(moved.startsWith(rotated.currentPrefix)).toBe(true);
    expect(rotated.open(moved)).toBe('987654');
    expect(rotated.reseal(moved)).toBe(moved);
  });

  it('uses a key derived from the app secret without DATA_KEY, and still opens its texts once DATA_KEY is set', () => {
    const secret = Buffer.from('dev secret');
    const dev = sealerFor({ current: undefined, previous: [] }, secret, 'p');
    expect(dev.currentPrefix).toBe(`s1.${keyIdOf(derivedDataKey(secret))}.`);
    const sealed = dev.seal('123456');
    const configured = sealerFor({ current: A, previous: [] }, secret, 'p');
    expect(configured.currentPrefix).toBe(`s1.${keyIdOf(A)}.`);
    expect(configured.open(sealed)).toBe('123456');
  });

  it('seals stored plain numbers and older-key ones, counting those no key opens', async () => {
    const rows = {
      withdrawAccounts: new Map<number, string>([
        [1, '0123456789'],
        [2, createSealer({ current: A, previous: [] }, 'p').seal('222222')],
        [3, createSealer({ current: randomBytes(32), previous: [] }, 'p').seal('333333')],
      ]),
      withdrawals: new Map<number, string>([[7, '777777']]),
    };
    const sealer = createSealer({ current: B, previous: [A] }, 'p');
    const stale = (table: keyof typeof rows) => async (prefix: string, after: number, limit: number) =>
      [...rows[table]]
        .filter(([key, n]) => key > after && !n.startsWith(prefix))
        .slice(0, limit)
        .map(([key, accountNumber]) => ({ key, accountNumber }));
    const result = await sealAccountNumbers(
      {
        staleWithdrawAccounts: stale('withdrawAccounts'),
        staleWithdrawals: stale('withdrawals'),
        resealAccountNumber: async (table, key, was, sealed) => {
          if (rows[table].get(key) !== was) return false;
          rows[table].set(key, sealed);
          return true;
        },
      },
      sealer,
    );
    expect(result).toEqual({ sealed: 3, unreadable: 1 });
    expect([...rows.withdrawAccounts.values(), ...rows.withdrawals.values()].map((n) => sealer.isCurrent(n))).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(sealer.open(rows.withdrawAccounts.get(1)!)).toBe('0123456789');
    expect(sealer.open(rows.withdrawals.get(7)!)).toBe('777777');
  });
});

describe('DATA_KEY', () => {
  it('#9 is required in prod, and optional outside it', () => {
    expect(read({}, 'prod').problems).toEqual([expect.stringMatching(/^MODE=prod needs DATA_KEY/)]);
    expect(read({})).toEqual({ keys: { current: undefined, previous: [] }, problems: [] });
  });

  it('takes 32 bytes as hex or base64, and older keys in DATA_KEY_PREVIOUS', () => {
    const { keys, problems } = read({
      DATA_KEY: A.toString('hex'),
      DATA_KEY_PREVIOUS: `${B.toString('base64')}, ${A.toString('base64url')}`,
    });
    expect(problems).toEqual([]);
    expect(keys.current).toEqual(A);
    expect(keys.previous).toEqual([B, A]);
  });

  it('names a key of another length, another encoding or too few distinct bytes', () => {
    expect(read({ DATA_KEY: 'secret' }, 'prod').problems).toEqual([
      expect.stringMatching(/^DATA_KEY must be 32 random bytes as 64 hex digits or base64/),
    ]);
    expect(read({ DATA_KEY: '00'.repeat(32) }).problems).toEqual([
      expect.stringMatching(/^DATA_KEY repeats too few bytes/),
    ]);
    expect(read({ DATA_KEY: A.toString('hex'), DATA_KEY_PREVIOUS: 'x' }).problems).toEqual([
      expect.stringMatching(/^DATA_KEY_PREVIOUS \(key 1\) must be 32 random bytes/),
    ]);
  });
});
