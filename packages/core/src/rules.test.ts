import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { clientTypeFromUserAgent } from './client-type.js';
import { currencyIdOf } from './currency.js';
import { sanitizeFloatInput, sanitizeNumberInput } from './input.js';
import { chooseLanguage, documentTitleKey, MENU_LANGUAGES } from './language.js';
import { filterLiveAnchorMatches, matchPeriodLabel, sortLiveList } from './live-list.js';
import { isInMaintenanceWindow, isSiteMaintenance, parseMaintenanceWindow } from './maintenance.js';
import { markPopupAdShown, NO_LOGIN, resetPopupAds, shouldShowPopupAd } from './popup-ad.js';
import { SPORTS, sportById, sportName } from './sports.js';
import { classifyTouch, PRESS_MIN_MS, TAP_MAX_MS } from './touch.js';

describe('currencyIdOf', () => {
  it('maps CNY 1, VND 1000, USD 2, others 200, none to VND', () => {
    expect([currencyIdOf('CNY'), currencyIdOf('vnd'), currencyIdOf('USD'), currencyIdOf('THB'), currencyIdOf(null), currencyIdOf('')]).toEqual([1, 1000, 2, 200, 1000, 1000]);
  });
});

describe('chooseLanguage', () => {
  it('follows query, stored, region, browser, then en', () => {
    expect(chooseLanguage({ query: 'th', stored: 'vi', region: 'vi' })).toBe('th');
    expect(chooseLanguage({ query: 'xx', stored: 'ZH-CN', region: 'vi' })).toBe('zh-cn');
    expect(chooseLanguage({ region: 'vi', browser: ['en-US'] })).toBe('vi');
    expect(chooseLanguage({ browser: ['de-DE', 'zh-Hans-CN'] })).toBe('zh-cn');
    expect(chooseLanguage({ browser: ['vi-VN'] })).toBe('vi');
    expect(chooseLanguage({ browser: ['de'] })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });

  it('offers zh-cn, en and vi in the menu, not th; titles by language', () => {
    expect(MENU_LANGUAGES.map((l) => l.value)).toEqual(['zh-cn', 'en', 'vi']);
    expect(documentTitleKey('zh-cn')).toBe('zh');
    expect(documentTitleKey('en')).toBe('vi');
  });
});

describe('clientTypeFromUserAgent', () => {
  it('tells webviews and browsers apart', () => {
    expect(clientTypeFromUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(4);
    expect(clientTypeFromUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(3);
    expect(clientTypeFromUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 Version/4.0 Chrome/120.0 Mobile Safari/537.36')).toBe(6);
    expect(clientTypeFromUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36')).toBe(7);
    expect(clientTypeFromUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0')).toBe(1);
  });
});

describe('sports', () => {
  it('has every id of spec §3 with names in three languages', () => {
    expect(SPORTS.map((s) => s.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 13, 14, 15, 16, 19, 47, 51, 100, 177, 178]);
    expect(sportName(1, 'zh-cn')).toBe('足球');
    expect(sportName(3, 'vi')).toBe('Bóng rổ');
    expect(sportName(5, 'th')).toBe('Tennis');
    expect(sportName(999, 'en')).toBeUndefined();
    expect(sportById(100)?.key).toBe('olympics');
  });
});

describe('maintenance', () => {
  it('reads the window of a code-8 message', () => {
    expect(parseMaintenanceWindow('系统维护中[1700000000000-1700003600000]')).toEqual({ startMs: 1700000000000, endMs: 1700003600000 });
    expect(parseMaintenanceWindow('[ 1700000000000 ~ 1700003600000 ]')).toEqual({ startMs: 1700000000000, endMs: 1700003600000 });
    expect(parseMaintenanceWindow('no window')).toBeNull();
    expect(parseMaintenanceWindow('[1700003600000-1700000000000]')).toBeNull();
  });

  it('is site maintenance when status is 1 and the points include 0', () => {
    expect(isSiteMaintenance({ status: 1, point: [2, 0] })).toBe(true);
    expect(isSiteMaintenance({ status: 1, point: [2] })).toBe(false);
    expect(isSiteMaintenance({ status: 0, point: [0] })).toBe(false);
    expect(isSiteMaintenance(null)).toBe(false);
  });

  test.prop([fc.integer(), fc.integer(), fc.integer()])('a lobby window includes exactly the times between its ends', (now, a, b) => {
    const [s, e] = a <= b ? [a, b] : [b, a];
    expect(isInMaintenanceWindow(now, s, e)).toBe(now >= s && now <= e);
  });

  it('has no window without both ends', () => {
    expect(isInMaintenanceWindow(5, null, 10)).toBe(false);
  });
});

describe('popup ads', () => {
  it('shows once a day per user, and per item when given', () => {
    let r = resetPopupAds();
    expect(shouldShowPopupAd(r, 'member01', '2026-11-22')).toBe(true);
    r = markPopupAdShown(r, 'member01', '2026-11-22');
    expect(shouldShowPopupAd(r, 'member01', '2026-11-22')).toBe(false);
    expect(shouldShowPopupAd(r, 'member01', '2026-11-23')).toBe(true);
    expect(shouldShowPopupAd(r, NO_LOGIN, '2026-11-22')).toBe(true);
    r = markPopupAdShown(r, 'member01', '2026-11-22', 7);
    expect(shouldShowPopupAd(r, 'member01', '2026-11-22', 7)).toBe(false);
    expect(shouldShowPopupAd(r, 'member01', '2026-11-22', 8)).toBe(true);
    r = markPopupAdShown(r, '', '2026-11-22', 7);
    expect(r[NO_LOGIN]).toEqual({ date: '2026-11-22', list: [7] });
    expect(resetPopupAds()).toEqual({});
  });
});

describe('live lists', () => {
  test.prop([fc.array(fc.record({ id: fc.nat(), status: fc.integer({ min: 0, max: 4 }) }))])('live first, order kept otherwise', (list) => {
    const sorted = sortLiveList(list);
    expect(sorted).toHaveLength(list.length);
    const firstNotLive = sorted.findIndex((s) => s.status !== 2);
    if (firstNotLive >= 0) expect(sorted.slice(firstNotLive).every((s) => s.status !== 2)).toBe(true);
    expect(sorted.filter((s) => s.status !== 2)).toEqual(list.filter((s) => s.status !== 2));
  });

  it('leaves out ms 0 and 5 unless a live source exists', () => {
    const matches = [
      { fbId: 1, ms: 0, bt: 1 },
      { fbId: 2, ms: 5, bt: 1 },
      { fbId: 3, ms: 1, bt: 1 },
      { fbId: 4, ms: 0, bt: 1 },
    ];
    expect(filterLiveAnchorMatches(matches, [{ fbId: 4 }, { fbId: null }]).map((m) => m.fbId)).toEqual([3, 4]);
  });

  it('ms 4 shows the time instead of the period', () => {
    expect(matchPeriodLabel({ fbId: 1, ms: 4, bt: 99, mc: { pe: 1001 } })).toEqual({ kind: 'time', bt: 99 });
    expect(matchPeriodLabel({ fbId: 1, ms: 1, bt: 99, mc: { pe: 1001 } })).toEqual({ kind: 'period', pe: 1001 });
    expect(matchPeriodLabel({ fbId: 1, ms: 1, bt: 99 })).toEqual({ kind: 'period', pe: null });
  });
});

describe('inputs and touches', () => {
  it('number input strips every non-digit; float keeps digits and the first dot', () => {
    expect(sanitizeNumberInput('1a2-3.4 ')).toBe('1234');
    expect(sanitizeFloatInput('1a2.3.4x')).toBe('12.34');
    expect(sanitizeFloatInput('abc')).toBe('');
  });

  test.prop([fc.string()])('sanitised inputs are what they promise', (s) => {
    expect(sanitizeNumberInput(s)).toMatch(/^\d*$/);
    expect(sanitizeFloatInput(s)).toMatch(/^\d*\.?\d*$/);
  });

  it('250 ms is a tap, 251 ms a press', () => {
    expect([TAP_MAX_MS, PRESS_MIN_MS]).toEqual([250, 251]);
    expect(classifyTouch(250)).toBe('tap');
    expect(classifyTouch(251)).toBe('press');
  });
});
