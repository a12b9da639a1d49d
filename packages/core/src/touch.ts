/** A touch up to 250 ms is a tap; from 251 ms it is a press (spec §9). */
export const TAP_MAX_MS = 250;
export const PRESS_MIN_MS = 251;
/** Holding the page body this long loads the debug console (spec §2). */
export const DEBUG_LONG_PRESS_MS = 6000;

export function classifyTouch(durationMs: number): 'tap' | 'press' {
  return durationMs <= TAP_MAX_MS ? 'tap' : 'press';
}
