import {
  apiCodes,
  type BrowserSportsBody,
  type BrowserSportsData,
  type BrowserSportsPath,
} from '@matchday/contract/client';
import { HTTP_TIMEOUT_MS } from '@matchday/core';
import { readStored } from '@/shared/storage/storage';
import { commonHeaders, fetchWithTimeout, readEnvelope, toastFailure } from './api-client';
import { ApiError, MaintenanceError, NetworkError } from './errors';
import { httpHooks } from './http-hooks';

/** The sports platform's languageType codes (sports-platform-api.md §11.1). */
export const PLATFORM_LANGUAGE = { 'zh-cn': 'CMN', en: 'ENG', vi: 'VIE', th: 'THA' } as const;

/** Fields every call carries, added here from the member's settings. */
type CommonField = 'languageType' | 'oddsChange' | 'currencyId';

/**
 * Calls the sports platform at the stored base URL with the bare token (no Bearer).
 * 14010 refreshes the token and retries once; code 8 rejects with the whole envelope.
 */
export async function sportsCall<P extends BrowserSportsPath>(
  path: P,
  body: Omit<BrowserSportsBody<P>, CommonField> = {} as Omit<BrowserSportsBody<P>, CommonField>,
  opts: { noNeedResponseMsg?: boolean; signal?: AbortSignal } = {},
  retried = false,
): Promise<BrowserSportsData<P>> {
  const h = httpHooks();
  const config = readStored('sportsConfig');
  if (!config) {
    if (retried) throw new NetworkError('no sports platform access');
    await h.refreshSportsToken();
    return sportsCall(path, body, opts, true);
  }
  const res = await fetchWithTimeout(
    `${config.baseUrl}${path}`,
    {
      method: 'POST',
      headers: { ...commonHeaders(), 'Content-Type': 'application/json;charset=UTF-8', Authorization: config.token },
      body: JSON.stringify({
        ...body,
        oddsChange: h.getOddsChange(),
        currencyId: h.getCurrencyId(),
        languageType: PLATFORM_LANGUAGE[h.getLanguage()],
      }),
    },
    HTTP_TIMEOUT_MS,
    opts.signal,
  );
  const env = await readEnvelope(res);
  if (env.code === 0) return (env.data ?? {}) as BrowserSportsData<P>;
  if (env.code === apiCodes.sportsTokenExpired.code && !retried) {
    await h.refreshSportsToken();
    return sportsCall(path, body, opts, true);
  }
  if (env.code === apiCodes.maintenance.code) throw new MaintenanceError(env.msg, env.data);
  toastFailure(env.code, env.msg, opts.noNeedResponseMsg);
  throw new ApiError(env.code, env.msg, env.data);
}
