import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { sanitizeFloatInput, sanitizeNumberInput } from './input.js';

describe('sanitizeNumberInput', () => {
  it('strips every non-digit', () => {
    expect(sanitizeNumberInput('1a2.3-4 ５')).toBe('1234');
  });

  test.prop([fc.string()])('leaves only ASCII digits, in order', (s) => {
    expect(sanitizeNumberInput(s)).toBe([...s].filter((c) => c >= '0' && c <= '9').join(''));
  });
});

describe('sanitizeFloatInput', () => {
  it('keeps only digits and the first dot', () => {
    expect(sanitizeFloatInput('12.5')).toBe('12.5');
    expect(sanitizeFloatInput('-1,2a.3.4')).toBe('12.34');
    expect(sanitizeFloatInput('..5')).toBe('.5');
    expect(sanitizeFloatInput('abc')).toBe('');
  });

  test.prop([fc.string()])('yields digits with at most one dot', (s) => {
    const out = sanitizeFloatInput(s);
    expect(out).toMatch(/^\d*\.?\d*$/);
    expect(out.replace('.', '')).toBe(sanitizeNumberInput(s));
  });
});
