import type { LiveMatch, LiveStream } from '@matchday/contract';
import { streamStatusCodes } from '@matchday/contract/client';
import { useTranslation } from 'react-i18next';
import { localFullTime } from '@/shared/time/local-time';
import { useRoomUpdates } from '../../hooks/use-room-updates';
import type { CoverTag } from '../../api/live-cover-tag-list';
import { RoomLink } from '../room-link';
import { StreamCover } from './stream-cover';

/** One stream of the live list; its status and viewers stay current through its room topic when `followed`. */
export function StreamCard({
  stream,
  tag,
  match,
  followed,
}: {
  stream: LiveStream;
  tag: CoverTag | undefined;
  /** The match it is linked to, when the list knows it (teams and score on the cover). */
  match?: LiveMatch | undefined;
  followed: boolean;
}) {
  const { t, i18n } = useTranslation('live');
  useRoomUpdates(followed ? stream.id : null);
  const startsAt =
    stream.status === streamStatusCodes.scheduled && stream.scheduledAt
      ? localFullTime(stream.scheduledAt, i18n.language)
      : null;

  return (
    <li>
      <RoomLink
        streamId={stream.id}
        aria-label={t('list.watch', { title: stream.title, anchor: stream.presenterName })}
        className="flex h-full flex-col overflow-hidden rounded-2xl bg-surface shadow-sm outline-none transition hover:shadow-md focus-visible:ring-2 focus-visible:ring-accent"
        data-stream-id={stream.id}
      >
        <StreamCover stream={stream} tag={tag} match={match} />
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h2 className="line-clamp-2 font-semibold">{stream.title}</h2>
          <p className="text-sm text-muted">{stream.presenterName}</p>
          {startsAt && <p className="text-xs text-muted">{t('list.startsAt', { time: startsAt })}</p>}
        </div>
      </RoomLink>
    </li>
  );
}

export function StreamCardSkeleton() {
  return (
    <li aria-hidden className="overflow-hidden rounded-2xl bg-surface">
      <div className="aspect-video animate-pulse bg-surface-2" />
      <div className="flex flex-col gap-2 p-3">
        <div className="h-4 w-3/4 animate-pulse rounded bg-surface-2" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-surface-2" />
      </div>
    </li>
  );
}
