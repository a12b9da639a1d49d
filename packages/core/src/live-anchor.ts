export interface AnchorMatch {
  ms: number;
  fbId?: string | number | null;
  bt?: number | null;
  mc?: { pe?: number | null } | null;
}

export interface LiveVideoSource {
  fbId?: string | number | null;
}

/** Match states hidden from the live-anchor list unless a live source exists (spec §4). */
export const HIDDEN_UNLESS_SOURCED_MS: readonly number[] = [0, 5];
/** The match state whose period text is replaced by a time (bt). */
export const TIME_LABEL_MS = 4;

/** Sources attach by fbId; ids are compared as text because feeds mix numbers and strings. */
export function filterLiveAnchorMatches<M extends AnchorMatch>(
  matches: readonly M[],
  sources: readonly LiveVideoSource[],
): M[] {
  const sourced = new Set(sources.filter((s) => s.fbId != null && s.fbId !== '').map((s) => String(s.fbId)));
  return matches.filter(
    (m) => !HIDDEN_UNLESS_SOURCED_MS.includes(m.ms) || (m.fbId != null && sourced.has(String(m.fbId))),
  );
}

export type MatchPeriodLabel = { kind: 'time'; bt: number | null } | { kind: 'period'; pe: number | null };

export function matchPeriodLabel(match: AnchorMatch): MatchPeriodLabel {
  if (match.ms === TIME_LABEL_MS) return { kind: 'time', bt: match.bt ?? null };
  return { kind: 'period', pe: match.mc?.pe ?? null };
}
