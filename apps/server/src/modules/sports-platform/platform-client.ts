import { MERCHANT_SIGNATURE_HEADER, MERCHANT_TIMESTAMP_HEADER, type SportsTextLanguage } from '@matchday/contract';
import { signMerchantCall } from '@matchday/contract/merchant-signature';
import type { SportsPlatformLink } from './platform-link.js';

/** A platform that does not answer within this is reported unavailable. */
const TIMEOUT_MS = 5000;

/** The `languageType` the platform answers each text language in. */
export const LANGUAGE_TYPE: Record<SportsTextLanguage, string> = { en: 'ENG', zh: 'CMN', vi: 'VIE', th: 'THA' };

/** The platform did not answer, or answered something other than JSON; the message says which and where. */
export class PlatformUnreachable extends Error {}

/** The one HTTP client to a standalone sports platform: every adapter of the seam calls through it. */
export interface PlatformClient {
  readonly link: SportsPlatformLink;
  /** A merchant call (`/merchant/v1/*`): HMAC-SHA256 over timestamp and body with the shared secret. */
  merchant(path: string, body: object): Promise<unknown>;
  /** A public call (`/v1/*`) with a platform token. */
  call(path: string, body: object, token: string): Promise<unknown>;
}

export function createPlatformClient({
  link,
  now = Date.now,
  fetch: doFetch = fetch,
}: {
  link: SportsPlatformLink;
  now?: () => number;
  fetch?: typeof fetch;
}): PlatformClient {
  async function post(path: string, body: string, headers: Record<string, string>): Promise<unknown> {
    try {
      const res = await doFetch(`${link.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return await res.json();
    } catch (err) {
      throw new PlatformUnreachable(`sports platform unreachable at ${link.url}: ${String(err)}`);
    }
  }

  return {
    link,
    merchant(path, body) {
      const raw = JSON.stringify(body);
      const timestamp = String(now());
      return post(path, raw, {
        [MERCHANT_TIMESTAMP_HEADER]: timestamp,
        [MERCHANT_SIGNATURE_HEADER]: signMerchantCall(link.merchantSecret, timestamp, raw),
      });
    },
    call: (path, body, token) => post(path, JSON.stringify(body), { authorization: token }),
  };
}
