import type { SportsMatch } from '@matchday/contract';
import type { PackDictionary } from '@/shared/sports/use-language-pack';
import { useLatestScore } from '../../hooks/use-latest';
import { MatchStatistics } from './match-statistics';
import { Scoreboard } from './scoreboard';

/** The scoreboard and every figure of the match, from the live store: a pushed score re-renders these only. */
export function LatestStatistics({
  match,
  label,
}: {
  match: SportsMatch;
  label: (d: PackDictionary, code: number) => string | undefined;
}) {
  const { nsg, sb } = useLatestScore(match);
  return (
    <>
      <Scoreboard sb={sb} />
      <MatchStatistics
        nsg={nsg}
        sportId={match.sid}
        homeName={match.ts[0]?.na ?? ''}
        awayName={match.ts[1]?.na ?? ''}
        label={label}
      />
    </>
  );
}
