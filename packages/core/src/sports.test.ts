import { describe, expect, it } from 'vitest';
import { SPORTS, sportName } from './sports.js';

describe('SPORTS', () => {
  it('holds the spec §3 ids', () => {
    const ids = Object.fromEntries(SPORTS.map((s) => [s.key, s.id]));
    expect(ids).toEqual({
      Soccer: 1,
      IceHockey: 2,
      Basketball: 3,
      Rugby: 4,
      Tennis: 5,
      AmericanFootball: 6,
      Baseball: 7,
      Handball: 8,
      Volleyball: 13,
      Cricket: 14,
      TableTennis: 15,
      Snooker: 16,
      Boxing: 19,
      Badminton: 47,
      BeachVolleyball: 51,
      Olympics: 100,
      EFootball: 177,
      EBasketball: 178,
    });
    expect(new Set(SPORTS.map((s) => s.id)).size).toBe(SPORTS.length);
  });

  it('names every sport in en, zh-cn, vi and th', () => {
    for (const sport of SPORTS) {
      expect(sport.names.en).not.toBe('');
      expect(sport.names['zh-cn']).not.toBe('');
      expect(sport.names.vi).not.toBe('');
      expect(sport.names.th).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});

describe('sportName', () => {
  it('returns the name in the language, undefined for an unknown id', () => {
    expect(sportName(1, 'zh-cn')).toBe('足球');
    expect(sportName(3, 'vi')).toBe('Bóng rổ');
    expect(sportName(5, 'en')).toBe('Tennis');
    expect(sportName(1, 'th')).toBe('ฟุตบอล');
    expect(sportName(9999, 'en')).toBeUndefined();
  });
});
