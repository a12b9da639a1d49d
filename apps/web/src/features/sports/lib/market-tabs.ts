/** A list market tab: the main columns (contract §5.7) at one market period. */
export interface MarketTab {
  key: 'fullTime' | 'firstHalf';
  pe: number;
}

/**
 * Per-sport market tabs of the list (contract §5.7 "wider set"): soccer and basketball list their
 * columns at full time and again for the first half; other sports have full time only, so no tabs.
 */
const TABS: Readonly<Record<number, readonly MarketTab[]>> = {
  1: [
    { key: 'fullTime', pe: 1001 },
    { key: 'firstHalf', pe: 1002 },
  ],
  3: [
    { key: 'fullTime', pe: 3001 },
    { key: 'firstHalf', pe: 3003 },
  ],
};

export function marketTabsOf(sportId: number): readonly MarketTab[] {
  return TABS[sportId] ?? [];
}

/** The period a tab key stands for in a sport; undefined (every period, full time first) for a sport without tabs. */
export function marketTabPeriod(sportId: number, key: string | undefined): number | undefined {
  const tabs = marketTabsOf(sportId);
  return (tabs.find((t) => t.key === key) ?? tabs[0])?.pe;
}
