import { issueInfo, maintenanceMessage, sportsAnswer, sportsMaintenanceCalls } from '@matchday/contract';
import type { SportsCall, SportsDataOf, SportsRequestOf, SportsTextLanguage } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import type { SportsTokens, VerifiedSportsToken } from '../auth/sports-tokens.js';
import { envelopeJson, requestLanguage, requestLanguageType } from './envelope.js';
import { SportsFailure } from '../errors.js';

export interface CallContext {
  lang: SportsTextLanguage;
  /** The raw `languageType` (bulletins also answer in Thai). */
  languageType: string | undefined;
  now: number;
  /** Null for guests. */
  user: VerifiedSportsToken | null;
}

export interface CallDeps {
  tokens: SportsTokens;
  clock: () => number;
  /** The app's maintenance window on now, if any (site or sports); absent = never in maintenance. */
  maintenanceAt?: (now: number) => { startMs: number; endMs: number } | null;
}

export interface CallOptions<C extends SportsCall> {
  /**
   * The answer depends only on the body, language and the feed's second (not on the caller), so
   * the serialized envelope is shared by every identical request within the same wall second.
   */
  sharedWithinSecond?: boolean;
  /**
   * Writes `data` as JSON (from cached parts); JSON.stringify when absent. Returning the very
   * string it returned for `key` before says nothing changed: the encoded answer is reused.
   */
  serialize?: (data: SportsDataOf<C>, key: string) => string;
}

const SECOND = 1000;
/** Distinct shared answers kept per second; beyond it answers are computed but not kept. */
const MAX_SHARED = 2000;

/**
 * Serves one player call of the contract: token check (guests read public data, a present token
 * must verify), body validation with the contract schema, and the envelope around the handler's data.
 */
export function registerCall<C extends SportsCall>(
  app: FastifyInstance,
  deps: CallDeps,
  call: C,
  handler: (body: SportsRequestOf<C>, ctx: CallContext) => SportsDataOf<C> | Promise<SportsDataOf<C>>,
  options: CallOptions<C> = {},
): void {
  let sharedSecond = -1;
  let shared = new Map<string, Buffer>();
  /** The last answer per body across seconds, reused while the data's JSON is unchanged. */
  let previous = new Map<string, { dataJson: string; answer: Buffer }>();
  const inMaintenance = sportsMaintenanceCalls.has(call.path) ? deps.maintenanceAt : undefined;
  app.post(call.path, async (req, reply) => {
    const lang = requestLanguage(req);
    // Spec §4: code 8, the window in the message; before anything else, guests and members alike.
    const window = inMaintenance?.(deps.clock());
    if (window) {
      const answer = sportsAnswer('maintenance', lang, null);
      return { ...answer, message: maintenanceMessage(answer.message, window) };
    }
    const header = req.headers.authorization;
    const token = typeof header === 'string' ? header.trim() : '';
    let user: VerifiedSportsToken | null = null;
    if (token !== '') {
      const verified = deps.tokens.verify(token);
      if (verified === null || verified === 'expired') return sportsAnswer('tokenExpired', lang, null);
      user = verified;
    } else if (call.auth === 'member') {
      return sportsAnswer('notLoggedIn', lang, null);
    }
    const parsed = call.body.safeParse(req.body ?? {});
    if (!parsed.success) return sportsAnswer('invalidParameter', lang, null, issueInfo(parsed.error.issues));
    const now = deps.clock();
    const ctx = { lang, languageType: requestLanguageType(req), now, user };
    try {
      if (!options.sharedWithinSecond)
        return sportsAnswer('success', lang, await handler(parsed.data as SportsRequestOf<C>, ctx));
      const second = Math.floor(now / SECOND);
      if (second !== sharedSecond) {
        sharedSecond = second;
        shared = new Map();
      }
      const key = JSON.stringify(parsed.data);
      let answer = shared.get(key);
      if (answer === undefined) {
        const data = await handler(parsed.data as SportsRequestOf<C>, ctx);
        // Encoded once: identical requests in the second send the same bytes.
        if (options.serialize) {
          const dataJson = options.serialize(data, key);
          const last = previous.get(key);
          answer = last?.dataJson === dataJson ? last.answer : Buffer.from(envelopeJson(lang, dataJson));
          if (previous.size >= MAX_SHARED) previous = new Map();
          previous.set(key, { dataJson, answer });
        } else {
          answer = Buffer.from(JSON.stringify(sportsAnswer('success', lang, data)));
        }
        if (shared.size < MAX_SHARED) shared.set(key, answer);
      }
      return reply.type('application/json; charset=utf-8').send(answer);
    } catch (err) {
      if (err instanceof SportsFailure) return sportsAnswer(err.codeName, lang, null, err.info);
      throw err;
    }
  });
}
