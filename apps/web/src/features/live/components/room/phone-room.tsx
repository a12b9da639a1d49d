import { streamStatusCodes } from '@matchday/contract/client';
import { Link } from '@tanstack/react-router';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import type { StreamInfo } from '../../hooks/stream-cache';
import { useRoomBets } from '../../hooks/use-push-orders';
import { ChatPanel } from '../chat/chat-panel';
import { GiftBar } from '../gifts/gift-bar';
import { GiftIcon } from '../gifts/gift-icon';
import { StatusBadge, ViewerCount } from '../stream-badges';
import { PushedBets, type OpenInBetSlip } from './pushed-bets';
import { RoomSheet } from './room-sheet';
import { useShellInsets } from './use-shell-insets';

type Sheet = 'gifts' | 'picks' | null;

/**
 * The room on a phone, as live apps lay it out: the video on top at 16:9, the title and a way back,
 * the anchor's picks and gifts one tap away in bottom sheets, and the chat filling the rest with its
 * input at the bottom. It fills the screen between the app's header and whatever the shell keeps below.
 */
export function PhoneRoom(props: {
  stream: StreamInfo;
  locked: boolean;
  stage: ReactNode;
  notes: ReactNode;
  onOpenInBetSlip?: OpenInBetSlip | undefined;
}) {
  const { t } = useTranslation('live');
  const { stream } = props;
  const box = useRef<HTMLElement>(null);
  const insets = useShellInsets(box);
  const [sheet, setSheet] = useState<Sheet>(null);
  const bets = useRoomBets(stream.id).data;
  const newest = bets?.list[0]?.id ?? 0;
  // Picks already there when the room opened are not news; one pushed later is, until the sheet is opened.
  const [seen, setSeen] = useState<number | null>(null);
  if (seen === null && bets) setSeen(newest);
  const fresh = seen !== null && newest > seen;

  const openPicks = () => {
    setSeen(newest);
    setSheet('picks');
  };
  const onOpenInBetSlip: OpenInBetSlip | undefined =
    props.onOpenInBetSlip &&
    ((bet) => {
      // The slip opens as its own sheet: the picks make way for it.
      setSheet(null);
      props.onOpenInBetSlip?.(bet);
    });

  return (
    <>
      <section
        ref={box}
        aria-labelledby="room-title"
        data-room-layout="phone"
        className="fixed inset-x-0 top-14 bottom-0 z-30 flex flex-col bg-bg"
        style={insets ? { top: insets.top, bottom: insets.bottom } : undefined}
      >
        <div className="shrink-0 [&_[data-player-state]]:rounded-none [&>section]:rounded-none">{props.stage}</div>
        <div className="flex shrink-0 items-center gap-1 border-b border-line px-1 py-1">
          <Link
            to="/anchorPlay"
            aria-label={t('room.back')}
            className="flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2"
          >
            <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Link>
          <div className="flex min-w-0 flex-1 flex-col">
            <h1 id="room-title" className="truncate text-base font-bold">
              {stream.title}
            </h1>
            <div className="flex min-w-0 items-center gap-2 text-xs text-muted">
              <span className="min-w-0 truncate">{t('room.anchor', { name: stream.presenterName })}</span>
              <StatusBadge status={stream.status} />
              <ViewerCount viewers={stream.viewers} className="shrink-0" />
            </div>
          </div>
        </div>
        <div className="flex shrink-0 gap-2 px-3 py-2">
          <Button
            variant="ghost"
            size="large"
            className="min-w-0 flex-1"
            aria-haspopup="dialog"
            // Read as "Anchor's picks, 2, New pick": the badges alone would run into the title.
            aria-label={[t('bets.title'), bets?.total || null, fresh ? t('bets.fresh') : null]
              .filter(Boolean)
              .join(', ')}
            onClick={openPicks}
          >
            <span className="truncate">{t('bets.title')}</span>
            {bets && bets.total > 0 && (
              <span className="rounded-full bg-surface-2 px-2 text-xs tabular-nums">{bets.total}</span>
            )}
            {fresh && <span aria-hidden className="size-2 shrink-0 rounded-full bg-accent" />}
          </Button>
          <Button
            size="large"
            className="min-w-0 flex-1"
            aria-haspopup="dialog"
            disabled={props.locked}
            onClick={() => setSheet('gifts')}
          >
            <GiftIcon animation="rose" className="size-6 shrink-0" />
            <span className="truncate">{t('gifts.title')}</span>
          </Button>
        </div>
        {/* Paying opens the chat: a new panel fetches a ticket again. */}
        <ChatPanel
          key={props.locked ? 'locked' : 'open'}
          streamId={stream.id}
          anchorId={stream.presenterId}
          fill
          before={props.notes}
        />
      </section>
      {sheet === 'gifts' && (
        <RoomSheet title={t('gifts.title')} onClose={() => setSheet(null)}>
          <GiftBar streamId={stream.id} live={stream.status === streamStatusCodes.live} inSheet />
        </RoomSheet>
      )}
      {sheet === 'picks' && (
        <RoomSheet title={t('bets.title')} onClose={() => setSheet(null)}>
          <PushedBets streamId={stream.id} onOpenInBetSlip={onOpenInBetSlip} inSheet />
        </RoomSheet>
      )}
    </>
  );
}
