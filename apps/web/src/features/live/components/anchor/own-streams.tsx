import type { LiveStream } from '@matchday/contract';
import { streamStatusCodes } from '@matchday/contract/client';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/shared/ui/panel';
import { QueryView } from '@/shared/ui/query-state';
import { useOwnStreams } from '../../api/live-stream-list';
import { StatusBadge } from '../stream-badges';
import { localFullTime } from '@/shared/time/local-time';

interface Choice {
  selectedId: number;
  onSelect: (id: number) => void;
}

/** Booked first by start time, then the rest as the server sends them (live, ready, newest). */
function bookingsFirst(list: readonly LiveStream[]) {
  const booked = list
    .filter((s) => s.status === streamStatusCodes.scheduled)
    .sort((a, b) => (a.scheduledAt ?? 0) - (b.scheduledAt ?? 0));
  return { booked, others: list.filter((s) => s.status !== streamStatusCodes.scheduled) };
}

function StreamLists({ streams, selectedId, onSelect }: Choice & { streams: readonly LiveStream[] }) {
  const { t, i18n } = useTranslation('live');
  const { booked, others } = bookingsFirst(streams);
  const row = (s: LiveStream) => (
    <li key={s.id}>
      <button
        type="button"
        onClick={() => onSelect(s.id)}
        aria-current={s.id === selectedId ? 'true' : undefined}
        className={clsx(
          'flex w-full items-center justify-between gap-2 rounded-xl px-3 py-2 text-left text-sm hover:bg-surface-2',
          s.id === selectedId && 'bg-surface-2 font-semibold',
        )}
      >
        <span className="min-w-0 truncate">{s.title}</span>
        <span className="flex shrink-0 items-center gap-2 text-xs text-muted">
          {s.status === streamStatusCodes.scheduled && s.scheduledAt && localFullTime(s.scheduledAt, i18n.language)}
          <StatusBadge status={s.status} />
        </span>
      </button>
    </li>
  );

  return (
    <Panel title={t('anchor.streams.title')}>
      <h3 className="text-sm font-semibold text-muted">{t('anchor.streams.booked', { count: booked.length })}</h3>
      {booked.length === 0 ? (
        <p className="text-sm text-muted">{t('anchor.streams.noBookings')}</p>
      ) : (
        <ul className="flex flex-col gap-1">{booked.map(row)}</ul>
      )}
      <h3 className="text-sm font-semibold text-muted">{t('anchor.streams.all')}</h3>
      {others.length === 0 ? (
        <p className="text-sm text-muted">{t('anchor.streams.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-1">{others.map(row)}</ul>
      )}
    </Panel>
  );
}

/** The anchor's schedule and history: bookings to come, then every other stream; one is chosen to manage. */
export function OwnStreams({ presenterId, ...choice }: Choice & { presenterId: number }) {
  const { t } = useTranslation('live');
  const own = useOwnStreams(presenterId);
  const texts = { loading: t('anchor.loading'), failed: t('anchor.streams.loadFailed'), retry: t('retry') };
  return (
    <QueryView query={own} texts={texts} className="rounded-2xl bg-surface p-4">
      {(data) => <StreamLists streams={data.list} {...choice} />}
    </QueryView>
  );
}
