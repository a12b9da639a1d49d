import {
  gameWalletAnswer,
  gameWalletBalance,
  gameWalletCredit,
  gameWalletDebit,
  gameWalletRollback,
  type GameWallet,
  type GameWalletCall,
  type GameWalletEnvelope,
  type GameWalletRequestOf,
} from '@matchday/contract';
import { createGameWalletReader } from '@matchday/contract/game-wallet-signature';
import type { FastifyPluginAsync } from 'fastify';
import { acceptSignedRawBodies } from '../../http/signed-raw-bodies.js';

export interface GameWalletRoutesOptions {
  /** Each provider's shared secret (GAME_WALLET_PROVIDERS). */
  secrets: ReadonlyMap<string, string>;
  /** The service's port of a provider. */
  walletOf(provider: string): GameWallet;
  clock?: () => number;
}

/** The largest valid body is well under 1 KB. */
const MAX_BODY_BYTES = 8192;

/**
 * The game wallet's signed calls (`/game-wallet/v1/*`, at the root: server to server). Always HTTP
 * 200 with the envelope: 14069 without headers or outside the window, 7100 for an unknown provider,
 * 14006 on a bad or replayed signature, 5 on a bad body, 6 when the wallet fails (retry the same id).
 * Encapsulated: its raw-body parser and error handler cover these routes only.
 */
export const gameWalletRoutes: FastifyPluginAsync<GameWalletRoutesOptions> = async (app, opts) => {
  const read = createGameWalletReader(opts.secrets, opts.clock ?? Date.now);
  const fail = (name: 'invalidParameter' | 'systemError', info?: string) =>
    gameWalletAnswer(name, 'en', null, { info });
  // Read raw, so the signature covers the body's exact bytes.
  acceptSignedRawBodies(app, {
    maxBodyBytes: MAX_BODY_BYTES,
    unreadable: () => fail('invalidParameter', 'body: unreadable or too large'),
    failed: () => fail('systemError'),
    logAs: 'game wallet call failed',
  });

  function serve<C extends GameWalletCall>(
    call: C,
    handle: (wallet: GameWallet, body: GameWalletRequestOf<C>) => Promise<GameWalletEnvelope<unknown>>,
  ) {
    app.post(call.path, async (req) => {
      const got = read(call, req.headers, typeof req.body === 'string' ? req.body : '');
      if (!got.ok) return gameWalletAnswer(got.refusal, 'en', null, { info: got.info });
      try {
        return await handle(opts.walletOf(got.provider), got.body);
      } catch (err) {
        req.log.error({ err, path: call.path }, 'game wallet call failed');
        return fail('systemError');
      }
    });
  }

  serve(gameWalletDebit, (wallet, body) => wallet.debit(body));
  serve(gameWalletCredit, (wallet, body) => wallet.credit(body));
  serve(gameWalletRollback, (wallet, body) => wallet.rollback(body));
  serve(gameWalletBalance, (wallet, body) => wallet.balance(body));
};
