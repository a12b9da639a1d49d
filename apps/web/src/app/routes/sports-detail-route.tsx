import { Suspense } from 'react';
import { MatchLiveVideo } from '@/features/live/components/match-video/match-live-video';
import type { MatchVideoRenderer } from '@/features/sports/components/detail/match-video-slot';
import { SportsDetailPage } from '@/features/sports/pages/sports-detail-page';

/** The live feature's player for a match; its language pack loads on first use, so it waits in its own boundary, showing nothing (the page keeps no empty video box). */
const matchVideo: MatchVideoRenderer = ({ matchId, title, noVideo }) => (
  <Suspense fallback={null}>
    <MatchLiveVideo fbId={matchId} title={title} noVideo={noVideo} />
  </Suspense>
);

/** /sports/sportsdetail: the sports feature's match page, its video slot filled by the live feature (they meet here). */
export function SportsDetailRoute() {
  return <SportsDetailPage video={matchVideo} />;
}
