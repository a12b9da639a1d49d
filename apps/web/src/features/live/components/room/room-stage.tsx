import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { StreamInfo } from '../../hooks/stream-cache';
import type { useRoomFee } from '../../api/live-relation-is-fee';
import { usePresenter } from '../../api/user-presenter-get-info2';
import { GiftLayer } from '../gifts/gift-layer';
import { RoomFeeGate } from './room-fee-gate';
import { ScoreOverlay } from './score-overlay';

// The player brings mpegts.js and hls.js, so it (and they) load only once a room opens.
const LivePlayer = lazy(() => import('../player/live-player').then((m) => ({ default: m.LivePlayer })));

export function PlayerFallback() {
  const { t } = useTranslation('live');
  return (
    <div
      role="status"
      className="flex aspect-video w-full items-center justify-center rounded-2xl bg-black text-sm text-white"
    >
      {t('player.loading')}
    </div>
  );
}

/** The anchor's room notice, when they wrote one (`compact`: one or two lines, for the phone room's chat). */
export function AnchorNotice({ presenterId, compact = false }: { presenterId: number; compact?: boolean }) {
  const { t } = useTranslation('live');
  const notice = usePresenter(presenterId).data?.notice;
  if (!notice) return null;
  return (
    <p
      className={
        compact ? 'line-clamp-2 rounded-lg bg-surface-2 px-2 py-1 text-xs' : 'rounded-lg bg-surface-2 px-3 py-2 text-sm'
      }
    >
      <span className="font-semibold">{t('room.notice')}</span> {notice}
    </p>
  );
}

/** The player with the match score and gifts over it, or in a paid room not paid for yet, the entry fee. */
export function RoomStage(props: {
  stream: StreamInfo;
  locked: boolean;
  fee: ReturnType<typeof useRoomFee>;
  signedIn: boolean;
  onStreamClosed: () => void;
}) {
  const { stream } = props;
  if (props.locked) return <RoomFeeGate streamId={stream.id} fee={props.fee} signedIn={props.signedIn} />;
  return (
    <div className="relative">
      <Suspense fallback={<PlayerFallback />}>
        <LivePlayer stream={stream} title={stream.title} onStreamClosed={props.onStreamClosed} />
      </Suspense>
      <ScoreOverlay matchId={stream.matchId} />
      <GiftLayer streamId={stream.id} />
    </div>
  );
}
