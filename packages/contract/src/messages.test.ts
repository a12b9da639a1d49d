import { describe, expect, it } from 'vitest';
import { apiCodeName, apiCodes, isSuccessCode } from './codes.js';
import { codeMessage, messageFor, messageLanguageOf, messagePacks } from './messages.js';

describe('messages', () => {
  const en = Object.keys(messagePacks.en).sort();

  it.each(Object.keys(messagePacks))('%s has exactly the English keys, none empty', (lang) => {
    const pack = messagePacks[lang as keyof typeof messagePacks];
    expect(Object.keys(pack).sort()).toEqual(en);
    expect(Object.entries(pack).filter(([, v]) => v.trim() === '')).toEqual([]);
  });

  it('has a message for every code in every language', () => {
    for (const name of Object.keys(apiCodes)) expect(messagePacks.en[`code.${name}`], name).toBeTruthy();
  });

  it('reads Language and Accept-Language values', () => {
    expect(messageLanguageOf('zh-CN,zh;q=0.9')).toBe('zh-cn');
    expect(messageLanguageOf('vi')).toBe('vi');
    expect(messageLanguageOf('de')).toBeUndefined();
    expect(codeMessage('forbidden', 'vi-VN')).toBe(messagePacks.vi['code.forbidden']);
    expect(messageFor('no.such.key', 'zh-cn')).toBe('no.such.key');
  });
});

describe('codes', () => {
  it('keeps the spec codes and unique numbers', () => {
    expect(apiCodes.maintenance.code).toBe(8);
    expect(apiCodes.sportsTokenExpired.code).toBe(14010);
    expect(apiCodes.quietFailure.code).toBe(1002000035);
    const numbers = Object.values(apiCodes).map((c) => c.code);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(apiCodeName(10102)).toBe('sessionExpired');
    expect(isSuccessCode(200) && isSuccessCode(0) && !isSuccessCode(8)).toBe(true);
  });
});
