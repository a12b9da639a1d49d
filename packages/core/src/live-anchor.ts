export interface AnchorMatch {
  ms: number;
  fbId?: string | number | null;
  bt?: number | null;
  mc?: { pe?: number | null } | null;
}

export interface LiveVideoSource {
  fbId?: string | number | null;
}

/**
 * The match statuses (`ms`) these rules name. The values are the contract's `matchStatus`, which
 * callers pass in: core imports no package, so it holds no copy of them.
 */
export interface AnchorMatchStatuses {
  ended: number;
  notStarted: number;
  live: number;
}

/**
 * Ended and in-play matches are hidden from the live-anchor list unless a live source exists
 * (spec §4). Sources attach by fbId; ids are compared as text because feeds mix numbers and strings.
 */
export function filterLiveAnchorMatches<M extends AnchorMatch>(
  matches: readonly M[],
  sources: readonly LiveVideoSource[],
  statuses: Pick<AnchorMatchStatuses, 'ended' | 'live'>,
): M[] {
  const sourced = new Set(sources.filter((s) => s.fbId != null && s.fbId !== '').map((s) => String(s.fbId)));
  const needsSource = (ms: number) => ms === statuses.ended || ms === statuses.live;
  return matches.filter((m) => !needsSource(m.ms) || (m.fbId != null && sourced.has(String(m.fbId))));
}

export type MatchPeriodLabel = { kind: 'time'; bt: number | null } | { kind: 'period'; pe: number | null };

/** A match not started shows its kick-off time (bt) instead of a period. */
export function matchPeriodLabel(
  match: AnchorMatch,
  statuses: Pick<AnchorMatchStatuses, 'notStarted'>,
): MatchPeriodLabel {
  if (match.ms === statuses.notStarted) return { kind: 'time', bt: match.bt ?? null };
  return { kind: 'period', pe: match.mc?.pe ?? null };
}
