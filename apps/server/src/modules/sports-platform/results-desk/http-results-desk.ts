import {
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
  ResultsDesk,
  SportsCall,
  SportsDataOf,
  SportsTextLanguage,
} from '@matchday/contract';
import { AppError } from '../../../http/app-error.js';
import { LANGUAGE_TYPE, PlatformUnreachable, type PlatformClient } from '../platform-client.js';

export interface HttpResultsDeskOptions {
  client: PlatformClient;
  onFailure?: (detail: string) => void;
}

const refusalOf = (code: number): ResultDeskRefusal | undefined =>
  resultDeskRefusals.find((name) => sportsCodes[name] === code);

/**
 * ResultsDesk over a standalone platform's signed merchant calls (`/merchant/v1/result/*`, signed
 * as the token call). The desk's refusals come back as outcomes; a platform that is down, answers
 * unexpectedly or refuses the signature answers featureUnavailable.
 */
export function createHttpResultsDesk({ client, onFailure }: HttpResultsDeskOptions): ResultsDesk {
  const fail = (detail: string): never => {
    onFailure?.(detail);
    throw new AppError('featureUnavailable');
  };

  async function call<C extends SportsCall>(
    target: C,
    body: object,
    lang: SportsTextLanguage,
  ): Promise<{ code: number; data: SportsDataOf<C> | null; info: string }> {
    let json: unknown;
    try {
      json = await client.merchant(target.path, { ...body, languageType: LANGUAGE_TYPE[lang] });
    } catch (err) {
      return fail(err instanceof PlatformUnreachable ? err.message : String(err));
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
