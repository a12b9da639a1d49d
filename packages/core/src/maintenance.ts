/** Two millisecond timestamps inside square brackets, any non-digit separator between them. */
const WINDOW_PATTERN = /\[\s*(\d{10,})\s*[^\d\]]+\s*(\d{10,})\s*\]/;

/** Spec §4: a code-8 statistics message holds its time range as "[start-end]" in ms. */
export function parseMaintenanceWindow(msg: string): { startMs: number; endMs: number } | null {
  const match = WINDOW_PATTERN.exec(msg);
  if (!match) return null;
  const startMs = Number(match[1]);
  const endMs = Number(match[2]);
  if (!Number.isSafeInteger(startMs) || !Number.isSafeInteger(endMs)) return null;
  return { startMs, endMs };
}

/** Site maintenance is on when status is 1 and the points list includes 0. */
export function isSiteMaintenance(info: { status: number; point: readonly number[] } | null | undefined): boolean {
  return info != null && info.status === 1 && info.point.includes(0);
}

/** A lobby or game is in maintenance while now lies between its start and end, inclusive. */
export function isInMaintenanceWindow(nowMs: number, startMs: number, endMs: number): boolean {
  return nowMs >= startMs && nowMs <= endMs;
}
