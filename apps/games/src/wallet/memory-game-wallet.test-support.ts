import {
  gameWalletAnswer,
  type GameWallet,
  type GameWalletCodeName,
  type GameWalletCredit,
  type GameWalletDebit,
  type GameWalletEnvelope,
  type GameWalletRollback,
} from '@matchday/contract';

/**
 * How the next call of a kind misbehaves: `throw` (never reached the wallet), `systemError` (code 6,
 * nothing decided), `lost` (applied, then the answer is lost), `hang` (applied, never answered).
 */
export type WalletFault = 'throw' | 'systemError' | 'lost' | 'hang';

type Kind = 'debit' | 'credit' | 'rollback';
interface Stored {
  kind: Kind | 'unknown';
  fingerprint: string;
  answer: GameWalletEnvelope<unknown>;
  /** Debits: what it took (0 when refused), and whether a rollback gave it back. */
  taken: number;
  rolledBack: boolean;
  playerId: number;
  currency: string;
}

/**
 * The app server's game wallet as our games see it, in memory, strictly by docs/game-wallet-protocol.md
 * (it stands in for apps/server's, which is outside this package): each transaction id applied at
 * most once, its first answer replayed, another body 7107, a rollback gives a debit's stake back
 * once and marks unknown ids (a late debit then answers 7108), rounds belong to one player and
 * currency (7110), ended sessions refuse debits (7102) but never credits or rollbacks.
 */
export function createMemoryGameWallet(start: Record<string, number> = {}) {
  const balances = new Map<string, number>(Object.entries(start));
  const txs = new Map<string, Stored>();
  const rounds = new Map<string, { playerId: number; currency: string }>();
  const endedSessions = new Set<string>();
  const faults: Record<Kind, WalletFault[]> = { debit: [], credit: [], rollback: [] };
  const calls: { kind: Kind; transactionId: string; amount?: number }[] = [];
  let walletTx = 0;
  const slot = (playerId: number, currency: string) => `${playerId}:${currency}`;
  const balanceOf = (playerId: number, currency: string) => balances.get(slot(playerId, currency)) ?? 0;

  const answer = <T>(code: GameWalletCodeName, data: T | { balance: number } | null) =>
    gameWalletAnswer<T>(code, 'en', data) as GameWalletEnvelope<unknown>;

  async function faulted<T>(kind: Kind, apply: () => GameWalletEnvelope<T>): Promise<GameWalletEnvelope<T>> {
    const fault = faults[kind].shift();
    if (fault === 'throw') throw new Error(`wallet unreachable (${kind})`);
    if (fault === 'systemError') return gameWalletAnswer<T>('systemError', 'en', null);
    const result = apply();
    if (fault === 'lost') throw new Error(`answer lost (${kind})`);
    if (fault === 'hang') return new Promise<never>(() => {});
    return result;
  }

  /** The first answer of a known id with the same body, 7107 with another, 7108 for a rolled-back mark. */
  function known(id: string, fingerprint: string, kind: Kind): GameWalletEnvelope<unknown> | undefined {
    const seen = txs.get(id);
    if (!seen) return undefined;
    if (seen.kind === 'unknown' && kind !== 'rollback')
      return answer('transactionRolledBack', { balance: balanceOf(seen.playerId, seen.currency) });
    if (seen.fingerprint !== fingerprint)
      return answer('transactionConflict', { balance: balanceOf(seen.playerId, seen.currency) });
    return seen.answer;
  }

  function claimRound(roundId: string, playerId: number, currency: string): boolean {
    const owner = rounds.get(roundId);
    if (owner) return owner.playerId === playerId && owner.currency === currency;
    rounds.set(roundId, { playerId, currency });
    return true;
  }

  function store(
    id: string,
    kind: Kind,
    fingerprint: string,
    m: { playerId: number; currency: string },
    a: GameWalletEnvelope<unknown>,
    taken = 0,
  ) {
    txs.set(id, { kind, fingerprint, answer: a, taken, rolledBack: false, playerId: m.playerId, currency: m.currency });
    return a;
  }

  const move = (m: GameWalletDebit | GameWalletCredit, delta: number) => {
    const balance = balanceOf(m.playerId, m.currency) + delta;
    balances.set(slot(m.playerId, m.currency), balance);
    return { transactionId: m.transactionId, walletTransactionId: ++walletTx, balance };
  };

  const wallet: GameWallet = {
    async debit(m) {
      calls.push({ kind: 'debit', transactionId: m.transactionId, amount: m.amount });
      return faulted('debit', () => {
        const fp = JSON.stringify(['debit', m.playerId, m.currency, m.amount, m.roundId, m.gameId]);
        const seen = known(m.transactionId, fp, 'debit');
        if (seen) return seen as never;
        const balance = balanceOf(m.playerId, m.currency);
        if (!claimRound(m.roundId, m.playerId, m.currency))
          return store(m.transactionId, 'debit', fp, m, answer('roundMismatch', { balance })) as never;
        if (endedSessions.has(m.session))
          return store(m.transactionId, 'debit', fp, m, answer('sessionEnded', { balance })) as never;
        if (balance < m.amount)
          return store(m.transactionId, 'debit', fp, m, answer('insufficientFunds', { balance })) as never;
        return store(m.transactionId, 'debit', fp, m, answer('success', move(m, -m.amount)), m.amount) as never;
      });
    },
    async credit(m) {
      calls.push({ kind: 'credit', transactionId: m.transactionId, amount: m.amount });
      return faulted('credit', () => {
        const fp = JSON.stringify(['credit', m.playerId, m.currency, m.amount, m.roundId, m.gameId]);
        const seen = known(m.transactionId, fp, 'credit');
        if (seen) return seen as never;
        if (!claimRound(m.roundId, m.playerId, m.currency))
          return store(
            m.transactionId,
            'credit',
            fp,
            m,
            answer('roundMismatch', { balance: balanceOf(m.playerId, m.currency) }),
          ) as never;
        return store(m.transactionId, 'credit', fp, m, answer('success', move(m, m.amount))) as never;
      });
    },
    async rollback(m: GameWalletRollback) {
      calls.push({ kind: 'rollback', transactionId: m.transactionId });
      return faulted('rollback', () => {
        const fp = JSON.stringify(['rollback', m.playerId, m.currency, m.roundId, m.gameId, m.originalTransactionId]);
        const seen = known(m.transactionId, fp, 'rollback');
        if (seen) return seen as never;
        const balance = () => balanceOf(m.playerId, m.currency);
        const result = (rolledBack: boolean) => ({
          transactionId: m.transactionId,
          walletTransactionId: ++walletTx,
          balance: balance(),
          rolledBack,
        });
        const original = txs.get(m.originalTransactionId);
        if (!original) {
          txs.set(m.originalTransactionId, {
            kind: 'unknown',
            fingerprint: '',
            answer: answer('transactionRolledBack', null),
            taken: 0,
            rolledBack: true,
            playerId: m.playerId,
            currency: m.currency,
          });
          return store(m.transactionId, 'rollback', fp, m, answer('success', result(false))) as never;
        }
        if (original.kind !== 'debit' && original.kind !== 'unknown')
          return store(m.transactionId, 'rollback', fp, m, answer('notRollbackable', { balance: balance() })) as never;
        const refund = original.kind === 'debit' && !original.rolledBack && original.taken > 0;
        if (refund) {
          original.rolledBack = true;
          balances.set(
            slot(original.playerId, original.currency),
            balanceOf(original.playerId, original.currency) + original.taken,
          );
        }
        return store(m.transactionId, 'rollback', fp, m, answer('success', result(refund))) as never;
      });
    },
    async balance(q) {
      return gameWalletAnswer('success', 'en', { balance: balanceOf(q.playerId, q.currency) });
    },
  };

  return {
    wallet,
    calls,
    balanceOf,
    setBalance: (playerId: number, currency: string, amount: number) => balances.set(slot(playerId, currency), amount),
    endSession: (session: string) => endedSessions.add(session),
    /** Queues faults for the next calls of a kind. */
    fail: (kind: Kind, ...next: WalletFault[]) => faults[kind].push(...next),
  };
}

export type MemoryGameWallet = ReturnType<typeof createMemoryGameWallet>;
