import {
  betWalletBalance,
  betWalletCredit,
  betWalletDebit,
  MERCHANT_SIGNATURE_HEADER,
  MERCHANT_TIMESTAMP_HEADER,
  sportsCodes,
  sportsMessages,
  type BetWallet,
  type SportsCall,
  type SportsCodeName,
  type SportsDataOf,
  type SportsEnvelope,
  type SportsRequestOf,
} from '@matchday/contract';
import type { FastifyPluginAsync } from 'fastify';
import { createMerchantVerifier } from '@matchday/contract/merchant-signature';

export interface MerchantWalletRoutesOptions {
  /** SPORTS_MERCHANT_SECRET, shared with the standalone platform. */
  secret: string;
  betWallet: BetWallet;
  clock?: () => number;
}

/** A debit's title is at most 200 characters: 8 KB is far more than any valid body. */
const MAX_BODY_BYTES = 8192;
const header = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The platform's envelope, messages in English: the reader is the platform's server, not a member. */
function envelope<T>(codeName: SportsCodeName, data: T, info?: string): SportsEnvelope<T> {
  const code = sportsCodes[codeName];
  return {
    code,
    success: code === sportsCodes.success,
    message: sportsMessages[codeName].en,
    data,
    ...(info !== undefined ? { info } : {}),
  };
}

function issueInfo(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string | undefined {
  const issue = issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'body'}: ${issue.message}` : undefined;
}

/**
 * The seamless wallet's three signed calls for a standalone platform (`/merchant/wallet/v1/*`,
 * outside /api: server to server). Checked as the platform checks its merchant call: 14069 without
 * headers or outside the 5-minute window, 14006 on a bad or replayed signature, 5 on a bad body,
 * 6 when the wallet fails (the platform retries with the same key); always HTTP 200.
 * Encapsulated: its raw-body parser and error handler cover these routes only.
 */
export const merchantWalletRoutes: FastifyPluginAsync<MerchantWalletRoutesOptions> = async (app, opts) => {
  const verify = createMerchantVerifier(opts.secret, opts.clock ?? Date.now);
  // Read raw, so the signature covers the body's exact bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((err: { statusCode?: number }, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.code(200).send(envelope('invalidParameter', null, 'body: unreadable or too large'));
    req.log.error({ err }, 'bet wallet call failed');
    return reply.code(200).send(envelope('systemError', null));
  });

  function serve<C extends SportsCall>(call: C, handle: (body: SportsRequestOf<C>) => Promise<SportsDataOf<C>>) {
    app.post(call.path, async (req) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const check = verify(
        header(req.headers[MERCHANT_TIMESTAMP_HEADER]),
        header(req.headers[MERCHANT_SIGNATURE_HEADER]),
        raw,
      );
      if (check === 'missing' || check === 'stale') return envelope('merchantHeadersRequired', null);
      if (check !== 'ok') return envelope('invalidSignature', null);
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return envelope('invalidParameter', null, 'body: not JSON');
      }
      const parsed = call.body.safeParse(json);
      if (!parsed.success) return envelope('invalidParameter', null, issueInfo(parsed.error.issues));
      try {
        return envelope('success', await handle(parsed.data as SportsRequestOf<C>));
      } catch (err) {
        req.log.error({ err, path: call.path }, 'bet wallet call failed');
        return envelope('systemError', null);
      }
    });
  }

  serve(betWalletDebit, (body) => opts.betWallet.debit(body));
  serve(betWalletCredit, (body) => opts.betWallet.credit(body));
  serve(betWalletBalance, async (body) => ({ balance: await opts.betWallet.balance(body.userId, body.currency) }));
};
