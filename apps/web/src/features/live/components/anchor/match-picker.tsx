import clsx from 'clsx';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localShortTime } from '@/shared/time/local-time';
import { Button } from '@/shared/ui/button';
import { ChoiceGroup } from '@/shared/ui/choice-group';
import { LoadFailed, LoadingNote } from '@/shared/ui/query-state';
import { usePickableMatches } from '../../api/pickable-matches';
import { findMatches, pickableMatches, sportsOf, type PickableMatch } from '../../lib/match-picker';

/** How many matches the list shows at once; typing narrows it. */
const SHOWN = 30;
const ANY_SPORT = 0;

/** A sport's name from the sports pages' pack, else its id. */
function useSportName() {
  const { t } = useTranslation('live');
  // The sports pack loads beside the form without holding it up: ids read as "Sport 3" until it is in.
  const sports = useTranslation('sports', { useSuspense: false }).t;
  return (sportId: number) =>
    sports(`sportNames.${sportId}`, { defaultValue: t('anchor.matchPicker.sportN', { id: sportId }) });
}

/**
 * The go-live form's match: the linked one with change and remove, or a search over matches in play
 * and upcoming (the sports platform's list), narrowed by sport; picking one links the stream to it.
 */
export function MatchPicker({
  chosen,
  onChoose,
}: {
  chosen: PickableMatch | null;
  onChoose: (match: PickableMatch | null) => void;
}) {
  const { t, i18n } = useTranslation('live');
  const legendId = useId();
  const sportName = useSportName();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [sport, setSport] = useState(ANY_SPORT);
  const matches = usePickableMatches(open);
  const all = useMemo(() => pickableMatches(matches.data?.records ?? []), [matches.data]);
  const found = findMatches(all, sport === ANY_SPORT ? null : sport, query);

  const pick = (m: PickableMatch) => {
    onChoose(m);
    setOpen(false);
  };

  return (
    <div role="group" aria-labelledby={legendId} className="flex flex-col gap-2">
      <span id={legendId} className="text-sm text-muted">
        {t('anchor.matchPicker.legend')}
      </span>
      {chosen && (
        <div className="flex flex-wrap items-center gap-2 rounded-xl border border-line p-3 text-sm">
          <span className="min-w-0 flex-1" data-testid="linked-match">
            <span className="block font-semibold">{chosen.label}</span>
            <span className="block text-xs text-muted">
              {sportName(chosen.sportId)} · {chosen.league}
            </span>
          </span>
          <Button variant="ghost" onClick={() => onChoose(null)}>
            {t('anchor.matchPicker.remove')}
          </Button>
        </div>
      )}
      {!open ? (
        <Button variant="ghost" className="self-start" aria-expanded={false} onClick={() => setOpen(true)}>
          {chosen ? t('anchor.matchPicker.change') : t('anchor.matchPicker.choose')}
        </Button>
      ) : (
        <div className="flex flex-col gap-2 rounded-xl border border-line p-3">
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-label={t('anchor.matchPicker.search')}
            placeholder={t('anchor.matchPicker.searchPlaceholder')}
            maxLength={50}
            className="min-h-11 w-full rounded-xl border border-line bg-bg px-3 text-base outline-none focus:border-accent"
          />
          {all.length > 0 && (
            <ChoiceGroup
              label={t('anchor.matchPicker.sport')}
              items={[ANY_SPORT, ...sportsOf(all)].map((sid) => ({
                key: sid,
                label: sid === ANY_SPORT ? t('anchor.matchPicker.allSports') : sportName(sid),
              }))}
              value={sport}
              onChange={setSport}
              className="flex-wrap gap-2"
            />
          )}
          {matches.isPending ? (
            <LoadingNote text={t('anchor.matchPicker.loading')} />
          ) : matches.isError && all.length === 0 ? (
            <LoadFailed
              text={t('anchor.matchPicker.loadFailed')}
              retry={t('retry')}
              onRetry={() => void matches.refetch()}
            />
          ) : found.length === 0 ? (
            <p className="text-sm text-muted">{t('anchor.matchPicker.empty')}</p>
          ) : (
            <ul aria-label={t('anchor.matchPicker.list')} className="flex max-h-80 flex-col gap-1 overflow-y-auto">
              {found.slice(0, SHOWN).map((m) => (
                <li key={m.id}>
                  <button
                    type="button"
                    onClick={() => pick(m)}
                    aria-pressed={chosen?.id === m.id}
                    className={clsx(
                      'flex min-h-11 w-full flex-col items-start rounded-lg border px-3 py-2 text-left text-sm',
                      chosen?.id === m.id ? 'border-accent bg-surface-2' : 'border-line hover:bg-surface-2',
                    )}
                  >
                    <span className="font-semibold">{m.label}</span>
                    <span className="text-xs text-muted">
                      {sportName(m.sportId)} · {m.league} ·{' '}
                      {m.live ? (
                        <span className="font-semibold text-red-700 dark:text-red-300">
                          {t('anchor.matchPicker.live')}
                        </span>
                      ) : (
                        t('anchor.matchPicker.kickoff', { time: localShortTime(m.kickoff, i18n.language) })
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Button variant="ghost" className="self-start" onClick={() => setOpen(false)}>
            {t('anchor.matchPicker.close')}
          </Button>
        </div>
      )}
    </div>
  );
}
