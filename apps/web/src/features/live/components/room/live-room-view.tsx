import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { useStreamInfo } from '../../hooks/use-live-streams';
import { useRoomUpdates } from '../../hooks/use-room-updates';
import { liveKeys } from '../../hooks/stream-cache';
import { ChatPanel } from '../chat/chat-panel';
import { GiftBar } from '../gifts/gift-bar';
import { GiftLayer } from '../gifts/gift-layer';
import { StatusBadge, ViewerCount } from '../stream-badges';

// The player brings mpegts.js and hls.js, so it (and they) load only once a room opens.
const LivePlayer = lazy(() => import('../player/live-player').then((m) => ({ default: m.LivePlayer })));

function PlayerFallback() {
  const { t } = useTranslation('live');
  return (
    <div role="status" className="flex aspect-video w-full items-center justify-center rounded-2xl bg-black text-sm text-white">
      {t('player.loading')}
    </div>
  );
}

/**
 * /anchorPlay?id=: one room. The player and the stream's info; status and viewers follow
 * `room:{id}`; chat sits under the info, the gift bar under the player, and gifts play over the
 * player. Follow, reminders, pushed bets and the score overlay join this layout (the info column beside the player on wide screens, below it on
 * phones) as their slices land.
 */
export function LiveRoomView({ streamId }: { streamId: number }) {
  const { t, i18n } = useTranslation('live');
  const client = useQueryClient();
  const info = useStreamInfo(streamId, { poll: true });
  useRoomUpdates(streamId);
  const stream = info.data;

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
            <div className="relative">
              <Suspense fallback={<PlayerFallback />}>
                <LivePlayer stream={stream} title={stream.title} onStreamClosed={() => void client.invalidateQueries({ queryKey: liveKeys.info(streamId) })} />
              </Suspense>
              <GiftLayer streamId={streamId} />
            </div>
            <GiftBar streamId={streamId} live={stream.status === 2} />
          </div>
          <div className="flex flex-col gap-3">
            <div className="flex flex-col gap-3 rounded-2xl bg-surface p-4">
              <h1 id="room-title" className="text-xl font-bold">
                {stream.title}
              </h1>
              <p className="text-sm text-muted">{t('room.anchor', { name: stream.presenterName })}</p>
              {stream.status === 0 && stream.scheduledAt && (
                <p className="text-sm text-muted">{t('list.startsAt', { time: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(stream.scheduledAt) })}</p>
              )}
              <div className="flex items-center gap-3 text-sm">
                <StatusBadge status={stream.status} />
                <ViewerCount viewers={stream.viewers} />
              </div>
            </div>
            <ChatPanel streamId={streamId} />
          </div>
        </section>
      )}
    </div>
  );
}
