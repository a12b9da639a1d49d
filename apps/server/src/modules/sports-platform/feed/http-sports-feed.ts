import {
  marketLinesOf,
  matchListPage,
  scoreTexts,
  sportsCodes,
  sportsEnvelopeOf,
  sportsMatch,
  sportsPaths,
  type FeedMatch,
  type SportsAccess,
  type SportsFeedReader,
  type SportsMatch,
} from '@matchday/contract';
import type { z } from 'zod';
import { AppError } from '../../../http/app-error.js';
import { LANGUAGE_TYPE, PlatformUnreachable, type PlatformClient } from '../platform-client.js';

/** A guest token is reused this long (the platform's last 30 minutes); a 14010 fetches a new one sooner. */
const TOKEN_REUSE_MS = 10 * 60_000;
/** getList answers at most this many matches a page (contract `MATCH_LIST_MAX_SIZE`). */
const PAGE = 50;

const listAnswer = sportsEnvelopeOf(matchListPage.nullable());
const detailAnswer = sportsEnvelopeOf(sportsMatch.nullable());

export interface HttpSportsFeedOptions {
  client: PlatformClient;
  /** Grants the guest token the `/v1` match calls take. */
  access: SportsAccess;
  now?: () => number;
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
  client,
  access,
  now = Date.now,
  onFailure,
}: HttpSportsFeedOptions): SportsFeedReader {
  const { url } = client.link;
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
      json = await client.call(path, body, await tokenNow(retried));
    } catch (err) {
      // The token call reports its own failure; this one answers in the rooms' words.
      if (err instanceof AppError) return fail(`sports platform gave no guest token at ${url}`);
      return fail(err instanceof PlatformUnreachable ? err.message : String(err));
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
