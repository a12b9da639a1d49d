import { liveGiftList, type DataOf, type EndpointOf } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/shared/http/api-client';
import { STALE } from '@/shared/query/stale';
import { useSession } from '@/shared/session/session-store';
import { liveKeys } from './keys';

export type CatalogueGift = DataOf<EndpointOf<typeof liveGiftList>>[number];

/** The catalogue on sale: names follow the language, prices the signed-in member's currency. */
export const giftCatalogueQueryOptions = (language: string, token: string | null) =>
  queryOptions({
    queryKey: liveKeys.gifts(language, token),
    queryFn: ({ signal }) => apiCall(liveGiftList, { signal, noNeedResponseMsg: true }),
    staleTime: STALE.liveGiftCatalogue,
  });

export function useGiftCatalogue() {
  const { i18n } = useTranslation();
  const token = useSession((s) => s.token);
  return useQuery(giftCatalogueQueryOptions(i18n.language, token));
}
