import {
  MERCHANT_SIGNATURE_HEADER,
  MERCHANT_TIMESTAMP_HEADER,
  merchantResultCorrect,
  merchantResultList,
  merchantResultVoid,
  resultDeskRefusals,
  sportsCodes,
  sportsEnvelopeOf,
} from '@matchday/contract';
import type {
  ResultDeskOutcome,
  ResultDeskRefusal,
  SportsCall,
  SportsDataOf,
  SportsTextLanguage,
} from '@matchday/contract';
import { signMerchantCall } from '@matchday/contract/merchant-signature';
import { AppError } from './http/app-error.js';
import type { ResultsDesk } from './results-desk.js';
import type { SportsPlatformLink } from './sports-access-config.js';
import { LANGUAGE_TYPE } from './sports-feed-http.js';

/** A platform that does not answer within this is reported unavailable. */
const TIMEOUT_MS = 5000;

export interface HttpResultsDeskOptions {
  link: SportsPlatformLink;
  now?: () => number;
  fetch?: typeof fetch;
  onFailure?: (detail: string) => void;
}

const refusalOf = (code: number): ResultDeskRefusal | undefined =>
  resultDeskRefusals.find((name) => sportsCodes[name] === code);

/**
 * ResultsDesk over a standalone platform's signed merchant calls (`/merchant/v1/result/*`,
 * HMAC-SHA256 over timestamp and body with the shared secret, as the token call). The desk's
 * refusals come back as outcomes; a platform that is down, answers unexpectedly or refuses the
 * signature answers featureUnavailable.
 */
export function createHttpResultsDesk({
  link,
  now = Date.now,
  fetch: doFetch = fetch,
  onFailure,
}: HttpResultsDeskOptions): ResultsDesk {
  const fail = (detail: string): never => {
    onFailure?.(detail);
    throw new AppError('featureUnavailable');
  };

  async function call<C extends SportsCall>(
    target: C,
    body: object,
    lang: SportsTextLanguage,
  ): Promise<{ code: number; data: SportsDataOf<C> | null; info: string }> {
    const raw = JSON.stringify({ ...body, languageType: LANGUAGE_TYPE[lang] });
    const timestamp = String(now());
    let json: unknown;
    try {
      const res = await doFetch(`${link.url}${target.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [MERCHANT_TIMESTAMP_HEADER]: timestamp,
          [MERCHANT_SIGNATURE_HEADER]: signMerchantCall(link.merchantSecret, timestamp, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      json = await res.json();
    } catch (err) {
      return fail(`sports platform unreachable at ${link.url}: ${String(err)}`);
    }
    const parsed = sportsEnvelopeOf(target.response.nullable()).safeParse(json);
    if (!parsed.success) return fail(`sports platform answered ${target.path} unexpectedly`);
    return {
      code: parsed.data.code,
      data: parsed.data.data as SportsDataOf<C> | null,
      info: parsed.data.info ?? parsed.data.message,
    };
  }

  async function change(
    target: typeof merchantResultCorrect | typeof merchantResultVoid,
    body: object,
    lang: SportsTextLanguage,
  ): Promise<ResultDeskOutcome> {
    const answer = await call(target, body, lang);
    if (answer.code === sportsCodes.success && answer.data) return { ok: true, change: answer.data };
    const refusal = refusalOf(answer.code);
    return refusal
      ? { ok: false, refusal, detail: answer.info }
      : fail(`sports platform refused ${target.path}: code ${answer.code} ${answer.info}`);
  }

  return {
    async list(query, lang) {
      const answer = await call(merchantResultList, query, lang);
      return answer.code === sportsCodes.success && answer.data
        ? answer.data
        : fail(`sports platform refused ${merchantResultList.path}: code ${answer.code} ${answer.info}`);
    },
    correct: (c, lang) => change(merchantResultCorrect, c, lang),
    void: (v, lang) => change(merchantResultVoid, v, lang),
  };
}
