import { describe, expect, it } from 'vitest';
import { lineValue, mirroredLine, signedLine } from './handicap-line';

describe('signed handicap lines', () => {
  // Every quarter and half line within one goal of zero, as the home side and as the away side.
  const nearZero: Array<[home: string, away: string, value: number]> = [
    ['-0/0.5', '+0/0.5', -0.25],
    ['+0/0.5', '-0/0.5', 0.25],
    ['-0.5', '+0.5', -0.5],
    ['+0.5', '-0.5', 0.5],
    ['-0.5/1', '+0.5/1', -0.75],
    ['+0.5/1', '-0.5/1', 0.75],
    ['-1', '+1', -1],
    ['+1', '-1', 1],
  ];

  it.each(nearZero)('%s (home) and %s (away) keep their signs', (home, away, value) => {
    expect(signedLine(home)).toBe(home);
    expect(signedLine(away)).toBe(away);
    expect(lineValue(home)).toBe(value);
    expect(lineValue(away)).toBe(-value);
    expect(mirroredLine(home)).toBe(away);
    expect(mirroredLine(away)).toBe(home);
  });

  it('never prints the two sides of a quarter line around zero alike', () => {
    expect(signedLine('-0/0.5')).not.toBe(signedLine('+0/0.5'));
  });

  it('reads an unsigned line as the positive side', () => {
    expect(signedLine('0/0.5')).toBe('+0/0.5');
    expect(signedLine('0.5/1')).toBe('+0.5/1');
    expect(signedLine('1.5')).toBe('+1.5');
    expect(signedLine(' 2 ')).toBe('+2');
  });

  it('prints a level line as 0 whatever sign it came with', () => {
    expect(signedLine('0')).toBe('0');
    expect(signedLine('+0')).toBe('0');
    expect(signedLine('-0')).toBe('0');
    expect(mirroredLine('0')).toBe('0');
  });

  it('signs lines further out and trims written zeros', () => {
    expect(signedLine('-1/1.5')).toBe('-1/1.5');
    expect(signedLine('+2.5/3')).toBe('+2.5/3');
    expect(signedLine('-10.5')).toBe('-10.5');
    expect(signedLine('+0.50')).toBe('+0.5');
  });

  it('shows text that is not a line as it came', () => {
    expect(signedLine('abc')).toBe('abc');
    expect(lineValue('abc')).toBeNull();
  });
});
