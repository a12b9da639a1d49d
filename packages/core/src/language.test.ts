import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MENU_LANGUAGES, chooseLanguage, documentTitleKey, menuLanguageFromBrowser } from './language.js';

describe('chooseLanguage', () => {
  it('prefers a known lang query parameter, th included', () => {
    expect(chooseLanguage({ query: 'th', stored: 'vi', region: 'vi', browser: ['en-US'] })).toBe('th');
    expect(chooseLanguage({ query: 'ZH-CN' })).toBe('zh-cn');
  });

  it('then the stored preference lowercased', () => {
    expect(chooseLanguage({ query: 'fr', stored: 'ZH-CN', region: 'vi' })).toBe('zh-cn');
  });

  it('then the deployment region, unless the browser asks for Chinese, Vietnamese or Thai', () => {
    expect(chooseLanguage({ query: null, stored: 'xx', region: 'vi', browser: ['en-US'] })).toBe('vi');
    expect(chooseLanguage({ region: 'vi', browser: ['de-DE'] })).toBe('vi');
    expect(chooseLanguage({ region: 'vi', browser: ['th-TH', 'en-US'] })).toBe('th');
    expect(chooseLanguage({ region: 'vi', browser: ['en-GB', 'zh-CN'] })).toBe('vi');
    expect(chooseLanguage({ region: 'zh-cn', browser: ['vi'] })).toBe('vi');
    expect(chooseLanguage({ stored: 'en', region: 'vi', browser: ['th-TH'] })).toBe('en');
  });

  it('then browser languages matched to the options', () => {
    expect(chooseLanguage({ browser: ['fr-FR', 'zh-Hans'] })).toBe('zh-cn');
    expect(chooseLanguage({ browser: ['zh-CN'] })).toBe('zh-cn');
    expect(chooseLanguage({ browser: ['zh'] })).toBe('zh-cn');
    expect(chooseLanguage({ browser: ['vi-VN'] })).toBe('vi');
    expect(chooseLanguage({ browser: ['en-US'] })).toBe('en');
    expect(chooseLanguage({ browser: ['th-TH', 'en-US'] })).toBe('th');
    expect(chooseLanguage({ browser: ['th'] })).toBe('th');
    expect(chooseLanguage({ browser: ['de-DE', 'th-TH'] })).toBe('th');
  });

  it('falls back to en', () => {
    expect(chooseLanguage({})).toBe('en');
    expect(chooseLanguage({ browser: ['de-DE', 'fr-FR'] })).toBe('en');
  });

  test.prop([fc.constantFrom('zh-cn', 'en', 'vi', 'th'), fc.option(fc.string()), fc.array(fc.string())])(
    'a known query always wins',
    (query, stored, browser) => {
      expect(chooseLanguage({ query, stored, browser })).toBe(query);
    },
  );
});

describe('menuLanguageFromBrowser', () => {
  it('matches by primary subtag, including underscores', () => {
    expect(menuLanguageFromBrowser('zh_TW')).toBe('zh-cn');
    expect(menuLanguageFromBrowser('pt-BR')).toBeNull();
  });
});

describe('MENU_LANGUAGES', () => {
  it('titles each language in its own language', () => {
    expect(MENU_LANGUAGES.map((l) => [l.value, l.title])).toEqual([
      ['zh-cn', '简体中文'],
      ['en', 'English'],
      ['vi', 'Tiếng Việt'],
      ['th', 'ไทย'],
    ]);
    expect(MENU_LANGUAGES.every((l) => /^flag-[a-z]{2}$/.test(l.icon))).toBe(true);
  });
});

describe('documentTitleKey', () => {
  it('uses the Chinese title for zh-cn, the Thai one for th and the Vietnamese one otherwise', () => {
    expect(documentTitleKey('zh-cn')).toBe('zh');
    expect(documentTitleKey('vi')).toBe('vi');
    expect(documentTitleKey('en')).toBe('vi');
    expect(documentTitleKey('th')).toBe('th');
  });
});
