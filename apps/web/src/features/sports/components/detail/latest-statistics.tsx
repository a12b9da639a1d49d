import type { SportsMatch } from '@matchday/contract';
import { matchStatus } from '@matchday/contract/client';
import { useTranslation } from 'react-i18next';
import { statGroups } from '@/shared/sports/match-stats';
import type { PackDictionary } from '@/shared/sports/use-language-pack';
import { useLatestScore, useLatestStatus } from '../../hooks/use-latest';
import { MatchStatistics } from './match-statistics';
import { Scoreboard, scoreboardFields } from './scoreboard';

/** Statuses of a match that has been played, at least in part: only these have figures worth a table. */
const PLAYED = new Set<number>([
  matchStatus.live,
  matchStatus.suspended,
  matchStatus.interrupted,
  matchStatus.ended,
  matchStatus.abandoned,
]);

/**
 * The scoreboard and every figure of the match, from the live store (a pushed score re-renders
 * these only); nothing at all before kick-off or while the feed has no figure, so no 0–0 table.
 */
export function LatestStatistics({
  match,
  label,
}: {
  match: SportsMatch;
  label: (d: PackDictionary, code: number) => string | undefined;
}) {
  const { t } = useTranslation('sports');
  const { nsg, sb } = useLatestScore(match);
  const played = PLAYED.has(useLatestStatus(match));
  if (!played || (statGroups(nsg, match.sid).length === 0 && scoreboardFields(sb).length === 0)) return null;
  return (
    <section aria-label={t('detail.statistics')} className="flex flex-col gap-2 rounded-2xl bg-surface p-4">
      <h2 className="text-sm font-semibold">{t('detail.statistics')}</h2>
      <Scoreboard sb={sb} />
      <MatchStatistics
        nsg={nsg}
        sportId={match.sid}
        homeName={match.ts[0]?.na ?? ''}
        awayName={match.ts[1]?.na ?? ''}
        label={label}
      />
    </section>
  );
}
