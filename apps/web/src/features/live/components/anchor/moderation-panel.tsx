import type { LiveStream } from '@matchday/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { toast } from '@/shared/ui/toaster';
import { useChatConfig } from '../../api/live-chatroom-config-info';
import { useSetSlowMode } from '../../api/live-chat-slow-mode';
import { useSaveShieldedWords } from '../../api/live-word-shielded-save';
import { useActiveBans } from '../../api/user-ban-log-list';
import { useLiftBans } from '../../api/user-ban-log-batch-untie';
import { localFullTime } from '@/shared/time/local-time';

/** Slow-mode choices in seconds (the server takes 0–300). */
const SLOW_MODES = [0, 5, 15, 30, 60, 300] as const;

/** Mutes and bans in force in the anchor's rooms; chosen ones are lifted together. */
function BanList() {
  const { t, i18n } = useTranslation('live');
  const bans = useActiveBans();
  const lift = useLiftBans();
  const [chosen, setChosen] = useState<number[]>([]);
  if (!bans.data) {
    return (
      <p role={bans.isError ? 'alert' : 'status'} className="text-sm text-muted">
        {bans.isError ? t('anchor.moderation.loadFailed') : t('anchor.loading')}
      </p>
    );
  }
  if (bans.data.list.length === 0) return <p className="text-sm text-muted">{t('anchor.moderation.none')}</p>;
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={t('anchor.moderation.bans')} className="flex flex-col gap-1 text-sm">
        {bans.data.list.map((b) => (
          <li key={b.id}>
            <label className="flex items-start gap-2 rounded-lg px-2 py-1 hover:bg-surface-2">
              <input type="checkbox" className="mt-1" checked={chosen.includes(b.id)} onChange={() => toggle(b.id)} />
              <span className="flex flex-col">
                <span className="font-semibold">
                  {t(b.banType === 2 ? 'anchor.moderation.bannedUser' : 'anchor.moderation.mutedUser', {
                    name: b.userName,
                  })}
                </span>
                <span className="text-muted">
                  {b.reason} ·{' '}
                  {b.expiresAt === null
                    ? t('moderation.forever')
                    : t('anchor.moderation.until', { time: localFullTime(b.expiresAt, i18n.language) })}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FormAlert text={lift.isError ? failureText(lift.error, t('anchor.moderation.failed')) : undefined} />
      <Button
        variant="ghost"
        className="self-start"
        disabled={chosen.length === 0 || lift.isPending}
        onClick={() => lift.mutate(chosen, { onSuccess: () => (setChosen([]), toast(t('anchor.moderation.lifted'))) })}
      >
        {t('anchor.moderation.lift', { n: chosen.length })}
      </Button>
    </div>
  );
}

/** One room's own rules: slow mode and its shielded words (saving replaces the room's whole list). */
function RoomRules({ streamId }: { streamId: number }) {
  const { t } = useTranslation('live');
  const config = useChatConfig(streamId);
  const [words, setWords] = useState('');
  const slow = useSetSlowMode(streamId);
  const shield = useSaveShieldedWords(streamId);
  const list = words
    .split('\n')
    .map((w) => w.trim())
    .filter((w) => w !== '');
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm text-muted">
        {t('anchor.moderation.slowMode')}
        <select
          value={config.data?.slowModeSeconds ?? 0}
          disabled={!config.data || slow.isPending}
          onChange={(e) => slow.mutate(Number(e.target.value))}
          className="min-h-11 rounded-xl border border-line bg-bg px-3 text-base text-text outline-none focus:border-accent"
        >
          {SLOW_MODES.map((s) => (
            <option key={s} value={s}>
              {s === 0 ? t('anchor.moderation.slowOff') : t('anchor.moderation.slowEvery', { seconds: s })}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-muted">
        {t('anchor.moderation.shieldedWords')}
        <textarea
          value={words}
          rows={4}
          onChange={(e) => setWords(e.target.value)}
          className="rounded-xl border border-line bg-bg px-3 py-2 text-base text-text outline-none focus:border-accent"
        />
      </label>
      <p className="-mt-2 text-xs text-muted">{t('anchor.moderation.shieldedHint')}</p>
      <FormAlert
        text={
          slow.isError || shield.isError
            ? failureText(slow.error ?? shield.error, t('anchor.moderation.failed'))
            : undefined
        }
      />
      <Button
        className="self-start"
        disabled={shield.isPending || list.some((w) => w.length > 32)}
        onClick={() =>
          shield.mutate(list, { onSuccess: ({ count }) => toast(t('anchor.moderation.wordsSaved', { n: count })) })
        }
      >
        {t('anchor.moderation.saveWords', { n: list.length })}
      </Button>
    </div>
  );
}

/** Room moderation in the anchor centre: bans and mutes (made from a chat line in the room), and an open room's rules. */
export function ModerationPanel({ streams, initialId }: { streams: readonly LiveStream[]; initialId: number }) {
  const { t } = useTranslation('live');
  const [chosen, setChosen] = useState(initialId);
  const streamId = streams.some((s) => s.id === chosen) ? chosen : (streams[0]?.id ?? 0);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="bans-title" className="flex flex-col gap-2 rounded-2xl bg-surface p-4">
        <h2 id="bans-title" className="text-lg font-semibold">
          {t('anchor.moderation.bans')}
        </h2>
        <p className="text-xs text-muted">{t('anchor.moderation.howToBan')}</p>
        <BanList />
      </section>
      <section aria-labelledby="rules-title" className="flex flex-col gap-2 rounded-2xl bg-surface p-4">
        <h2 id="rules-title" className="text-lg font-semibold">
          {t('anchor.moderation.rules')}
        </h2>
        {streamId > 0 ? (
          <>
            <label className="flex flex-col gap-1 text-sm text-muted">
              {t('anchor.recommend.room')}
              <select
                value={streamId}
                onChange={(e) => setChosen(Number(e.target.value))}
                className="min-h-11 rounded-xl border border-line bg-bg px-3 text-base text-text outline-none focus:border-accent"
              >
                {streams.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.title}
                  </option>
                ))}
              </select>
            </label>
            <RoomRules key={streamId} streamId={streamId} />
          </>
        ) : (
          <p className="text-sm text-muted">{t('anchor.moderation.noRooms')}</p>
        )}
      </section>
    </div>
  );
}
