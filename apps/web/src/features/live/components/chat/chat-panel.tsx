import type { ChatMessage } from '@matchday/contract/client';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomChat } from '../../hooks/use-room-chat';
import { ChatComposer } from './chat-composer';
import { ChatLines } from './chat-lines';
import { ModerateDialog } from './moderate-dialog';

/**
 * A room's chat beside the player: its lines, the slow-mode note, and the input. The room's
 * anchor and super admins can mute or ban a viewer from their line; the ban log's room for that
 * is the anchor's user id (`anchorId`).
 */
export function ChatPanel({
  streamId,
  anchorId,
  fill = false,
  before,
}: {
  streamId: number;
  anchorId: number;
  /** The phone room: the panel fills what the video leaves, its lines scroll and the input stays at the bottom. */
  fill?: boolean;
  /** Shown above the lines (the phone room puts the anchor's notice there). */
  before?: ReactNode;
}) {
  const { t } = useTranslation('live');
  const chat = useRoomChat(streamId);
  const [moderating, setModerating] = useState<ChatMessage | null>(null);
  const moderator = chat.access.kind === 'ready' && chat.access.role !== 'viewer';
  return (
    <section
      aria-labelledby="chat-title"
      className={
        fill
          ? 'flex min-h-0 flex-1 flex-col gap-2 bg-surface px-3 pt-2 pb-3'
          : 'flex flex-col gap-2 rounded-2xl bg-surface p-4'
      }
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="chat-title" className="font-semibold">
          {t('chat.title')}
        </h2>
        {chat.slowModeSeconds > 0 && (
          <span className="text-xs text-muted">{t('chat.slowModeOn', { seconds: chat.slowModeSeconds })}</span>
        )}
      </div>
      {before}
      <ChatLines lines={chat.lines} fill={fill} onModerate={moderator ? setModerating : undefined} />
      {chat.notice && (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {chat.notice}
        </p>
      )}
      <ChatComposer
        access={chat.access}
        wait={chat.wait}
        onWaitOver={chat.clearWait}
        maxLength={chat.maxLength}
        send={chat.send}
      />
      {moderating && <ModerateDialog line={moderating} roomId={anchorId} onClose={() => setModerating(null)} />}
    </section>
  );
}
