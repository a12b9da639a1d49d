import type { LiveStream } from '@matchday/contract';
import { formatOdds } from '@matchday/core';
import clsx from 'clsx';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { toast } from '@/shared/ui/toaster';
import { useBetMatch } from '../../api/get-match-detail';
import { useLiveMatches } from '../../api/get-list';
import { useOwnStreams } from '../../api/live-stream-list';
import { useOwnBets } from '../../api/live-push-order-list';
import { useSavePushOrder } from '../../api/live-push-order-save';
import { lineChoices, matchLabel } from '../../lib/match-options';
import { PushedBet } from '../room/pushed-bets';

const SOCCER = 1;

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-11 rounded-xl border border-line bg-bg px-3 text-base outline-none focus:border-accent"
      >
        {children}
      </select>
    </div>
  );
}

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
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="recommend-title"
      className="flex flex-col gap-3 rounded-2xl bg-surface p-4"
    >
      <h2 id="recommend-title" className="text-lg font-semibold">
        {t('anchor.recommend.title')}
      </h2>
      <Select
        label={t('anchor.recommend.room')}
        value={String(stream.id)}
        onChange={(v) => (setStreamId(Number(v)), setPicked({}))}
      >
        {streams.map((s) => (
          <option key={s.id} value={s.id}>
            {s.title}
          </option>
        ))}
      </Select>
      {matches.isError && !stream.matchId ? (
        <p role="alert" className="text-sm">
          {t('anchor.recommend.matchesFailed')}
        </p>
      ) : matchId === null ? (
        <p className="text-sm text-muted">
          {matches.isPending ? t('anchor.loading') : t('anchor.recommend.noMatches')}
        </p>
      ) : (
        <Select
          label={t('anchor.recommend.match')}
          value={String(matchId)}
          onChange={(v) => setPicked({ matchId: Number(v) })}
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
        </Select>
      )}
      {matchId !== null && !detail.data ? (
        <p role={detail.isError ? 'alert' : 'status'} className="text-sm text-muted">
          {detail.isError ? t('anchor.recommend.marketsFailed') : t('anchor.loading')}
        </p>
      ) : matchId !== null && !line ? (
        <p className="text-sm text-muted">{t('anchor.recommend.noMarkets')}</p>
      ) : line ? (
        <>
          <Select
            label={t('anchor.recommend.market')}
            value={String(line.id)}
            onChange={(v) => setPicked((p) => ({ matchId: p.matchId, lineId: Number(v) }))}
          >
            {lines.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </Select>
          <div role="radiogroup" aria-label={t('anchor.recommend.option')} className="flex flex-wrap gap-2">
            {line.options.map((o) => (
              <button
                key={o.type}
                type="button"
                role="radio"
                aria-checked={option?.type === o.type}
                onClick={() => setPicked((p) => ({ ...p, lineId: line.id, optionType: o.type }))}
                className={clsx(
                  'min-h-10 rounded-lg border px-3 text-sm',
                  option?.type === o.type ? 'border-accent bg-surface-2 font-semibold' : 'border-line',
                )}
              >
                {t('bets.pick', { option: o.name, odds: formatOdds(o.odds, 1) ?? o.odds.toFixed(2) })}
              </button>
            ))}
          </div>
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
      <FormAlert text={save.isError ? failureText(save.error, t('anchor.recommend.failed')) : undefined} />
      <Button type="submit" disabled={!option || save.isPending}>
        {save.isPending ? t('anchor.recommend.sending') : t('anchor.recommend.send')}
      </Button>
    </form>
  );
}

/** What the anchor recommended lately, in every room. */
function OwnBets() {
  const { t } = useTranslation('live');
  const bets = useOwnBets();
  return (
    <section aria-labelledby="own-bets-title" className="flex flex-col gap-2 rounded-2xl bg-surface p-4">
      <h2 id="own-bets-title" className="text-lg font-semibold">
        {t('anchor.recommend.history')}
      </h2>
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
    </section>
  );
}

/** Recommending bets to a live room: the form (once a stream is live) and the anchor's recent picks. */
export function RecommendBet({ presenterId }: { presenterId: number }) {
  const { t } = useTranslation('live');
  const own = useOwnStreams(presenterId);
  const live = own.data?.list.filter((s) => s.status === 2) ?? [];
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
