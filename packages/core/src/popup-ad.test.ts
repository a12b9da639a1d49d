import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  NO_LOGIN_KEY,
  markPopupAdShown,
  popupAdUserKey,
  resetPopupAds,
  shouldShowPopupAd,
  type PopupAdRecord,
} from './popup-ad.js';

describe('popup ads', () => {
  it('keys visitors as NO_LOGIN', () => {
    expect(popupAdUserKey(null)).toBe(NO_LOGIN_KEY);
    expect(popupAdUserKey('')).toBe('NO_LOGIN');
    expect(popupAdUserKey('alice')).toBe('alice');
  });

  it('shows once per day per user', () => {
    const empty: PopupAdRecord = {};
    expect(shouldShowPopupAd(empty, 'alice', '2026-11-22')).toBe(true);
    const marked = markPopupAdShown(empty, 'alice', '2026-11-22');
    expect(marked).toEqual({ alice: { date: '2026-11-22', list: [] } });
    expect(empty).toEqual({});
    expect(shouldShowPopupAd(marked, 'alice', '2026-11-22')).toBe(false);
    expect(shouldShowPopupAd(marked, 'bob', '2026-11-22')).toBe(true);
    expect(shouldShowPopupAd(marked, 'alice', '2026-11-23')).toBe(true);
  });

  it('tracks item ids within the day and starts a new list the next day', () => {
    let record = markPopupAdShown({}, 'NO_LOGIN', '2026-11-22', 7);
    record = markPopupAdShown(record, 'NO_LOGIN', '2026-11-22', 7);
    record = markPopupAdShown(record, 'NO_LOGIN', '2026-11-22', 'banner');
    expect(record.NO_LOGIN).toEqual({ date: '2026-11-22', list: [7, 'banner'] });
    expect(shouldShowPopupAd(record, 'NO_LOGIN', '2026-11-22', 7)).toBe(false);
    expect(shouldShowPopupAd(record, 'NO_LOGIN', '2026-11-22', 8)).toBe(true);
    expect(markPopupAdShown(record, 'NO_LOGIN', '2026-11-23', 8).NO_LOGIN).toEqual({
      date: '2026-11-23',
      list: [8],
    });
  });

  it('reset clears the record', () => {
    const record = resetPopupAds();
    expect(record).toEqual({});
    expect(shouldShowPopupAd(record, 'alice', '2026-11-22', 1)).toBe(true);
  });

  test.prop([fc.string(), fc.string(), fc.option(fc.oneof(fc.string(), fc.integer()), { nil: undefined })])(
    'after marking, the same ad is not shown again that day',
    (user, day, item) => {
      const record = markPopupAdShown({}, user, day, item);
      expect(shouldShowPopupAd(record, user, day, item)).toBe(false);
    },
  );
});
