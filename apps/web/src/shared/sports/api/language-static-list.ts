import { sportsPaths } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sportsCall } from '@/shared/http/sports-client';
import { STALE } from '@/shared/query/stale';
import { platformKeys } from './keys';

/** The platform's language pack (`/language/staticList`, contract §3.9): every dictionary in every language, once a session. */
export const languagePackQueryOptions = () =>
  queryOptions({
    queryKey: platformKeys.languagePack(),
    queryFn: ({ signal }) => sportsCall(sportsPaths.languageStaticList, {}, { signal, noNeedResponseMsg: true }),
    staleTime: STALE.sportsLanguagePack,
  });

export const useLanguagePackQuery = () => useQuery(languagePackQueryOptions());
