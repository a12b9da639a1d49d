import type { LiveStream } from '@matchday/contract';
import { streamStatusCodes } from '@matchday/contract/client';
import { useTranslation } from 'react-i18next';
import { localFullTime } from '@/shared/time/local-time';
import { useRoomUpdates } from '../../hooks/use-room-updates';
import type { CoverTag } from '../../api/live-cover-tag-list';
import { RoomLink } from '../room-link';
import { StatusBadge, ViewerCount } from '../stream-badges';

/** One stream of the live list; its status and viewers stay current through its room topic when `followed`. */
export function StreamCard({
  stream,
  tag,
  followed,
}: {
  stream: LiveStream;
  tag: CoverTag | undefined;
  followed: boolean;
}) {
  const { t, i18n } = useTranslation('live');
  useRoomUpdates(followed ? stream.id : null);
  const live = stream.status === streamStatusCodes.live;
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
        <div
          className="relative flex aspect-video items-end p-3 text-white"
          style={{ backgroundColor: tag?.color ?? '#37474f' }}
        >
          <span className="text-lg font-bold drop-shadow">{tag?.name ?? t('list.noTag')}</span>
          <span className="absolute left-3 top-3">
            <StatusBadge status={stream.status} />
          </span>
          {live && (
            <ViewerCount
              viewers={stream.viewers}
              className="absolute right-3 top-3 rounded-full bg-black/50 px-2 py-0.5 text-xs"
            />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 font-semibold">{stream.title}</h3>
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
