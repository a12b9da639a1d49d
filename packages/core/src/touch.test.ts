import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { DEBUG_LONG_PRESS_MS, PRESS_MIN_MS, TAP_MAX_MS, classifyTouch } from './touch.js';

describe('classifyTouch', () => {
  it('is a tap up to 250 ms and a press from 251 ms', () => {
    expect([TAP_MAX_MS, PRESS_MIN_MS, DEBUG_LONG_PRESS_MS]).toEqual([250, 251, 6000]);
    expect(classifyTouch(0)).toBe('tap');
    expect(classifyTouch(250)).toBe('tap');
    expect(classifyTouch(251)).toBe('press');
  });

  test.prop([fc.integer({ min: 0, max: 100000 })])('press iff at least PRESS_MIN_MS', (ms) => {
    expect(classifyTouch(ms) === 'press').toBe(ms >= PRESS_MIN_MS);
  });
});
