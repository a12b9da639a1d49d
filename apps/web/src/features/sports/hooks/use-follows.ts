import { useCallback, useMemo, useState } from 'react';
import { readStored } from '@/shared/storage/storage';
import { toggleFollow } from '../lib/follow-storage';

/** Followed match ids per sport from storage (spec §3), re-read after each toggle this page makes. */
export function useFollows() {
  const [version, setVersion] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version marks a write to storage
  const bySport = useMemo(() => readStored('followedMatches'), [version]);
  const toggle = useCallback((sportId: number, matchId: number) => {
    toggleFollow(sportId, matchId);
    setVersion((v) => v + 1);
  }, []);
  return { bySport, toggle };
}

/** The member's follows and the way to change them. */
export type Follows = ReturnType<typeof useFollows>;

/** Follow counts per sport with at least one followed match, for the sport bar of "my follow". */
export function followCounts(bySport: Readonly<Record<string, readonly number[]>>): Map<number, number> {
  return new Map(
    Object.entries(bySport)
      .map(([sid, ids]) => [Number(sid), ids.length] as const)
      .filter(([, c]) => c > 0),
  );
}
