import { streamStatusCodes } from '@matchday/contract/client';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/errors';
import { useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { useRefreshStreamInfo, useStreamInfo } from '../../api/live-stream-get-info';
import { usePresenter } from '../../api/user-presenter-get-info2';
import { useRoomFee } from '../../api/live-relation-is-fee';
import { useRoomUpdates } from '../../hooks/use-room-updates';
import { ChatPanel } from '../chat/chat-panel';
import { GiftBar } from '../gifts/gift-bar';
import { GiftLayer } from '../gifts/gift-layer';
import { StreamStatus } from '../stream-badges';
import { PushedBets, type OpenInBetSlip } from './pushed-bets';
import { RoomFeeGate } from './room-fee-gate';
import { ScoreOverlay } from './score-overlay';

// The player brings mpegts.js and hls.js, so it (and they) load only once a room opens.
const LivePlayer = lazy(() => import('../player/live-player').then((m) => ({ default: m.LivePlayer })));

function PlayerFallback() {
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

/** The anchor's room notice under the title, when they wrote one. */
function AnchorNotice({ presenterId }: { presenterId: number }) {
  const { t } = useTranslation('live');
  const notice = usePresenter(presenterId).data?.notice;
  if (!notice) return null;
  return (
    <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm">
      <span className="font-semibold">{t('room.notice')}</span> {notice}
    </p>
  );
}

/**
 * /anchorPlay?id=: one room. The player (or, in a paid room not paid for yet, the entry fee) with
 * the match score and gifts over it, the gift bar and the anchor's picks under it; the info and the
 * chat beside it on wide screens, below on phones. Status and viewers follow `room:{id}`.
 * `onOpenInBetSlip` is where the bet slip (issue 6) takes a recommended bet.
 */
export function LiveRoomView({ streamId, onOpenInBetSlip }: { streamId: number; onOpenInBetSlip?: OpenInBetSlip }) {
  const { t, i18n } = useTranslation('live');
  const refreshInfo = useRefreshStreamInfo();
  const signedIn = useSession((s) => s.token !== null);
  const info = useStreamInfo(streamId, { poll: true });
  useRoomUpdates(streamId);
  const stream = info.data;
  const fee = useRoomFee(streamId, signedIn && stream?.isFee === true);
  // Its own anchor and super admins get the URLs with the info; everyone else waits for the fee.
  const locked = stream?.isFee === true && !stream.ingest && fee.data?.paid !== true;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 pb-20 md:pb-6">
      <Link to="/anchorPlay" className="self-start rounded-lg px-2 py-1 text-sm text-muted hover:bg-surface-2">
        {t('room.back')}
      </Link>
      {info.error && !stream ? (
        <div role="alert" className="flex items-center justify-center gap-3 rounded-xl bg-surface p-6 text-sm">
          <span>{info.error instanceof ApiError ? t('room.notFound') : t('room.loadFailed')}</span>
          {!(info.error instanceof ApiError) && (
            <Button variant="ghost" onClick={() => void info.refetch()}>
              {t('retry')}
            </Button>
          )}
        </div>
      ) : !stream ? (
        <PlayerFallback />
      ) : (
        <section aria-labelledby="room-title" className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="flex flex-col gap-3">
            {locked ? (
              <RoomFeeGate streamId={streamId} fee={fee} signedIn={signedIn} />
            ) : (
              <div className="relative">
                <Suspense fallback={<PlayerFallback />}>
                  <LivePlayer stream={stream} title={stream.title} onStreamClosed={() => refreshInfo(streamId)} />
                </Suspense>
                <ScoreOverlay matchId={stream.matchId} />
                <GiftLayer streamId={streamId} />
              </div>
            )}
            <GiftBar streamId={streamId} live={stream.status === streamStatusCodes.live} />
            <PushedBets streamId={streamId} onOpenInBetSlip={onOpenInBetSlip} />
          </div>
          <div className="flex flex-col gap-3">
            <div className="flex flex-col gap-3 rounded-2xl bg-surface p-4">
              <h1 id="room-title" className="text-xl font-bold">
                {stream.title}
              </h1>
              <p className="text-sm text-muted">{t('room.anchor', { name: stream.presenterName })}</p>
              <AnchorNotice presenterId={stream.presenterId} />
              {stream.status === streamStatusCodes.scheduled && stream.scheduledAt && (
                <p className="text-sm text-muted">
                  {t('list.startsAt', {
                    time: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                      stream.scheduledAt,
                    ),
                  })}
                </p>
              )}
              <StreamStatus stream={stream} />
            </div>
            {/* Paying opens the chat: a new panel fetches a ticket again. */}
            <ChatPanel key={locked ? 'locked' : 'open'} streamId={streamId} anchorId={stream.presenterId} />
          </div>
        </section>
      )}
    </div>
  );
}
