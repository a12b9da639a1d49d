import { streamStatusCodes, type StreamStatusCode } from '@matchday/contract/client';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/shared/money/format-count';

type StatusKey = `status.${'booked' | 'ready' | 'live' | 'ended' | 'cancelled'}`;

/** Label keys by stream status: every code of the contract has one. */
const STATUS_KEYS: Partial<Record<number, StatusKey>> = {
  [streamStatusCodes.scheduled]: 'status.booked',
  [streamStatusCodes.ready]: 'status.ready',
  [streamStatusCodes.live]: 'status.live',
  [streamStatusCodes.ended]: 'status.ended',
  [streamStatusCodes.cancelled]: 'status.cancelled',
} satisfies Record<StreamStatusCode, StatusKey>;

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('live');
  const live = status === streamStatusCodes.live;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${live ? 'bg-red-600 text-white' : 'bg-surface-2 text-muted'}`}
      data-status={status}
    >
      {live && <span aria-hidden className="h-1.5 w-1.5 animate-pulse rounded-full bg-white" />}
      {t(STATUS_KEYS[status] ?? 'status.ready')}
    </span>
  );
}

export function ViewerCount({ viewers, className }: { viewers: number; className?: string }) {
  const { t, i18n } = useTranslation('live');
  return (
    <span className={className} data-testid="viewer-count" data-viewers={viewers}>
      {t('viewers', { count: viewers, formatted: formatCount(viewers, i18n.language) })}
    </span>
  );
}

/** A stream's status and viewers side by side, as its room and the anchor's ingest panel head them. */
export function StreamStatus({ stream }: { stream: { status: number; viewers: number } }) {
  return (
    <div className="flex items-center gap-3 text-sm">
      <StatusBadge status={stream.status} />
      <ViewerCount viewers={stream.viewers} />
    </div>
  );
}
