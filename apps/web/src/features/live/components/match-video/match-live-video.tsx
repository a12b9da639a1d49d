import { streamStatusCodes } from '@matchday/contract/client';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { useMatchVideo, useRefreshMatchVideos } from '../../api/live-video-video-list';
import { RoomLink } from '../room-link';

const ROOM_LINK = 'self-start rounded-lg px-2 py-1 text-sm font-semibold text-accent hover:bg-surface-2';

// The player brings mpegts.js and hls.js: they load only once a match has video to play.
const LivePlayer = lazy(() => import('../player/live-player').then((m) => ({ default: m.LivePlayer })));

function VideoNote({ role = 'status', children }: { role?: 'status' | 'alert'; children: ReactNode }) {
  return (
    <div
      role={role}
      className="flex aspect-video max-h-48 w-full flex-col items-center justify-center gap-2 rounded-xl bg-black p-4 text-center text-sm text-white"
    >
      {children}
    </div>
  );
}

/**
 * A match's live video on the sports detail page: the anchor's stream linked to it by fbId, played
 * here with a link to the room (chat, gifts, picks); a paid room only as a link, since its video
 * needs the entry fee; `noVideo` (the page's own note) when no anchor is live on it.
 */
export function MatchLiveVideo({ fbId, title, noVideo }: { fbId: number; title: string; noVideo: ReactNode }) {
  const { t } = useTranslation('live');
  const refreshVideos = useRefreshMatchVideos();
  const video = useMatchVideo(fbId);

  // Until the list answers, nothing: most matches have no stream, and the page shows no empty box for them.
  if (video.isPending) return null;
  if (video.isError && video.data === undefined)
    return (
      <VideoNote role="alert">
        <span>{t('matchVideo.loadFailed')}</span>
        <Button variant="ghost" className="text-white" onClick={() => void video.refetch()}>
          {t('retry')}
        </Button>
      </VideoNote>
    );
  const found = video.data;
  if (!found) return noVideo;
  if (found.kind === 'room')
    return (
      <>
        <VideoNote>{t('matchVideo.paidRoom')}</VideoNote>
        <RoomLink className={ROOM_LINK} streamId={found.streamId}>
          {t('matchVideo.openPaidRoom')}
        </RoomLink>
      </>
    );
  // Streams in the video list are on air.
  return (
    <>
      <Suspense fallback={<VideoNote>{t('player.loading')}</VideoNote>}>
        <LivePlayer
          key={found.streamId}
          stream={{ status: streamStatusCodes.live, flvUrl: found.flvUrl, hlsUrl: found.hlsUrl }}
          title={title}
          onStreamClosed={refreshVideos}
        />
      </Suspense>
      <RoomLink className={ROOM_LINK} streamId={found.streamId}>
        {t('matchVideo.openRoom')}
      </RoomLink>
    </>
  );
}
