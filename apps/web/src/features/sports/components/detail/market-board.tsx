import type { SportsMatch } from '@matchday/contract';
import type { OddsType } from '@matchday/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList } from '@/shared/ui/tab-list';
import type { PackDictionary } from '@/shared/sports/use-language-pack';
import { ALL_MARKETS, marketTabs, periodSections } from '../../lib/detail-markets';
import { MarketCard } from './market-card';

/** Market tags with a label of ours (spec §3 category filter keys, contract §5.12). */
const KNOWN_TAGS = new Set([
  'all',
  'p',
  'h',
  'c',
  'cs',
  's',
  'f',
  'i',
  'b',
  'q',
  't',
  'j',
  'set',
  'qu',
  'z',
  'ps',
  'pro',
  '1st',
  '3rd',
  'o',
  'pa',
]);

/** Every market of the match: a tab per market tag, and under it the markets grouped by period. */
export function MarketBoard({
  match,
  oddsType,
  label,
}: {
  match: SportsMatch;
  oddsType: OddsType;
  label: (d: PackDictionary, code: number) => string | undefined;
}) {
  const { t } = useTranslation('sports');
  const tabs = marketTabs(match);
  const [chosen, setChosen] = useState(ALL_MARKETS);
  const tag = tabs.includes(chosen) ? chosen : ALL_MARKETS;
  const sections = useMemo(() => periodSections(match, tag, oddsType), [match, tag, oddsType]);
  return (
    <div className="flex flex-col gap-3">
      <TabList
        label={t('detail.marketTags')}
        active={tag}
        onSelect={setChosen}
        items={tabs.map((key) => ({
          key,
          label: KNOWN_TAGS.has(key) ? t(`marketTags.${key}` as 'marketTags.all') : t('marketTagOther', { tag: key }),
        }))}
      />
      {sections.length === 0 ? (
        <p className="rounded-xl bg-surface p-6 text-center text-sm text-muted">{t('detail.noMarkets')}</p>
      ) : (
        sections.map((s) => (
          <section
            key={s.pe}
            aria-label={label('Period', s.pe) ?? t('detail.periodCode', { code: s.pe })}
            className="flex flex-col gap-2"
          >
            <h2 className="text-sm font-semibold text-muted">
              {label('Period', s.pe) ?? t('detail.periodCode', { code: s.pe })}
            </h2>
            <div className="grid gap-2 md:grid-cols-2">
              {s.markets.map((m) => (
                <MarketCard key={m.key} match={match} market={m} oddsType={oddsType} />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
