import { useTranslation } from 'react-i18next';
import { TabList } from '@/shared/ui/tab-list';
import { SportIcon } from './sport-icon';

/** The sport bar: icon, name and match count per sport of the current view. */
export function SportTabs({
  sports,
  counts,
  active,
  onSelect,
}: {
  sports: readonly number[];
  counts: ReadonlyMap<number, number> | null;
  active: number;
  onSelect: (sportId: number) => void;
}) {
  const { t } = useTranslation('sports');
  const names: Record<string, string> = t('sportNames', { returnObjects: true });
  return (
    <TabList
      label={t('sportsLabel')}
      active={active}
      onSelect={onSelect}
      items={sports.map((sid) => ({
        key: sid,
        label: (
          <>
            <SportIcon sportId={sid} active={sid === active} />
            <span>{names[String(sid)] ?? t('sportUnknown', { id: sid })}</span>
            {counts && <span className="tabular-nums text-xs text-muted">{counts.get(sid) ?? 0}</span>}
          </>
        ),
      }))}
    />
  );
}
