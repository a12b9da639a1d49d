import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { maskLastFour, maskMiddle, maskName, maskNumber, maskText, stripHtml } from './masks.js';

describe('maskNumber', () => {
  it('keeps 3 + 2 for 6 digits, 3 + 3 for 7 digits, 3 + 4 otherwise', () => {
    expect(maskNumber('123456')).toBe('123*56');
    expect(maskNumber('1234567')).toBe('123*567');
    expect(maskNumber('13812345678')).toBe('138****5678');
    expect(maskNumber('12345')).toBe('12345');
  });

  test.prop([fc.stringMatching(/^\d{8,20}$/)])('longer numbers hide all but 3 leading and 4 trailing', (n) => {
    const masked = maskNumber(n);
    expect(masked.length).toBe(n.length);
    expect(masked.slice(0, 3)).toBe(n.slice(0, 3));
    expect(masked.slice(-4)).toBe(n.slice(-4));
    expect(masked.slice(3, -4)).toBe('*'.repeat(n.length - 7));
  });
});

describe('maskName', () => {
  it('keeps first and last word of 3+ words, starring the middle', () => {
    expect(maskName('Nguyen Van An')).toBe('Nguyen *** An');
    expect(maskName('Anna Maria de Souza')).toBe('Anna ***** ** Souza');
  });

  it('shows initials plus a star each for 2 words', () => {
    expect(maskName('John Smith')).toBe('J* S*');
  });

  it('keeps first and last letters of one word', () => {
    expect(maskName('Alice')).toBe('A***e');
    expect(maskName('张三丰')).toBe('张*丰');
    expect(maskName('Al')).toBe('A*');
    expect(maskName('A')).toBe('A');
    expect(maskName('   ')).toBe('');
  });
});

describe('maskText', () => {
  it('keeps 1 char at each end up to length 5, else 2', () => {
    expect(maskText('abcde')).toBe('a***e');
    expect(maskText('abc')).toBe('a*c');
    expect(maskText('abcdef')).toBe('ab**ef');
    expect(maskText('user@example.com')).toBe('us************om');
  });

  it('keeps only the first char when nothing else could be hidden', () => {
    expect(maskText('ab')).toBe('a*');
    expect(maskText('a')).toBe('a');
    expect(maskText('')).toBe('');
  });

  test.prop([fc.string({ minLength: 3, maxLength: 60 })])('keeps length and both ends', (s) => {
    const chars = Array.from(s);
    const keep = chars.length <= 5 ? 1 : 2;
    const masked = Array.from(maskText(s));
    expect(masked.length).toBe(chars.length);
    expect(masked.slice(0, keep)).toEqual(chars.slice(0, keep));
    expect(masked.slice(-keep)).toEqual(chars.slice(-keep));
  });
});

describe('maskLastFour', () => {
  it('is seven stars plus the last 4 characters', () => {
    expect(maskLastFour('6222021234561234')).toBe('*******1234');
    expect(maskLastFour('12')).toBe('*******12');
  });
});

describe('maskMiddle', () => {
  it('leaves text too short to hide unchanged', () => {
    expect(maskMiddle('abc', 2, 2)).toBe('abc');
  });
});

describe('stripHtml', () => {
  it('removes tags and non-breaking spaces', () => {
    expect(stripHtml('<p>Hello&nbsp;<b>world</b></p>')).toBe('Helloworld');
    expect(stripHtml('a\u00a0b &NBSP;c')).toBe('ab c');
  });

  test.prop([fc.string()])('the result holds no tag and no non-breaking space', (s) => {
    const out = stripHtml(`<div>${s}</div>&nbsp;\u00a0`);
    expect(out).not.toMatch(/<[^>]*>/);
    expect(out).not.toContain('\u00a0');
  });
});
