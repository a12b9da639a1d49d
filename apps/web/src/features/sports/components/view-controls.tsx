import type { OddsType } from '@matchday/core';
import { useTranslation } from 'react-i18next';
import { LIST_TYPES, type ListType } from '../lib/list-types';

const tabClass = (on: boolean) => (on ? 'whitespace-nowrap rounded-lg bg-accent px-3 py-1.5 text-sm font-semibold text-on-accent' : 'whitespace-nowrap rounded-lg px-3 py-1.5 text-sm text-muted hover:bg-surface-2');

/** The list views (all, live, today, early, my follow), each with its total where known. */
export function ListTypeTabs({ active, totals, onSelect }: { active: ListType; totals: Partial<Record<ListType, number>>; onSelect: (view: ListType) => void }) {
  const { t } = useTranslation('sports');
  return (
    <div role="tablist" aria-label={t('listTypesLabel')} className="flex gap-1 overflow-x-auto">
      {LIST_TYPES.map((view) => (
        <button key={view} type="button" role="tab" aria-selected={view === active} onClick={() => onSelect(view)} className={tabClass(view === active)}>
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
        <button key={type} type="button" role="radio" aria-checked={value === type} onClick={() => onChange(type)} className={tabClass(value === type)}>
          {t(`odds.format.${type}`)}
        </button>
      ))}
    </div>
  );
}
