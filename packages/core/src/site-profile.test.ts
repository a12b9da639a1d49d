import { describe, expect, it } from 'vitest';
import { isSite, siteProfile } from './site-profile.js';

describe('siteProfile', () => {
  it('answers Vietnam’s and China’s defaults', () => {
    expect(siteProfile('vn')).toEqual({
      currency: 'VND',
      language: 'vi',
      phonePrefix: '84',
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    expect(siteProfile('cn')).toEqual({
      currency: 'CNY',
      language: 'zh-cn',
      phonePrefix: '86',
      timeZone: 'Asia/Shanghai',
    });
  });

  it('knows only the two sites', () => {
    expect(isSite('vn')).toBe(true);
    expect(isSite('cn')).toBe(true);
    expect(isSite('th')).toBe(false);
    expect(isSite('')).toBe(false);
  });
});
