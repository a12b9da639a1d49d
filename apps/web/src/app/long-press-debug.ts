import { DEBUG_LONG_PRESS_MS } from '@matchday/core';

const MOVE_TOLERANCE_PX = 10;

/**
 * Spec §2: holding the page body for 6 seconds opens the debug console, unless the press ends
 * (a tap), moves or is cancelled first. Returns the function that stops watching.
 */
export function watchDebugLongPress(target: HTMLElement, open: () => void, holdMs = DEBUG_LONG_PRESS_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let start = { x: 0, y: 0 };
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const down = (e: PointerEvent) => {
    cancel();
    start = { x: e.clientX, y: e.clientY };
    timer = setTimeout(() => {
      timer = undefined;
      open();
    }, holdMs);
  };
  const move = (e: PointerEvent) => {
    if (timer !== undefined && Math.hypot(e.clientX - start.x, e.clientY - start.y) > MOVE_TOLERANCE_PX) cancel();
  };
  target.addEventListener('pointerdown', down);
  target.addEventListener('pointermove', move);
  target.addEventListener('pointerup', cancel);
  target.addEventListener('pointercancel', cancel);
  return () => {
    cancel();
    target.removeEventListener('pointerdown', down);
    target.removeEventListener('pointermove', move);
    target.removeEventListener('pointerup', cancel);
    target.removeEventListener('pointercancel', cancel);
  };
}
