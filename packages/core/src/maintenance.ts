/**
 * The window in a code-8 message (spec §4): two ms timestamps in square brackets,
 * "[1700000000000-1700003600000]" (other separators and spaces tolerated). Null when absent.
 */
export function parseMaintenanceWindow(msg: string | null | undefined): { startMs: number; endMs: number } | null {
  const m = /\[\s*(\d{10,16})\s*[-~,，至to ]+\s*(\d{10,16})\s*\]/.exec(msg ?? '');
  if (!m) return null;
  const startMs = Number(m[1]);
  const endMs = Number(m[2]);
  return endMs >= startMs ? { startMs, endMs } : null;
}

/** Site maintenance is on when status is 1 and the points include 0 (the whole site). */
export function isSiteMaintenance(info: { status: number; point: readonly number[] } | null | undefined): boolean {
  return !!info && info.status === 1 && info.point.includes(0);
}

/** A lobby or game is in maintenance while now lies between its start and end (inclusive). */
export function isInMaintenanceWindow(nowMs: number, startMs: number | null | undefined, endMs: number | null | undefined): boolean {
  if (startMs == null || endMs == null) return false;
  return nowMs >= startMs && nowMs <= endMs;
}
