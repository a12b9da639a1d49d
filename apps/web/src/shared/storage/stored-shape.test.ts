import { describe, expect, it } from 'vitest';
import { finiteNumber, listOf, nullable, objectOf, oneOf, recordOf, text } from './stored-shape';

describe('stored shapes', () => {
  it('returns values that fit and drops fields the check does not name', () => {
    const settings = objectOf({ oddsFormat: oneOf(1, 2), name: nullable(text(5)) });
    expect(settings({ oddsFormat: 2, name: null, extra: true })).toEqual({ oddsFormat: 2, name: null });
    expect(objectOf({ id: finiteNumber }, { keepOthers: true })({ id: 1, vip: 3 })).toEqual({ id: 1, vip: 3 });
    expect(recordOf(listOf(finiteNumber))({ '1': [10, 11] })).toEqual({ '1': [10, 11] });
  });

  it('throws with the path of the first value that does not fit', () => {
    expect(() => recordOf(listOf(finiteNumber))({ '1': [10, 'x'] })).toThrow('.1[1]: expected a number');
    expect(() => text(3)('long')).toThrow('expected text of at most 3 characters');
    expect(() => oneOf('dark', 'light')('blue')).toThrow('one of dark, light');
    expect(() => objectOf({ id: finiteNumber })([])).toThrow('expected an object');
    expect(() => finiteNumber(Number.NaN)).toThrow();
  });
});
