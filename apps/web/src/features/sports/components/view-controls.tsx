import type { OddsType } from '@matchday/core';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '@/shared/ui/choice-group';
import { pillClass, TabList } from '@/shared/ui/tab-list';
import { LIST_TYPES, type ListType } from '../lib/list-types';
import type { MarketTab } from '../lib/market-tabs';
import { RESULT_RANGES, type ResultRange } from '../lib/result-ranges';

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
  const items = LIST_TYPES.map((view) => ({
    key: view,
    label: (
      <>
        {t(`listTypes.${view}`)}
        {totals[view] !== undefined && <span className="ml-1 text-xs font-normal">{totals[view]}</span>}
      </>
    ),
  }));
  return <TabList look="pill" label={t('listTypesLabel')} items={items} active={active} onSelect={onSelect} />;
}

/** European / Hong Kong switch. */
export function OddsFormatToggle({ value, onChange }: { value: OddsType; onChange: (next: OddsType) => void }) {
  const { t } = useTranslation('sports');
  return (
    <ChoiceGroup
      label={t('odds.formatLabel')}
      items={([1, 2] as const).map((type) => ({ key: type, label: t(`odds.format.${type}`) }))}
      value={value}
      onChange={onChange}
      className="gap-1 rounded-xl bg-surface-2 p-1"
      optionClass={pillClass}
    />
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
    <TabList
      look="pill"
      label={t('marketTabsLabel')}
      items={tabs.map((tab) => ({ key: tab.key, label: t(`marketTabs.${tab.key}`) }))}
      active={tabs.find((tab) => tab.pe === active)?.key}
      onSelect={onSelect}
    />
  );
}

/** The results' date choices (today, yesterday, last 3 and 7 days). */
export function ResultRangeTabs({ active, onSelect }: { active: ResultRange; onSelect: (range: ResultRange) => void }) {
  const { t } = useTranslation('sports');
  const items = RESULT_RANGES.map((range) => ({ key: range, label: t(`results.range.${range}`) }));
  return <TabList look="pill" label={t('results.rangeLabel')} items={items} active={active} onSelect={onSelect} />;
}
