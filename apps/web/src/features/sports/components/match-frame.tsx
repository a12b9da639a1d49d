import type { SportsMatch } from '@matchday/contract';
import type { OddsType } from '@matchday/core';
import type { ReactNode } from 'react';
import { FollowStar } from './follow-star';
import { ROW_FRAME } from './lists/market-columns';

/** What a list row is given: its match, the member's odds format, and whether it is followed. */
export interface MatchRowProps {
  match: SportsMatch;
  oddsType: OddsType;
  followed: boolean;
  onFollow: () => void;
}

/** A list row's frame: the match named for screen readers, then its league, `when` and follow star above the rest. */
export function MatchFrame({
  match,
  followed,
  onFollow,
  when,
  children,
}: Omit<MatchRowProps, 'oddsType'> & { when: ReactNode; children: ReactNode }) {
  return (
    <article aria-label={match.nm} data-match-id={match.id} className={`${ROW_FRAME} flex h-full flex-col gap-1 py-2`}>
      <div className="flex h-5 items-center gap-2 text-xs text-muted">
        <span data-fits="" className="min-w-0 flex-1 truncate" title={match.lg.na}>
          {match.lg.na}
        </span>
        <span className="shrink-0 whitespace-nowrap">{when}</span>
        <FollowStar name={match.nm} followed={followed} onToggle={onFollow} className="-my-2.5 -mr-2" />
      </div>
      {children}
    </article>
  );
}
