import {
  MERCHANT_SIGNATURE_HEADER,
  MERCHANT_TIMESTAMP_HEADER,
  merchantUserToken,
  sportsEnvelopeOf,
} from '@matchday/contract';
import { signMerchantCall } from '@matchday/contract/merchant-signature';
import { AppError } from './http/app-error.js';
import type { SportsPlatformLink } from './sports-access-config.js';
import type { SportsAccess } from './sports-access.js';

/** A platform that does not answer within this is reported unavailable. */
const TIMEOUT_MS = 5000;
const answer = sportsEnvelopeOf(merchantUserToken.response.nullable());

export interface HttpSportsAccessOptions {
  link: SportsPlatformLink;
  /** Currency of guests (the site's). */
  guestCurrency: string;
  now?: () => number;
  fetch?: typeof fetch;
  onFailure?: (detail: string) => void;
}

/**
 * SportsAccess for a standalone platform: asks its merchant API (`POST /merchant/v1/userToken`,
 * HMAC-SHA256 over timestamp and body with the shared secret) for the member's token, and hands
 * out the platform's public URL as apiServerAddress. A platform that is down or refuses answers featureUnavailable.
 */
export function createHttpSportsAccess({
  link,
  guestCurrency,
  now = Date.now,
  fetch: doFetch = fetch,
  onFailure,
}: HttpSportsAccessOptions): SportsAccess {
  const fail = (detail: string): never => {
    onFailure?.(detail);
    throw new AppError('featureUnavailable');
  };
  return {
    async grant(who, lang) {
      const body = JSON.stringify({
        userId: who?.userId ?? 0,
        userName: who?.userName ?? 'guest',
        currency: who?.currency ?? guestCurrency,
        languageType: lang,
      });
      const timestamp = String(now());
      const signature = signMerchantCall(link.merchantSecret, timestamp, body);
      let json: unknown;
      try {
        const res = await doFetch(`${link.url}${merchantUserToken.path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [MERCHANT_TIMESTAMP_HEADER]: timestamp,
            [MERCHANT_SIGNATURE_HEADER]: signature,
          },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        json = await res.json();
      } catch (err) {
        return fail(`sports platform unreachable at ${link.url}: ${String(err)}`);
      }
      const parsed = answer.safeParse(json);
      if (!parsed.success || parsed.data.code !== 0 || !parsed.data.data) {
        return fail(
          `sports platform refused the token request: ${parsed.success ? `code ${parsed.data.code} ${parsed.data.message}` : 'unexpected answer'}`,
        );
      }
      return {
        token: parsed.data.data.token,
        apiServerAddress: link.publicUrl,
        pcAddress: link.publicUrl,
        pushServerAddress: `${link.publicUrl}/push`,
        virtualAddress: `${link.publicUrl}/virtual`,
      };
    },
  };
}
