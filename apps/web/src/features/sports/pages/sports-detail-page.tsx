import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListError } from '../components/list-states';
import { MarketBoard } from '../components/detail/market-board';
import { MatchHeader } from '../components/detail/match-header';
import { LatestStatistics } from '../components/detail/latest-statistics';
import { MatchVideoSlot, type MatchVideoRenderer } from '../components/detail/match-video-slot';
import { DetailSkeleton } from '../components/detail/detail-skeleton';
import { OddsFormatToggle } from '../components/view-controls';
import { useFollows } from '../hooks/use-follows';
import { useLanguagePack } from '@/shared/sports/use-language-pack';
import { useSetting } from '@/shared/storage/use-setting';
import { useMatchDetail } from '../api/get-match-detail';
import { useMatchPush } from '../hooks/use-sports-push';
import { isOutright } from '../lib/list-types';

/** `?matchId=` of /sports/sportsdetail; anything but a positive whole number reads as none. */
function matchIdOf(search: { matchId?: unknown }): number {
  const id = Number(search.matchId);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/**
 * /sports/sportsdetail?matchId=: one match or outright with its score and live clock, then its video
 * when a stream plays, every market, and its statistics once it has some. Markets open on the first
 * screen; nothing empty stands before them. `video` fills the slot (the app gives it the live feature's player).
 */
export function SportsDetailPage({ video }: { video?: MatchVideoRenderer }) {
  const { t } = useTranslation('sports');
  const matchId = matchIdOf(useSearch({ strict: false }) as { matchId?: unknown });
  const detail = useMatchDetail(matchId);
  // Pushed lines, scores and clocks go to the live store between the detail's polls.
  useMatchPush(matchId > 0 ? matchId : null);
  const [oddsType, setOddsType] = useSetting('oddsFormat');
  const follows = useFollows();
  const label = useLanguagePack();
  const match = detail.data;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-3 px-3 py-3 pb-20 sm:px-4 md:pb-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to="/sports" className="flex min-h-11 items-center rounded-lg px-2 text-sm text-muted hover:bg-surface-2">
          {t('detail.back')}
        </Link>
        <OddsFormatToggle value={oddsType} onChange={setOddsType} />
      </div>
      {matchId === 0 ? (
        <p role="alert" className="rounded-xl bg-surface p-6 text-center text-sm text-muted">
          {t('detail.notFound')}
        </p>
      ) : detail.error && !match ? (
        <ListError error={detail.error} retry={() => void detail.refetch()} />
      ) : !match ? (
        <DetailSkeleton />
      ) : (
        <>
          <MatchHeader
            match={match}
            followed={(follows.bySport[String(match.sid)] ?? []).includes(match.id)}
            onFollow={() => follows.toggle(match.sid, match.id)}
            label={label}
          />
          {!isOutright(match) && <MatchVideoSlot match={match} video={video} />}
          <MarketBoard match={match} oddsType={oddsType} label={label} />
          {!isOutright(match) && <LatestStatistics match={match} label={label} />}
        </>
      )}
    </div>
  );
}
