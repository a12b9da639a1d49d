import {
  betWalletBalance,
  betWalletCredit,
  betWalletDebit,
  sportsAnswer,
  type BetWallet,
  type SportsCall,
  type SportsCodeName,
  type SportsDataOf,
  type SportsRequestOf,
} from '@matchday/contract';
import type { FastifyPluginAsync } from 'fastify';
import { createMerchantVerifier, readMerchantCall } from '@matchday/contract/merchant-signature';
import { acceptSignedRawBodies } from '../../../http/signed-raw-bodies.js';

export interface MerchantWalletRoutesOptions {
  /** SPORTS_MERCHANT_SECRET, shared with the standalone platform. */
  secret: string;
  betWallet: BetWallet;
  clock?: () => number;
}

/** A debit's title is at most 200 characters: 8 KB is far more than any valid body. */
const MAX_BODY_BYTES = 8192;

/** The platform's envelope, messages in English: the reader is the platform's server, not a member. */
const envelope = <T>(codeName: SportsCodeName, data: T, info?: string) => sportsAnswer(codeName, 'en', data, info);

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
  acceptSignedRawBodies(app, {
    maxBodyBytes: MAX_BODY_BYTES,
    unreadable: () => envelope('invalidParameter', null, 'body: unreadable or too large'),
    failed: () => envelope('systemError', null),
    logAs: 'bet wallet call failed',
  });

  function serve<C extends SportsCall>(call: C, handle: (body: SportsRequestOf<C>) => Promise<SportsDataOf<C>>) {
    app.post(call.path, async (req) => {
      const read = readMerchantCall(verify, call, req.headers, typeof req.body === 'string' ? req.body : '');
      if (!read.ok) return envelope(read.refusal, null, read.info);
      try {
        return envelope('success', await handle(read.body));
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
