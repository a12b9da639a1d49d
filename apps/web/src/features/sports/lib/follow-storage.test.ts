import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/shared/storage/schema';
import { readStored } from '@/shared/storage/storage';
import { followedIn, toggleFollow } from './follow-storage';

describe('follow storage (spec §3 followed matches per sport)', () => {
  beforeEach(() => localStorage.clear());

  it('toggles a match in its own sport only', () => {
    expect(toggleFollow(1, 11)).toBe(true);
    expect(toggleFollow(1, 12)).toBe(true);
    expect(toggleFollow(3, 31)).toBe(true);
    expect(readStored('followedMatches')).toEqual({ 1: [11, 12], 3: [31] });
    expect(toggleFollow(1, 11)).toBe(false);
    expect(followedIn(1)).toEqual([12]);
    expect(followedIn(3)).toEqual([31]);
  });

  it('drops a sport whose last match is unfollowed, and reads unknown sports as none', () => {
    toggleFollow(5, 51);
    toggleFollow(5, 51);
    expect(readStored('followedMatches')).toEqual({});
    expect(followedIn(99)).toEqual([]);
  });

  it('survives a malformed stored value by starting again', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.followedMatches.name, '{"v":1,"d":{"1":"x"}}');
    expect(followedIn(1)).toEqual([]);
    expect(toggleFollow(1, 7)).toBe(true);
    expect(followedIn(1)).toEqual([7]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
