import { useTranslation } from 'react-i18next';
import { SportIcon } from './sport-icon';

/** The sport bar: icon, name and match count per sport of the current view. */
export function SportTabs({ sports, counts, active, onSelect }: { sports: readonly number[]; counts: ReadonlyMap<number, number> | null; active: number; onSelect: (sportId: number) => void }) {
  const { t } = useTranslation('sports');
  const names: Record<string, string> = t('sportNames', { returnObjects: true });
  return (
    <div role="tablist" aria-label={t('sportsLabel')} className="flex gap-1 overflow-x-auto rounded-xl bg-surface-2 p-1">
      {sports.map((sid) => (
        <button
          key={sid}
          type="button"
          role="tab"
          aria-selected={sid === active}
          onClick={() => onSelect(sid)}
          className={sid === active ? 'flex items-center gap-2 whitespace-nowrap rounded-lg bg-surface px-3 py-2 text-sm font-semibold' : 'flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm text-muted'}
        >
          <SportIcon sportId={sid} active={sid === active} />
          <span>{names[String(sid)] ?? t('sportUnknown', { id: sid })}</span>
          {counts && <span className="tabular-nums text-xs text-muted">{counts.get(sid) ?? 0}</span>}
        </button>
      ))}
    </div>
  );
}
