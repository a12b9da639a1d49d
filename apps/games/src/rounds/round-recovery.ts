import { GAME_WALLET_TIMEOUT_MS } from '@matchday/contract';
import type { RoundRepository } from './round.repository.js';
import type { RoundSteps } from './round-steps.js';

/**
 * The recovery sweep: re-sends the credits and rollbacks the wallet did not confirm (same
 * transaction ids, so never twice), and rolls back debits left unanswered past twice the wallet
 * timeout (a crash between the debit and its answer). Returns how many rounds it finished.
 */
export function createRoundRecovery(
  rounds: RoundRepository,
  steps: RoundSteps,
  clock: () => number,
  walletTimeoutMs = GAME_WALLET_TIMEOUT_MS,
) {
  let running: Promise<number> | null = null;

  async function sweepOnce(): Promise<number> {
    let finished = 0;
    for (const round of await rounds.unfinished(clock() - 2 * walletTimeoutMs)) {
      const after = await steps.resume(round);
      if (after.pending === null) finished += 1;
    }
    return finished;
  }

  /** One sweep at a time: a call during a sweep waits for it. */
  return function sweep(): Promise<number> {
    running ??= sweepOnce().finally(() => {
      running = null;
    });
    return running;
  };
}
