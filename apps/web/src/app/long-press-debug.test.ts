import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchDebugLongPress } from './long-press-debug';

const pointer = (type: string, x = 0, y = 0) => Object.assign(new Event(type), { clientX: x, clientY: y });

describe('watchDebugLongPress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the debug console after 6 s of holding', () => {
    const open = vi.fn();
    const stop = watchDebugLongPress(document.body, open);
    document.body.dispatchEvent(pointer('pointerdown'));
    vi.advanceTimersByTime(5999);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a tap, a move or a cancel before 6 s stops it', () => {
    const open = vi.fn();
    const stop = watchDebugLongPress(document.body, open);
    for (const end of [pointer('pointerup'), pointer('pointermove', 50, 0), pointer('pointercancel')]) {
      document.body.dispatchEvent(pointer('pointerdown'));
      vi.advanceTimersByTime(3000);
      document.body.dispatchEvent(end);
      vi.advanceTimersByTime(10_000);
    }
    expect(open).not.toHaveBeenCalled();
    stop();
  });
});
