/** Live streams first (status 2), otherwise in their given order (spec §4). */
export function sortLiveList<T extends { status: number }>(list: readonly T[]): T[] {
  return [...list.filter((s) => s.status === 2), ...list.filter((s) => s.status !== 2)];
}

export interface LiveAnchorMatch {
  fbId: number | null | undefined;
  ms: number;
  bt: number;
  mc?: { pe?: number | null } | null;
}

/** ms 0 (not started) and 5 (over) are left out of the live-anchor list unless a live video source exists for the match. */
export function filterLiveAnchorMatches<T extends LiveAnchorMatch>(matches: readonly T[], sources: ReadonlyArray<{ fbId: number | null | undefined }>): T[] {
  const withVideo = new Set(sources.map((s) => s.fbId).filter((id): id is number => typeof id === 'number'));
  return matches.filter((m) => (m.ms !== 0 && m.ms !== 5) || (typeof m.fbId === 'number' && withVideo.has(m.fbId)));
}

/** ms 4 shows the start time (bt) instead of the period text. */
export function matchPeriodLabel(match: LiveAnchorMatch): { kind: 'time'; bt: number } | { kind: 'period'; pe: number | null } {
  return match.ms === 4 ? { kind: 'time', bt: match.bt } : { kind: 'period', pe: match.mc?.pe ?? null };
}
