import { readStored, writeStored } from '@/shared/storage/storage';

/** Match ids followed in one sport (spec §3 followed matches, keyed by sport id). */
export function followedIn(sportId: number): number[] {
  return readStored('followedMatches')[String(sportId)] ?? [];
}

/** Toggles a match in its sport's list (spec §4) and answers whether it is now followed. */
export function toggleFollow(sportId: number, matchId: number): boolean {
  const all = readStored('followedMatches');
  const ids = all[String(sportId)] ?? [];
  const followed = !ids.includes(matchId);
  const next = followed ? [...ids, matchId] : ids.filter((id) => id !== matchId);
  const rest = Object.fromEntries(Object.entries(all).filter(([sid]) => sid !== String(sportId)));
  writeStored('followedMatches', next.length > 0 ? { ...rest, [String(sportId)]: next } : rest);
  return followed;
}
