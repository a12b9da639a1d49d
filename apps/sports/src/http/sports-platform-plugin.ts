import {
  languageStaticList,
  matchCount,
  matchGetList,
  matchGetMatchDetail,
  matchGetOnSaleLeagues,
  matchQueryMatchByRecommend,
  matchResultList,
  matchResultPage,
  matchStatistical,
  MATCH_LIST_MAX_SIZE,
  sportsCodes,
  sportsMessages,
  sportsTextLanguage,
} from '@matchday/contract';
import type { SportsCall, SportsCodeName, SportsDataOf, SportsEnvelope, SportsRequestOf, SportsTextLanguage } from '@matchday/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createSportsTokens } from '../auth/sports-tokens.js';
import type { SportsTokens, VerifiedSportsToken } from '../auth/sports-tokens.js';
import { createFeed } from './feed.js';
import type { Feed, Snapshot } from './feed.js';
import { languagePack } from './language-pack.js';
import { allEntries, select } from './match-list.js';
import { matchCounts, onSaleLeagues, searchMatches } from './match-menu.js';
import type { Entry } from './match-list.js';
import { listGroups, matchView, outrightView } from './match-view.js';
import type { MarketFilter } from './match-view.js';
import { createResults, resultList, resultPage } from './results.js';
import { statistics } from './statistics.js';

/** Matches a search answers without `size` (our choice; at most RECOMMEND_MAX_SIZE). */
const RECOMMEND_DEFAULT_SIZE = 20;

export interface SportsPlatformOptions {
  /** Seed of leagues, teams, schedule and play. */
  seed: number;
  /** SIM_SPEED: match seconds per wall second. */
  speed: number;
  now?: () => number;
  tokens: SportsTokens;
  /** Operator margin, 0.05 when absent. */
  margin?: number;
}

interface CallContext {
  lang: SportsTextLanguage;
  now: number;
  /** Null for guests. */
  user: VerifiedSportsToken | null;
}

/** A handler's failure: the envelope carries this code with null data. */
class SportsFailure extends Error {
  constructor(readonly codeName: SportsCodeName) {
    super(codeName);
  }
}

function envelope<T>(codeName: SportsCodeName, lang: SportsTextLanguage, data: T, info?: string): SportsEnvelope<T> {
  const code = sportsCodes[codeName];
  const answer: SportsEnvelope<T> = { code, success: code === sportsCodes.success, message: sportsMessages[codeName][lang], data };
  if (info !== undefined) answer.info = info;
  return answer;
}

/** The language of the answer, read before validation so even a rejected body is answered in it. */
function requestLanguage(req: FastifyRequest): SportsTextLanguage {
  const body: unknown = req.body;
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).languageType : undefined;
  return sportsTextLanguage(typeof value === 'string' ? value : undefined);
}

function register<C extends SportsCall>(
  app: FastifyInstance,
  tokens: SportsTokens,
  clock: () => number,
  call: C,
  handler: (body: SportsRequestOf<C>, ctx: CallContext) => SportsDataOf<C>,
): void {
  app.post(call.path, async (req) => {
    const lang = requestLanguage(req);
    const header = req.headers.authorization;
    const token = typeof header === 'string' ? header.trim() : '';
    let user: VerifiedSportsToken | null = null;
    if (token !== '') {
      const verified = tokens.verify(token);
      if (verified === null || verified === 'expired') return envelope('tokenExpired', lang, null);
      user = verified;
    } else if (call.auth === 'member') {
      return envelope('notLoggedIn', lang, null);
    }
    const parsed = call.body.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return envelope('invalidParameter', lang, null, issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : undefined);
    }
    try {
      return envelope('success', lang, handler(parsed.data as SportsRequestOf<C>, { lang, now: clock(), user }));
    } catch (err) {
      if (err instanceof SportsFailure) return envelope(err.codeName, lang, null);
      throw err;
    }
  });
}

function marketFilter(body: { marketTypes?: readonly number[] | null; markets?: readonly { marketType: number; period?: number | null }[] | null }): MarketFilter {
  return { types: body.marketTypes ?? [], pairs: body.markets ?? [] };
}

/** One Match view of a list entry: main groups for lists, every group for the detail. */
function viewOf(feed: Feed, snap: Snapshot, entry: Entry, lang: SportsTextLanguage, filter: MarketFilter | 'all') {
  if (entry.kind === 'outright') {
    const league = snap.league(entry.event.leagueId);
    if (!league) throw new SportsFailure('dataNotFound');
    const groups = feed.outrightMarkets(entry.event, league, lang);
    return outrightView(entry.event, league, filter === 'all' ? groups : listGroups(entry.event.sid, groups, filter), lang);
  }
  const { fixture } = entry;
  const league = snap.league(fixture.leagueId);
  if (!league) throw new SportsFailure('dataNotFound');
  const state = snap.stateOf(fixture);
  const groups = feed.marketsOf(fixture, state, lang, snap.now);
  const shown = filter === 'all' ? groups : listGroups(fixture.sid, groups, filter);
  return matchView({ fixture, league, state, groups, shown, lang });
}

/**
 * The sports platform's `/v1` read feed (spec §3): getList, statistical, getMatchDetail, the
 * language pack, getOnSaleLeagues, matchCount, queryMatchByRecommend, matchResultList and
 * matchResultPage, served from the engine. Always HTTP 200 with the `/v1` envelope; guests may read,
 * a present token must verify (else 14010). Encapsulated: its error handler covers its routes only.
 */
export const sportsPlatformPlugin: FastifyPluginAsync<SportsPlatformOptions> = async (app, opts) => {
  const feed = createFeed({ seed: opts.seed, speed: opts.speed, margin: opts.margin });
  const clock = opts.now ?? Date.now;

  app.setErrorHandler((err: { statusCode?: number; message?: string }, req, reply) => {
    const lang = requestLanguage(req);
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) return reply.code(200).send(envelope('invalidParameter', lang, null, err.message));
    req.log.error({ err }, 'sports feed failure');
    return reply.code(200).send(envelope('systemError', lang, null));
  });

  register(app, opts.tokens, clock, matchGetList, (body, { lang, now }) => {
    const snap = feed.snapshot(now);
    const entries = select(allEntries(snap), body, now);
    const size = body.size ?? MATCH_LIST_MAX_SIZE;
    const current = body.current ?? 1;
    const filter = marketFilter(body);
    const records = entries.slice((current - 1) * size, current * size).map((e) => viewOf(feed, snap, e, lang, filter));
    return { current, size, total: entries.length, pageTotal: Math.ceil(entries.length / size), records };
  });

  register(app, opts.tokens, clock, matchStatistical, (body, { lang, now }) => statistics(feed.snapshot(now), body, lang));

  register(app, opts.tokens, clock, matchGetMatchDetail, (body, { lang, now }) => {
    const snap = feed.snapshot(now);
    const fixture = snap.fixture(body.matchId);
    if (fixture) return viewOf(feed, snap, { kind: 'match', fixture, status: snap.statusOf(fixture) }, lang, 'all');
    const event = snap.outright(body.matchId);
    if (event) return viewOf(feed, snap, { kind: 'outright', event }, lang, 'all');
    throw new SportsFailure('dataNotFound');
  });

  register(app, opts.tokens, clock, languageStaticList, () => languagePack());

  register(app, opts.tokens, clock, matchGetOnSaleLeagues, (body, { lang, now }) => onSaleLeagues(feed.snapshot(now), body, lang));

  register(app, opts.tokens, clock, matchCount, (body, { now }) => matchCounts(feed.snapshot(now), body));

  register(app, opts.tokens, clock, matchQueryMatchByRecommend, (body, { lang, now }) => {
    const snap = feed.snapshot(now);
    const found = searchMatches(snap, body.recommend).slice(0, body.size ?? RECOMMEND_DEFAULT_SIZE);
    return found.map((e) => viewOf(feed, snap, e, lang, { types: [], pairs: [] }));
  });

  const results = createResults({ seed: opts.seed, speed: opts.speed });
  register(app, opts.tokens, clock, matchResultList, (body, { lang, now }) => resultList(results, body, lang, now));
  register(app, opts.tokens, clock, matchResultPage, (body, { lang, now }) => resultPage(results, body, lang, now));
};

export interface SportsPlatformConfig extends Omit<SportsPlatformOptions, 'tokens'> {
  /** HMAC key of platform tokens, at least 32 bytes. */
  tokenSecret: Buffer;
  /** Token lifetime; 12 hours when absent. */
  tokenTtlMs?: number;
}

export interface SportsPlatform {
  /** Register under a prefix: `app.register(platform.plugin, { prefix: '/sports-api' })`. */
  plugin: FastifyPluginAsync;
  /** The issuer the app server hands tokens out with (`/api/game/bet/cSports/token`). */
  tokens: SportsTokens;
}

const DEFAULT_TOKEN_TTL_MS = 12 * 3600_000;

/** The platform for one process: the plugin with its options bound, and the token issuer it trusts. */
export function createSportsPlatform({ tokenSecret, tokenTtlMs = DEFAULT_TOKEN_TTL_MS, ...options }: SportsPlatformConfig): SportsPlatform {
  const tokens = createSportsTokens({ secret: tokenSecret, ttlMs: tokenTtlMs, ...(options.now ? { now: options.now } : {}) });
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(sportsPlatformPlugin, { ...options, tokens });
  };
  return { plugin, tokens };
}
