import { AppError } from '../../http/app-error.js';
import type { TransferRequest, WalletService } from '../wallet/index.js';
import type { GamblingControlsService } from './gambling-controls.service.js';
import type { GamblingAction } from './gambling-rules.js';

/** The ledger kinds the controls judge, and as what: a casino stake (`game_bet`) is a game round. */
const GUARDED: Readonly<Record<string, GamblingAction>> = {
  stake: 'stake',
  game: 'game',
  game_bet: 'game',
  gift: 'gift',
};

/**
 * The wallet every gambling feature calls: a stake, a game round or a gift from a member passes the
 * member's break, self-exclusion and limits first, so no endpoint can forget the check. A key the
 * ledger already holds is a retry: it answers its first outcome, whatever the controls say now
 * (they judged it the first time), so a break that began meanwhile never turns a taken stake into a refusal.
 */
export function guardWallet(
  wallet: WalletService,
  controls: Pick<GamblingControlsService, 'assertAllowed'>,
): WalletService {
  async function check(req: TransferRequest) {
    const action = Object.hasOwn(GUARDED, req.kind) ? GUARDED[req.kind] : undefined;
    if ('member' in req.from && action) await controls.assertAllowed(req.from.member, action, req.amount, req.currency);
  }
  return {
    ...wallet,
    async transfer(req) {
      try {
        await check(req);
      } catch (err) {
        if (err instanceof AppError && (await wallet.holds(req.idempotencyKey))) return wallet.transfer(req);
        throw err;
      }
      return wallet.transfer(req);
    },
  };
}
