export const TAP_MAX_MS = 250;
export const PRESS_MIN_MS = 251;
export const DEBUG_LONG_PRESS_MS = 6000;

/** Spec §9: up to 250 ms is a tap, from 251 ms a press. */
export function classifyTouch(durationMs: number): 'tap' | 'press' {
  return durationMs <= TAP_MAX_MS ? 'tap' : 'press';
}
