/**
 * What a money movement is, spelled once: lowercase words (casino kinds joined by `_`), as the ledger stores them
 * (`ledger_transfers.kind`, docs/money.md "Kinds") and the wallet history answers and filters them.
 * Free of zod so the browser can label a history line.
 */
export const transferKinds = [
  'deposit',
  'withdrawal',
  'stake',
  'payout',
  'gift',
  'game',
  'bonus',
  'rebate',
  'adjustment',
  'seed',
  'refund',
  /** A member's cash-out, or a reserved one taken at its target (house `payouts` → member). */
  'cashout',
  /** A payout taken back after a corrected result (member → house `payouts`). */
  'reversal',
  /** A casino round's stake (member → house `casino`), through the game wallet. */
  'game_bet',
  /** A casino round's win (house `casino` → member). */
  'game_win',
  /** A rolled-back casino stake given back (house `casino` → member). */
  'game_refund',
] as const;
export type TransferKind = (typeof transferKinds)[number];

/**
 * The seamless wallet's movements (`bet_wallet_moves.kind`, and the `kind` of its debit and credit
 * calls on the wire): each is the ledger kind of the transfer it posts, spelled the same.
 */
export const betWalletDebitKinds = ['stake', 'reversal'] as const satisfies readonly TransferKind[];
export const betWalletCreditKinds = ['payout', 'refund', 'cashout'] as const satisfies readonly TransferKind[];
export type BetWalletMoveKind = (typeof betWalletDebitKinds)[number] | (typeof betWalletCreditKinds)[number];
