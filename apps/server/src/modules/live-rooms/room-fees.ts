import { streamStatusCodes as S, type RoomFee } from '@matchday/contract';
import { formatMoneyIn } from '@matchday/core';
import { AppError } from '../../http/app-error.js';
import { anchorShareOf } from '../live-gifts/index.js';
import type { LiveStreamService, StreamEntry } from '../live/index.js';
import type { Caller } from '../../http/caller.js';
import type { WalletService } from '../wallet/index.js';
import type { RoomFeeRepository, RoomFeeRow } from './room-fee.repository.js';

/** The house account that takes entry fees and pays the anchors' shares out. */
export const ROOM_FEE_HOUSE_ACCOUNT = 'room-fees';
/** The anchor's part of an entry fee, in basis points: half, as for the starting gift catalogue. */
export const ROOM_FEE_ANCHOR_SHARE_BP = 5000;

const OPEN: readonly number[] = [S.scheduled, S.ready, S.live];

/** The two ledger keys of one attempt; a retry with the same request key reuses them. */
export function roomFeeKeys(memberId: number, requestKey: string): { debitKey: string; shareKey: string } {
  const debitKey = `room-fee:${memberId}:${requestKey}`;
  return { debitKey, shareKey: `${debitKey}:share` };
}

export interface RoomFeesDeps {
  repo: RoomFeeRepository;
  /** The responsible-gambling guarded wallet: a break or self-exclusion stops the debit. */
  wallet: WalletService;
  streams: Pick<LiveStreamService, 'entry'>;
  now?: () => number;
}

/**
 * Paid rooms: a member pays a stream's entry fee once, as two keyed transfers (member → house
 * room-fees for the fee; house → anchor for the share), so retries and concurrent twins pay once.
 * The kind is `gift`: the wallet's kinds are fixed, and the guard treats room spending like gifts.
 */
export function createRoomFees(deps: RoomFeesDeps) {
  const { repo, wallet } = deps;
  const now = deps.now ?? Date.now;
  const exempt = (caller: Caller, entry: StreamEntry) => caller.role === 'admin' || caller.userId === entry.presenterId;
  const insufficient = (row: RoomFeeRow) =>
    new AppError('insufficientFunds', 'live.fee.insufficientFunds', null, { currency: row.currency });

  async function payAnchor(row: RoomFeeRow): Promise<void> {
    if (row.anchorShare === 0) return;
    await wallet.transfer({
      idempotencyKey: row.shareKey,
      kind: 'gift',
      reference: `room-fee:${row.id}`,
      from: { house: ROOM_FEE_HOUSE_ACCOUNT },
      to: { member: row.presenterId },
      amount: row.anchorShare,
      currency: row.currency,
    });
  }

  /** Finishes a claimed attempt: debit, share, settle; the answer carries the balance right after. */
  async function complete(row: RoomFeeRow) {
    const answer = (balance: number) => ({ paid: true, amount: row.amount, currency: row.currency, balance });
    if (row.status === 'posted') return answer(await wallet.balance(row.memberId, row.currency));
    if (row.status === 'rejected') throw insufficient(row);
    const debit = await wallet.transfer({
      idempotencyKey: row.debitKey,
      kind: 'gift',
      reference: `room-fee:${row.id}`,
      from: { member: row.memberId },
      to: { house: ROOM_FEE_HOUSE_ACCOUNT },
      amount: row.amount,
      currency: row.currency,
    });
    if (debit.status === 'rejected') {
      await repo.settle(row.id, 'rejected', now());
      throw insufficient(row);
    }
    await payAnchor(row);
    await repo.settle(row.id, 'posted', now());
    return answer(
      debit.balances.find((b) => b.userId === row.memberId)?.balance ??
        (await wallet.balance(row.memberId, row.currency)),
    );
  }

  const priced = (entry: StreamEntry, memberId: number, requestKey: string) => ({
    requestKey,
    amount: entry.feeAmount,
    anchorShare: anchorShareOf(entry.feeAmount, ROOM_FEE_ANCHOR_SHARE_BP),
    currency: entry.currency,
    ...roomFeeKeys(memberId, requestKey),
  });

  /** The member pays what they were shown or nothing: a fee changed since is refused with the fee now. */
  function assertAgreed(agreed: number, price: { amount: number; currency: string }) {
    if (agreed !== price.amount)
      throw new AppError(
        'priceChanged',
        'live.fee.changed',
        { amount: price.amount, currency: price.currency },
        { amount: (lang: string) => formatMoneyIn(price.amount, price.currency, lang) },
      );
  }

  function assertPayable(caller: Caller, entry: StreamEntry) {
    if (entry.feeAmount <= 0) throw new AppError('conflict', 'live.fee.free');
    if (caller.userId === entry.presenterId) throw new AppError('conflict', 'live.fee.ownRoom');
    if (caller.role === 'admin') throw new AppError('conflict');
    if (!OPEN.includes(entry.status)) throw new AppError('conflict', 'live.streamClosed');
  }

  return {
    hasPaid: (streamId: number, memberId: number) => repo.hasPaid(streamId, memberId),

    async status(caller: Caller, streamId: number): Promise<RoomFee> {
      const entry = await deps.streams.entry(streamId);
      const isFee = entry.feeAmount > 0;
      const paid = !isFee || exempt(caller, entry) || (await repo.hasPaid(streamId, caller.userId));
      return { isFee, paid, amount: entry.feeAmount, currency: entry.currency };
    },

    /**
     * Pays `amount`, the fee the member was shown: the fee charged is the one compared with it, so
     * an anchor's change in between is refused (priceChanged) rather than charged.
     */
    async pay(caller: Caller, input: { streamId: number; idempotencyKey: string; amount: number }) {
      const earlier = await repo.find(input.streamId, caller.userId);
      // A payment already made answers as paid, whatever the key: one fee per member and stream.
      if (earlier?.status === 'posted') return complete(earlier);
      const entry = await deps.streams.entry(input.streamId);
      // An unfinished attempt (refused by the guard, or cut by a crash) still needs an open room, at the price it was claimed at.
      if (earlier?.status === 'pending') {
        if (!OPEN.includes(entry.status)) throw new AppError('conflict', 'live.streamClosed');
        assertAgreed(input.amount, earlier);
        return complete(earlier);
      }
      if (earlier?.status === 'rejected') {
        if (earlier.requestKey === input.idempotencyKey) throw insufficient(earlier);
        assertPayable(caller, entry);
        assertAgreed(input.amount, { amount: entry.feeAmount, currency: entry.currency });
        if ((await repo.retry(earlier.id, priced(entry, caller.userId, input.idempotencyKey), now())) === 'keyInUse')
          throw new AppError('idempotencyConflict');
        return complete(await repo.byId(earlier.id));
      }
      assertPayable(caller, entry);
      assertAgreed(input.amount, { amount: entry.feeAmount, currency: entry.currency });
      const t = now();
      const row = await repo.claim({
        streamId: entry.id,
        memberId: caller.userId,
        presenterId: entry.presenterId,
        ...priced(entry, caller.userId, input.idempotencyKey),
        status: 'pending',
        createdAt: t,
        updatedAt: t,
      });
      if (!row) throw new AppError('idempotencyConflict');
      return complete(row);
    },

    /** After a crash between the debit and the share: pays the missing shares of the last `since` ms. */
    async reconcile(since: number): Promise<number> {
      let settled = 0;
      for (const row of await repo.pendingWithDebit(since)) {
        if (row.debitStatus === null) continue;
        if (row.debitStatus === 'posted') await payAnchor(row);
        if (await repo.settle(row.id, row.debitStatus === 'posted' ? 'posted' : 'rejected', now())) settled++;
      }
      return settled;
    },
  };
}
export type RoomFees = ReturnType<typeof createRoomFees>;
