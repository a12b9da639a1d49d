import {
  matchListPage,
  sportsCodes,
  sportsEnvelopeOf,
  sportsMatch,
  sportsPaths,
  type SportsMatch,
  type SportsTextLanguage,
} from '@matchday/contract';
import type { z } from 'zod';
import { AppError } from './http/app-error.js';
import type { SportsAccess } from './sports-access.js';
import { marketLinesOf, scoreTexts, type FeedMatch, type SportsFeedReader } from './sports-feed.js';

/** A platform that does not answer within this is reported unavailable. */
const TIMEOUT_MS = 5000;
/** A guest token is reused this long (the platform's last 12 hours); a 14010 fetches a new one sooner. */
const TOKEN_REUSE_MS = 10 * 60_000;
/** getList answers at most this many matches a page (contract `MATCH_LIST_MAX_SIZE`). */
const PAGE = 50;
/** The `languageType` the platform answers each text language in. */
export const LANGUAGE_TYPE: Record<SportsTextLanguage, string> = { en: 'ENG', zh: 'CMN', vi: 'VIE' };

const listAnswer = sportsEnvelopeOf(matchListPage.nullable());
const detailAnswer = sportsEnvelopeOf(sportsMatch.nullable());

export interface HttpSportsFeedOptions {
  /** SPORTS_PLATFORM_URL. */
  url: string;
  /** Grants the guest token the `/v1` match calls take. */
  access: SportsAccess;
  now?: () => number;
  fetch?: typeof fetch;
  onFailure?: (detail: string) => void;
}

/** A platform match as the rooms show it. */
export function feedMatchOf(m: SportsMatch): FeedMatch {
  const [home, away] = m.ts;
  return {
    id: m.id,
    sportId: m.sid,
    leagueName: m.lg.na,
    homeName: home?.na ?? m.nm,
    awayName: away?.na ?? '',
    ms: m.ms,
    bt: m.bt,
    scores: scoreTexts(m.nsg, m.sid),
  };
}

/**
 * SportsFeedReader over a standalone platform's public calls: `/v1/match/getList` with `matchIds`
 * and `/v1/match/getMatchDetail`, with a guest token from the merchant API. A platform that is
 * down or refuses answers featureUnavailable (`live.sportsUnavailable`).
 */
export function createHttpSportsFeed({
  url,
  access,
  now = Date.now,
  fetch: doFetch = fetch,
  onFailure,
}: HttpSportsFeedOptions): SportsFeedReader {
  let token: { value: string; at: number } | null = null;
  const fail = (detail: string): never => {
    onFailure?.(detail);
    throw new AppError('featureUnavailable', 'live.sportsUnavailable');
  };

  async function tokenNow(fresh: boolean): Promise<string> {
    if (!fresh && token && now() - token.at < TOKEN_REUSE_MS) return token.value;
    token = { value: (await access.grant(null, 'en')).token, at: now() };
    return token.value;
  }

  async function call<T extends z.ZodType>(
    path: string,
    body: object,
    answer: T,
    retried = false,
  ): Promise<z.output<T>> {
    let json: unknown;
    try {
      const res = await doFetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: await tokenNow(retried) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      json = await res.json();
    } catch (err) {
      // The token call reports its own failure; this one answers in the rooms' words.
      if (err instanceof AppError) return fail(`sports platform gave no guest token at ${url}`);
      return fail(`sports platform unreachable at ${url}: ${String(err)}`);
    }
    const code = (json as { code?: unknown } | null)?.code;
    if (code === sportsCodes.tokenExpired && !retried) return call(path, body, answer, true);
    const parsed = answer.safeParse(json);
    if (!parsed.success) return fail(`sports platform answered ${path} unexpectedly`);
    return parsed.data;
  }

  return {
    async matches(ids, lang) {
      const found: FeedMatch[] = [];
      for (let i = 0; i < ids.length; i += PAGE) {
        const env = await call(
          sportsPaths.getList,
          { matchIds: ids.slice(i, i + PAGE), size: PAGE, languageType: LANGUAGE_TYPE[lang] },
          listAnswer,
        );
        if (env.code !== sportsCodes.success || !env.data)
          return fail(`sports platform refused getList: code ${env.code} ${env.message}`);
        for (const m of env.data.records) if (m.ty !== 1) found.push(feedMatchOf(m));
      }
      return found;
    },

    async matchDetail(id, lang) {
      const env = await call(
        sportsPaths.getMatchDetail,
        { matchId: id, languageType: LANGUAGE_TYPE[lang] },
        detailAnswer,
      );
      if (env.code === sportsCodes.dataNotFound) return null;
      if (env.code !== sportsCodes.success || !env.data)
        return fail(`sports platform refused getMatchDetail: code ${env.code} ${env.message}`);
      const m = feedMatchOf(env.data);
      return { ...m, markets: marketLinesOf(env.data.mg, m.homeName, m.awayName) };
    },
  };
}
