import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { maskName, maskNumber, maskTail4, maskText, stripHtml } from './masks.js';

describe('maskNumber', () => {
  it('6 digits keep 3 and 2; 7 keep 3 and 3; others 3 and 4', () => {
    expect(maskNumber('123456')).toBe('123*56');
    expect(maskNumber('1234567')).toBe('123*567');
    expect(maskNumber('0912345678')).toBe('091***5678');
    expect(maskNumber('12345')).toBe('12345');
  });

  test.prop([fc.stringMatching(/^\d{8,20}$/)])('keeps length and the ends of longer numbers', (n) => {
    const m = maskNumber(n);
    expect(m).toHaveLength(n.length);
    expect(m.slice(0, 3) + m.slice(-4)).toBe(n.slice(0, 3) + n.slice(-4));
  });
});

describe('maskName', () => {
  it('3+ words keep the first and last word', () => {
    expect(maskName('Nguyen Van An')).toBe('Nguyen *** An');
  });
  it('2 words show initials plus a star', () => {
    expect(maskName('John Smith')).toBe('J* S*');
  });
  it('one word keeps its first and last letters', () => {
    expect(maskName('Alexander')).toBe('A*******r');
    expect(maskName('张三丰')).toBe('张*丰');
    expect(maskName('Al')).toBe('A*');
    expect(maskName('A')).toBe('A');
  });
});

describe('maskText', () => {
  it('keeps 1 character at each end up to length 5, else 2', () => {
    expect(maskText('abcde')).toBe('a***e');
    expect(maskText('abcdefgh')).toBe('ab****gh');
    expect(maskText('ab')).toBe('a*');
    expect(maskText('a')).toBe('a');
  });
});

describe('maskTail4 and stripHtml', () => {
  it('seven stars plus the last 4', () => {
    expect(maskTail4('6222020200112233')).toBe('*******2233');
  });
  it('removes tags and non-breaking spaces', () => {
    expect(stripHtml('<p>Hi&nbsp;<b>there</b>\u00a0!</p>')).toBe('Hithere!');
  });
});
