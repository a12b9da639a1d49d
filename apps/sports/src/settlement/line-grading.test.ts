import { describe, expect, test } from 'vitest';
import { lineText } from '../odds/lines.js';
import { gradeLine, parseLine } from './line-grading.js';
import { Outcome as O } from './outcome.js';
import { SettlementError } from '../errors.js';

describe('line texts', () => {
  test.each<[string, number]>([
    ['2.5', 2.5],
    ['0', 0],
    ['+1', 1],
    ['-0.5', -0.5],
    ['-0/0.5', -0.25],
    ['+0/0.5', 0.25],
    ['-0.5/1', -0.75],
    ['+1/1.5', 1.25],
    ['2/2.5', 2.25],
    ['197.5', 197.5],
  ])('%s is %d', (text, value) => {
    expect(parseLine(text)).toBe(value);
  });

  test('reads back every line the odds engine writes', () => {
    for (let q = -40; q <= 40; q++) {
      expect(parseLine(lineText(q / 4, true))).toBe(q / 4);
      expect(parseLine(lineText(q / 4, false))).toBe(q / 4);
    }
  });

  test.each(['', 'abc', '1/2', '2.5/2', '0.3', '--1', '1/1.5/2'])('refuses "%s"', (text) => {
    expect(() => parseLine(text)).toThrow(SettlementError);
  });
});

describe('grading a line bet on value + line', () => {
  test.each<[number, number, number]>([
    [1, -0.5, O.Won],
    [0, -0.5, O.Lost],
    [1, -1, O.Void],
    [0, -0.25, O.LostHalf],
    [0, 0.25, O.WonHalf],
    [1, -0.75, O.WonHalf],
    [1, -1.25, O.LostHalf],
    [2, -0.75, O.Won],
    [-1, 0.75, O.LostHalf],
    [-2, 0.75, O.Lost],
  ])('value %d with line %d', (value, line, outcome) => {
    expect(gradeLine(value, line)).toBe(outcome);
  });
});
