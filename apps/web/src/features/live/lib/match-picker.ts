import { matchStatus } from '@matchday/contract/client';
import type { SportsMatch } from '@matchday/contract';
import { matchLabel } from './match-options';

/** A match an anchor can link a stream to, as the picker lists it. */
export interface PickableMatch {
  id: number;
  sportId: number;
  label: string;
  league: string;
  kickoff: number;
  live: boolean;
}

/** Lower-cased, trimmed and without accents, so "Lý" finds "ly" (Vietnamese names). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Regular matches in play or not started, live first, then by kick-off. */
export function pickableMatches(
  records: readonly Pick<SportsMatch, 'id' | 'sid' | 'ty' | 'nm' | 'ts' | 'lg' | 'bt' | 'ms'>[],
): PickableMatch[] {
  return records
    .filter(
      (m) =>
        m.ty !== 1 && (m.ms === matchStatus.live || m.ms === matchStatus.suspended || m.ms === matchStatus.notStarted),
    )
    .map((m) => ({
      id: m.id,
      sportId: m.sid,
      label: matchLabel(m),
      league: m.lg.na,
      kickoff: m.bt,
      live: m.ms !== matchStatus.notStarted,
    }))
    .sort((a, b) => Number(b.live) - Number(a.live) || a.kickoff - b.kickoff || a.id - b.id);
}

/** The sports that have matches, in the order they first appear. */
export const sportsOf = (matches: readonly PickableMatch[]): number[] => [...new Set(matches.map((m) => m.sportId))];

/** Matches of a sport (null: any) whose teams or league hold the words typed. */
export function findMatches(matches: readonly PickableMatch[], sportId: number | null, query: string): PickableMatch[] {
  const needle = fold(query);
  return matches.filter(
    (m) =>
      (sportId === null || m.sportId === sportId) &&
      (needle === '' || fold(m.label).includes(needle) || fold(m.league).includes(needle)),
  );
}

/** Cover tag ids by sport, for a stream whose anchor has not chosen one (contract `liveCoverTags`). */
const COVER_TAG_BY_SPORT: Readonly<Record<number, number>> = { 1: 1, 3: 2, 5: 4, 177: 3, 178: 3 };
export const coverTagForSport = (sportId: number): number | null => COVER_TAG_BY_SPORT[sportId] ?? null;
