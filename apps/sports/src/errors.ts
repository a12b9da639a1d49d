import type { SportsCodeName } from '@matchday/contract';

/** A call's refusal: the envelope carries this code with null data, and `info` when given (which field or selection). */
export class SportsFailure extends Error {
  constructor(
    readonly codeName: SportsCodeName,
    readonly info?: string,
  ) {
    super(codeName);
  }
}

/** A selection or bet that cannot be graded: not a market the engine offers, or malformed. */
export class SettlementError extends Error {
  override name = 'SettlementError';
}

/** A change made on a version that is no longer the latest (another change came first). */
export class ResultVersionTaken extends Error {
  constructor(matchId: number, follows: number) {
    super(`match ${matchId}: the result has a newer version than v${follows}`);
  }
}

/** The operator could not be reached (or answered garbage) on every attempt; the movement may or may not have happened. */
export class BetWalletUnreachableError extends Error {
  override readonly name = 'BetWalletUnreachableError';
}

/**
 * The operator answered, but not with an outcome: a failure code (bad signature, bad body, its
 * own error; `code`), or an answer outside the contract (`code` null). Not retried.
 */
export class BetWalletRefusedError extends Error {
  override readonly name = 'BetWalletRefusedError';
  constructor(
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
}

/** Bad settings in the environment, every problem at once (printed at start, then exit 1). */
export class SportsSettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
