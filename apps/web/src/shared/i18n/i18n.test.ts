import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { writeStored } from '@/shared/storage/storage';
import { changeLanguage, initI18n, initialLanguage } from './i18n';

describe('language', () => {
  it('follows ?lang=, then the stored choice, then the region (vi for the vn site)', () => {
    window.history.replaceState(null, '', '/?lang=zh-cn');
    expect(initialLanguage()).toBe('zh-cn');
    window.history.replaceState(null, '', '/');
    expect(initialLanguage()).toBe('zh-cn');
    writeStored('language', 'en');
    expect(initialLanguage()).toBe('en');
    localStorage.clear();
    expect(initialLanguage()).toBe('vi');
  });

  it('loads the pack before use and sets the document title (Chinese for zh-cn, Thai for th, Vietnamese otherwise)', async () => {
    await initI18n('en');
    expect(i18next.t('nav.sports')).toBe('Sports');
    expect(document.title).toContain('Thể thao');
    await changeLanguage('zh-cn');
    expect(i18next.t('nav.sports')).toBe('体育');
    expect(document.title).toContain('体育');
    expect(document.documentElement.lang).toBe('zh-CN');
    await changeLanguage('th');
    expect(i18next.t('nav.sports')).toBe('กีฬา');
    expect(document.title).toContain('กีฬา');
    expect(document.documentElement.lang).toBe('th');
  });
});
