import { useTranslation } from 'react-i18next';
import { useStreamInfo } from '../../api/live-stream-get-info';
import { useRoomUpdates } from '../../hooks/use-room-updates';
import { isOpen } from '../../lib/live-list';
import { StreamStatus } from '../stream-badges';
import { CopyField } from './copy-field';
import { FeeSetting } from './fee-setting';
import { StreamActions } from './stream-actions';
import { RoomLink } from '../room-link';

const OBS_STEPS = ['anchor.obs.step1', 'anchor.obs.step2', 'anchor.obs.step3', 'anchor.obs.step4'] as const;

/** The chosen stream: status and viewers live, where to publish (server, key, full URL), OBS steps and controls. */
export function IngestPanel({ streamId, presenterId }: { streamId: number; presenterId: number }) {
  const { t } = useTranslation('live');
  const info = useStreamInfo(streamId);
  useRoomUpdates(streamId);
  const stream = info.data;

  if (!stream) {
    return (
      <section role={info.error ? 'alert' : 'status'} className="rounded-2xl bg-surface p-4 text-sm text-muted">
        {info.error ? t('anchor.ingest.loadFailed') : t('anchor.loading')}
      </section>
    );
  }
  const ingest = stream.ingest;
  const open = isOpen(stream.status);

  return (
    <section
      aria-labelledby="ingest-title"
      className="flex flex-col gap-4 rounded-2xl bg-surface p-4"
      data-stream-id={stream.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="ingest-title" className="text-lg font-semibold">
          {stream.title}
        </h2>
        <StreamStatus stream={stream} />
      </div>
      {open && ingest && (
        <>
          <CopyField label={t('anchor.ingest.server')} value={ingest.server} testId="ingest-server" />
          <CopyField label={t('anchor.ingest.key')} value={ingest.streamKey} secret testId="ingest-key" />
          <CopyField
            label={t('anchor.ingest.publishUrl')}
            value={ingest.publishUrl}
            secret
            testId="ingest-publish-url"
          />
          <details className="rounded-xl border border-line p-3 text-sm">
            <summary className="cursor-pointer font-semibold">{t('anchor.obs.title')}</summary>
            <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5">
              {OBS_STEPS.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ol>
            <p className="mt-2 text-muted">{t('anchor.obs.ffmpeg')}</p>
          </details>
        </>
      )}
      {open && <FeeSetting stream={stream} presenterId={presenterId} />}
      {!open && <p className="text-sm text-muted">{t('anchor.ingest.closed')}</p>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StreamActions stream={stream} presenterId={presenterId} />
        <RoomLink
          streamId={stream.id}
          className="rounded-xl border border-line px-3 py-2 text-sm font-semibold hover:bg-surface-2"
        >
          {t('anchor.ingest.openRoom')}
        </RoomLink>
      </div>
    </section>
  );
}
