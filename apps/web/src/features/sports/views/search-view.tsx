import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useMatchSearch } from '../api/query-match-by-recommend';
import { FoundListView } from './found-list-view';
import type { SportsViewProps } from './view-props';

/** Search (spec §2): a team or league name in any language, asked once typing pauses; the keyword stays in the URL. */
export function SearchView({ params, go, follows, oddsType }: Omit<SportsViewProps, 'stats'>) {
  const { t } = useTranslation('sports');
  const id = useId();
  const [text, setText] = useState(params.q);
  const keyword = useDebouncedValue(text.trim());
  const found = useMatchSearch(keyword);
  useEffect(() => {
    if (keyword !== params.q) go({ q: keyword });
  }, [keyword, params.q, go]);

  return (
    <>
      <div role="search" className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm text-muted">
          {t('search.label')}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={64}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('search.placeholder')}
          className="min-h-11 rounded-xl border border-line bg-bg px-3 text-base text-text outline-none focus:border-accent"
        />
      </div>
      {keyword === '' ? (
        <p className="rounded-xl bg-surface p-6 text-center text-sm text-muted">{t('search.hint')}</p>
      ) : (
        <FoundListView
          found={found.data}
          pending={found.isPending}
          error={found.error}
          retry={() => void found.refetch()}
          empty={t('search.empty', { keyword })}
          sport={params.sport}
          onSport={(sport) => go({ sport })}
          follows={follows}
          oddsType={oddsType}
        />
      )}
    </>
  );
}
