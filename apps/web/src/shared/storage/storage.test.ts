import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from './schema';
import { readStored, removeStored, writeStored } from './storage';

describe('storage', () => {
  it('gives defaults for absent keys (settings: odds format 1, odds change 1)', () => {
    expect(readStored('settings')).toEqual({ oddsFormat: 1, oddsChange: 1 });
    expect(readStored('theme')).toBe('dark');
    expect(readStored('legacyToken')).toBeNull();
  });

  it('round-trips values, invite and referral codes in session storage only', () => {
    writeStored('followedMatches', { '1': [10, 11] });
    writeStored('inviteCode', 'ABC123');
    expect(readStored('followedMatches')).toEqual({ '1': [10, 11] });
    expect(sessionStorage.getItem(storageKeys.inviteCode.name)).not.toBeNull();
    expect(localStorage.getItem(storageKeys.inviteCode.name)).toBeNull();
    removeStored('inviteCode');
    expect(readStored('inviteCode')).toBeNull();
  });

  it('falls back to the default on a malformed or old value, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.settings.name, '{"v":1,"d":{"oddsFormat":9}}');
    expect(readStored('settings')).toEqual({ oddsFormat: 1, oddsChange: 1 });
    localStorage.setItem(storageKeys.theme.name, '{"v":0,"d":"light"}');
    expect(readStored('theme')).toBe('dark');
    localStorage.setItem(storageKeys.theme.name, 'garbage');
    expect(readStored('theme')).toBe('dark');
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('#9 keeps no session token: the old md.token key is only read to migrate', () => {
    expect(Object.values(storageKeys).filter((k) => /token/i.test(k.name))).toEqual([storageKeys.legacyToken]);
  });

  it('never throws when storage refuses writes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeStored('theme', 'light')).not.toThrow();
    setItem.mockRestore();
    warn.mockRestore();
  });
});
