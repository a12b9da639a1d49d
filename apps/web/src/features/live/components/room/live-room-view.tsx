import { streamStatusCodes } from '@matchday/contract/client';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/errors';
import { useSession } from '@/shared/session/session-store';
import { localFullTime } from '@/shared/time/local-time';
import { Button } from '@/shared/ui/button';
import { useRefreshStreamInfo, useStreamInfo } from '../../api/live-stream-get-info';
import { useRoomFee } from '../../api/live-relation-is-fee';
import type { StreamInfo } from '../../hooks/stream-cache';
import { useRoomUpdates } from '../../hooks/use-room-updates';
import { ChatPanel } from '../chat/chat-panel';
import { GiftBar } from '../gifts/gift-bar';
import { StreamStatus } from '../stream-badges';
import { PhoneRoom } from './phone-room';
import { PushedBets, type OpenInBetSlip } from './pushed-bets';
import { AnchorNotice, PlayerFallback, RoomStage } from './room-stage';
import { useWideRoom } from './use-wide-room';

/** When a booked stream starts, for its room. */
function StartsAt({ stream }: { stream: StreamInfo }) {
  const { t, i18n } = useTranslation('live');
  if (stream.status !== streamStatusCodes.scheduled || !stream.scheduledAt) return null;
  return (
    <p className="text-sm text-muted">
      {t('list.startsAt', {
        time: localFullTime(stream.scheduledAt, i18n.language),
      })}
    </p>
  );
}

/** The wide room: the player, gift bar and picks in the main column; info and chat beside them. */
function WideRoom(props: {
  stream: StreamInfo;
  locked: boolean;
  stage: ReactNode;
  onOpenInBetSlip?: OpenInBetSlip | undefined;
}) {
  const { t } = useTranslation('live');
  const { stream } = props;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 pb-6">
      <Link to="/anchorPlay" className="self-start rounded-lg px-2 py-1 text-sm text-muted hover:bg-surface-2">
        {t('room.back')}
      </Link>
      <section aria-labelledby="room-title" className="grid grid-cols-[minmax(0,1fr)_20rem] items-start gap-3">
        <div className="flex flex-col gap-3">
          {props.stage}
          <GiftBar streamId={stream.id} live={stream.status === streamStatusCodes.live} />
          <PushedBets streamId={stream.id} onOpenInBetSlip={props.onOpenInBetSlip} />
        </div>
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-3 rounded-2xl bg-surface p-4">
            <h1 id="room-title" className="text-xl font-bold">
              {stream.title}
            </h1>
            <p className="text-sm text-muted">{t('room.anchor', { name: stream.presenterName })}</p>
            <AnchorNotice presenterId={stream.presenterId} />
            <StartsAt stream={stream} />
            <StreamStatus stream={stream} />
          </div>
          {/* Paying opens the chat: a new panel fetches a ticket again. */}
          <ChatPanel key={props.locked ? 'locked' : 'open'} streamId={stream.id} anchorId={stream.presenterId} />
        </div>
      </section>
    </div>
  );
}

/**
 * /anchorPlay?id=: one room. The player (or, in a paid room not paid for yet, the entry fee) with
 * the match score and gifts over it; on wide screens the gift bar and the anchor's picks under it and
 * the info and chat beside it, on phones the phone layout (`PhoneRoom`). Status and viewers follow `room:{id}`.
 * `onOpenInBetSlip` is where the bet slip takes a recommended bet.
 */
export function LiveRoomView({ streamId, onOpenInBetSlip }: { streamId: number; onOpenInBetSlip?: OpenInBetSlip }) {
  const { t } = useTranslation('live');
  const refreshInfo = useRefreshStreamInfo();
  const signedIn = useSession((s) => s.token !== null);
  const wide = useWideRoom();
  const info = useStreamInfo(streamId, { poll: true });
  useRoomUpdates(streamId);
  const stream = info.data;
  const fee = useRoomFee(streamId, signedIn && stream?.isFee === true);
  // Its own anchor and super admins get the URLs with the info; everyone else waits for the fee.
  const locked = stream?.isFee === true && !stream.ingest && fee.data?.paid !== true;

  if (!stream) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4">
        <Link to="/anchorPlay" className="self-start rounded-lg px-2 py-1 text-sm text-muted hover:bg-surface-2">
          {t('room.back')}
        </Link>
        {info.error ? (
          <div role="alert" className="flex items-center justify-center gap-3 rounded-xl bg-surface p-6 text-sm">
            <span>{info.error instanceof ApiError ? t('room.notFound') : t('room.loadFailed')}</span>
            {!(info.error instanceof ApiError) && (
              <Button variant="ghost" onClick={() => void info.refetch()}>
                {t('retry')}
              </Button>
            )}
          </div>
        ) : (
          <PlayerFallback />
        )}
      </div>
    );
  }
  const stage = (
    <RoomStage
      stream={stream}
      locked={locked}
      fee={fee}
      signedIn={signedIn}
      onStreamClosed={() => refreshInfo(streamId)}
    />
  );
  return wide ? (
    <WideRoom stream={stream} locked={locked} stage={stage} onOpenInBetSlip={onOpenInBetSlip} />
  ) : (
    <PhoneRoom
      stream={stream}
      locked={locked}
      stage={stage}
      onOpenInBetSlip={onOpenInBetSlip}
      notes={
        <>
          <AnchorNotice presenterId={stream.presenterId} compact />
          <StartsAt stream={stream} />
        </>
      }
    />
  );
}
