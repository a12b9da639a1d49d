import type { SportsLeague } from '@matchday/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupByRegion } from '../../lib/league-groups';

type OnSaleLeague = SportsLeague & { mt?: number | undefined };

/** The right-hand league dropdown (spec §2): leagues on sale grouped by region, several may be chosen; none chosen is every league. */
export function LeagueFilter({
  leagues,
  selected,
  onChange,
  loading,
}: {
  leagues: readonly OnSaleLeague[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  loading: boolean;
}) {
  const { t } = useTranslation('sports');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const regions = useMemo(() => groupByRegion(leagues), [leagues]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="whitespace-nowrap rounded-lg border border-line px-3 py-1.5 text-sm hover:bg-surface-2"
      >
        {selected.length === 0 ? t('leagues.all') : t('leagues.chosen', { count: selected.length })}
      </button>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={t('leagues.label')}
          className="absolute right-0 z-30 mt-1 max-h-96 w-72 overflow-y-auto rounded-xl border border-line bg-surface p-3 shadow-xl"
        >
          <button
            type="button"
            onClick={() => onChange([])}
            aria-pressed={selected.length === 0}
            className="mb-2 w-full rounded-lg px-2 py-1 text-left text-sm font-semibold hover:bg-surface-2"
          >
            {t('leagues.all')}
          </button>
          {loading ? (
            <p role="status" className="text-sm text-muted">
              {t('leagues.loading')}
            </p>
          ) : regions.length === 0 ? (
            <p className="text-sm text-muted">{t('leagues.none')}</p>
          ) : (
            regions.map((r) => (
              <fieldset key={r.region} className="mb-2">
                <legend className="text-xs font-semibold uppercase text-muted">{r.region}</legend>
                {r.leagues.map((l) => (
                  <label
                    key={l.id}
                    className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-surface-2"
                  >
                    <input type="checkbox" checked={selected.includes(l.id)} onChange={() => toggle(l.id)} />
                    <span className="min-w-0 flex-1 truncate">{l.na}</span>
                    {l.mt !== undefined && <span className="text-xs tabular-nums text-muted">{l.mt}</span>}
                  </label>
                ))}
              </fieldset>
            ))
          )}
        </div>
      )}
    </div>
  );
}
