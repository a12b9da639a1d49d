import type { LiveStream } from '@matchday/contract';
import { streamStatusCodes } from '@matchday/contract/client';
import { formatOdds } from '@matchday/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { ChoiceGroup } from '@/shared/ui/choice-group';
import { SelectField } from '@/shared/ui/field';
import { Panel } from '@/shared/ui/panel';
import { SubmitRow } from '@/shared/ui/submit-row';
import { toast } from '@/shared/ui/toaster';
import { useBetMatch } from '../../api/get-match-detail';
import { useLiveMatches } from '../../api/get-list';
import { useOwnStreams } from '../../api/live-stream-list';
import { useOwnBets } from '../../api/live-push-order-list';
import { useSavePushOrder } from '../../api/live-push-order-save';
import { lineChoices, matchLabel } from '../../lib/match-options';
import { PushedBet } from '../room/pushed-bets';

const SOCCER = 1;

/** Room, match (the room's linked one, or any in play of its sport), line and option, and a note. */
function RecommendForm({ streams }: { streams: LiveStream[] }) {
  const { t } = useTranslation('live');
  const save = useSavePushOrder();
  const [streamId, setStreamId] = useState(streams[0]!.id);
  const stream = streams.find((s) => s.id === streamId) ?? streams[0]!;
  const matches = useLiveMatches(stream.sportId ?? SOCCER);
  const [picked, setPicked] = useState<{ matchId?: number; lineId?: number; optionType?: number }>({});
  const records = matches.data?.records.filter((m) => m.ty !== 1) ?? [];
  const matchId = picked.matchId ?? stream.matchId ?? records[0]?.id ?? null;
  const detail = useBetMatch(matchId);
  const lines = detail.data ? lineChoices(detail.data) : [];
  const line = lines.find((l) => l.id === picked.lineId) ?? lines[0];
  const option = line?.options.find((o) => o.type === picked.optionType) ?? null;
  const [note, setNote] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!line || !option || matchId === null) return;
    save.mutate(
      {
        streamId: stream.id,
        matchId,
        marketId: line.id,
        optionType: option.type,
        odds: option.odds,
        note: note.trim(),
      },
      {
        onSuccess: () => {
          setNote('');
          setPicked((p) => ({ matchId: p.matchId }));
          toast(t('anchor.recommend.sent'));
        },
      },
    );
  };

  const linkedMissing = stream.matchId !== null && !records.some((m) => m.id === stream.matchId);
  return (
    <Panel title={t('anchor.recommend.title')} onSubmit={submit}>
      <SelectField
        label={t('anchor.recommend.room')}
        value={String(stream.id)}
        onChange={(e) => (setStreamId(Number(e.target.value)), setPicked({}))}
      >
        {streams.map((s) => (
          <option key={s.id} value={s.id}>
            {s.title}
          </option>
        ))}
      </SelectField>
      {matches.isError && !stream.matchId ? (
        <p role="alert" className="text-sm">
          {t('anchor.recommend.matchesFailed')}
        </p>
      ) : matchId === null ? (
        <p className="text-sm text-muted">
          {matches.isPending ? t('anchor.loading') : t('anchor.recommend.noMatches')}
        </p>
      ) : (
        <SelectField
          label={t('anchor.recommend.match')}
          value={String(matchId)}
          onChange={(e) => setPicked({ matchId: Number(e.target.value) })}
        >
          {linkedMissing && (
            <option value={stream.matchId!}>
              {detail.data && detail.data.id === stream.matchId
                ? matchLabel(detail.data)
                : t('anchor.recommend.linkedMatch')}
            </option>
          )}
          {records.map((m) => (
            <option key={m.id} value={m.id}>
              {matchLabel(m)}
            </option>
          ))}
        </SelectField>
      )}
      {matchId !== null && !detail.data ? (
        <p role={detail.isError ? 'alert' : 'status'} className="text-sm text-muted">
          {detail.isError ? t('anchor.recommend.marketsFailed') : t('anchor.loading')}
        </p>
      ) : matchId !== null && !line ? (
        <p className="text-sm text-muted">{t('anchor.recommend.noMarkets')}</p>
      ) : line ? (
        <>
          <SelectField
            label={t('anchor.recommend.market')}
            value={String(line.id)}
            onChange={(e) => setPicked((p) => ({ matchId: p.matchId, lineId: Number(e.target.value) }))}
          >
            {lines.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </SelectField>
          <ChoiceGroup
            label={t('anchor.recommend.option')}
            items={line.options.map((o) => ({
              key: o.type,
              label: t('bets.pick', { option: o.name, odds: formatOdds(o.odds, 1) ?? '–' }),
            }))}
            value={option?.type ?? null}
            onChange={(optionType) => setPicked((p) => ({ ...p, lineId: line.id, optionType }))}
            className="flex-wrap gap-2"
          />
        </>
      ) : null}
      <label className="flex flex-col gap-1 text-sm text-muted">
        {t('anchor.recommend.note')}
        <textarea
          value={note}
          maxLength={200}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
          className="rounded-xl border border-line bg-bg px-3 py-2 text-base text-text outline-none focus:border-accent"
        />
      </label>
      <SubmitRow
        label={t('anchor.recommend.send')}
        busyLabel={t('anchor.recommend.sending')}
        busy={save.isPending}
        disabled={!option}
        failure={save.isError ? failureText(save.error, t('anchor.recommend.failed')) : undefined}
      />
    </Panel>
  );
}

/** What the anchor recommended lately, in every room. */
function OwnBets() {
  const { t } = useTranslation('live');
  const bets = useOwnBets();
  return (
    <Panel title={t('anchor.recommend.history')} gap={2}>
      {!bets.data ? (
        <p role={bets.isError ? 'alert' : 'status'} className="text-sm text-muted">
          {bets.isError ? t('bets.loadFailed') : t('bets.loading')}
        </p>
      ) : bets.data.list.length === 0 ? (
        <p className="text-sm text-muted">{t('anchor.recommend.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {bets.data.list.map((bet) => (
            <PushedBet key={bet.id} bet={bet} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Recommending bets to a live room: the form (once a stream is live) and the anchor's recent picks. */
export function RecommendBet({ presenterId }: { presenterId: number }) {
  const { t } = useTranslation('live');
  const own = useOwnStreams(presenterId);
  const live = own.data?.list.filter((s) => s.status === streamStatusCodes.live) ?? [];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {!own.data ? (
        <p role={own.error ? 'alert' : 'status'} className="rounded-2xl bg-surface p-4 text-sm text-muted">
          {own.error ? t('anchor.streams.loadFailed') : t('anchor.loading')}
        </p>
      ) : live.length === 0 ? (
        <p className="rounded-2xl bg-surface p-4 text-sm text-muted">{t('anchor.recommend.goLiveFirst')}</p>
      ) : (
        <RecommendForm key={live.map((s) => s.id).join()} streams={live} />
      )}
      <OwnBets />
    </div>
  );
}
