import type { OddsType } from '@matchday/core';
import { useTranslation } from 'react-i18next';
import { LIST_TYPES, type ListType } from '../lib/list-types';
import type { MarketTab } from '../lib/market-tabs';
import { RESULT_RANGES, type ResultRange } from '../lib/result-ranges';

const tabClass = (on: boolean) =>
  on
    ? 'whitespace-nowrap rounded-lg bg-accent px-3 py-1.5 text-sm font-semibold text-on-accent'
    : 'whitespace-nowrap rounded-lg px-3 py-1.5 text-sm text-muted hover:bg-surface-2';

/** The list views of spec §2, each with its total where known. */
export function ListTypeTabs({
  active,
  totals,
  onSelect,
}: {
  active: ListType;
  totals: Partial<Record<ListType, number>>;
  onSelect: (view: ListType) => void;
}) {
  const { t } = useTranslation('sports');
  return (
    <div role="tablist" aria-label={t('listTypesLabel')} className="flex gap-1 overflow-x-auto">
      {LIST_TYPES.map((view) => (
        <button
          key={view}
          type="button"
          role="tab"
          aria-selected={view === active}
          onClick={() => onSelect(view)}
          className={tabClass(view === active)}
        >
          {t(`listTypes.${view}`)}
          {totals[view] !== undefined && <span className="ml-1 text-xs font-normal">{totals[view]}</span>}
        </button>
      ))}
    </div>
  );
}

/** European / Hong Kong switch. */
export function OddsFormatToggle({ value, onChange }: { value: OddsType; onChange: (next: OddsType) => void }) {
  const { t } = useTranslation('sports');
  return (
    <div role="radiogroup" aria-label={t('odds.formatLabel')} className="flex gap-1 rounded-xl bg-surface-2 p-1">
      {([1, 2] as const).map((type) => (
        <button
          key={type}
          type="button"
          role="radio"
          aria-checked={value === type}
          onClick={() => onChange(type)}
          className={tabClass(value === type)}
        >
          {t(`odds.format.${type}`)}
        </button>
      ))}
    </div>
  );
}

/** The sport's market tabs (full time, first half); nothing for a sport with one. */
export function MarketPeriodTabs({
  tabs,
  active,
  onSelect,
}: {
  tabs: readonly MarketTab[];
  active: number | undefined;
  onSelect: (key: MarketTab['key']) => void;
}) {
  const { t } = useTranslation('sports');
  if (tabs.length < 2) return null;
  return (
    <div role="tablist" aria-label={t('marketTabsLabel')} className="flex gap-1">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.pe === active}
          onClick={() => onSelect(tab.key)}
          className={tabClass(tab.pe === active)}
        >
          {t(`marketTabs.${tab.key}`)}
        </button>
      ))}
    </div>
  );
}

/** The results' date choices (today, yesterday, last 3 and 7 days). */
export function ResultRangeTabs({ active, onSelect }: { active: ResultRange; onSelect: (range: ResultRange) => void }) {
  const { t } = useTranslation('sports');
  return (
    <div role="tablist" aria-label={t('results.rangeLabel')} className="flex gap-1 overflow-x-auto">
      {RESULT_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          role="tab"
          aria-selected={range === active}
          onClick={() => onSelect(range)}
          className={tabClass(range === active)}
        >
          {t(`results.range.${range}`)}
        </button>
      ))}
    </div>
  );
}
