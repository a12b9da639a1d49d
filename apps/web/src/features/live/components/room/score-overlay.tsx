import { useTranslation } from 'react-i18next';
import { useMatchesWithVideo } from '../../api/live-video-match-list-front';
import { useMatchScore } from '../../api/live-match-score';

/** The linked match's score over the player (names from the matches-with-video list when it has them). */
export function ScoreOverlay({ matchId }: { matchId: number | null }) {
  const { t } = useTranslation('live');
  const score = useMatchScore(matchId);
  const matches = useMatchesWithVideo();
  const main = score.data?.[0];
  if (!main) return null;
  const [home = '0', away = '0'] = main.split(':');
  const match = matches.data?.find((m) => m.matchId === matchId);
  return (
    <div
      data-testid="match-score"
      aria-label={
        match
          ? t('room.scoreOf', { home: match.homeName, away: match.awayName, homeScore: home, awayScore: away })
          : t('room.score', { homeScore: home, awayScore: away })
      }
      className="pointer-events-none absolute left-3 top-3 flex items-center gap-2 rounded-lg bg-black/65 px-2 py-1 text-sm font-semibold text-white"
    >
      {match && <span className="max-w-32 truncate">{match.homeName}</span>}
      <span className="tabular-nums">{`${home} : ${away}`}</span>
      {match && <span className="max-w-32 truncate">{match.awayName}</span>}
    </div>
  );
}
