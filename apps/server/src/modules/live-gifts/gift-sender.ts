import { streamStatusCodes, type GiftSent } from '@matchday/contract';
import { publishEvent, type RealtimeBus } from '@matchday/realtime';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { AccountRepository } from '../account/index.js';
import type { LiveStreamService } from '../live/index.js';
import type { Caller } from '../../http/caller.js';
import type { WalletService } from '../wallet/index.js';
import type { GiftCatalogueRepository } from './gift-catalogue.repository.js';
import { anchorShareOf, sameSend, senderLabel, transferKeys } from './gift-rules.js';
import type { GiftSendRow, GiftSendsRepository } from './gift-sends.repository.js';

/** The house account that takes what viewers pay and pays the anchors' shares out. */
export const GIFT_HOUSE_ACCOUNT = 'gifts';

export interface SendGiftInput {
  streamId: number;
  giftId: number;
  count: number;
  requestKey: string;
}

export interface GiftSenderDeps {
  catalogue: GiftCatalogueRepository;
  sends: GiftSendsRepository;
  /** The responsible-gambling guarded wallet: a break or self-exclusion stops the debit. */
  wallet: WalletService;
  streams: Pick<LiveStreamService, 'info'>;
  accounts: Pick<AccountRepository, 'findById'>;
  bus: RealtimeBus;
  logger: FastifyBaseLogger;
  now?: () => number;
}

/**
 * Sending a gift: the send is claimed under (sender, requestKey), then two keyed transfers move the
 * money (sender → house gifts for price × count; house gifts → anchor for the share), so a retry
 * or a concurrent twin pays once. The room hears the gift once, from whichever call settles it.
 */
export function createGiftSender(deps: GiftSenderDeps) {
  const { catalogue, sends, wallet, bus, logger } = deps;
  const now = deps.now ?? Date.now;

  const view = (row: GiftSendRow, balance: number): GiftSent => ({
    id: row.id,
    streamId: row.streamId,
    giftId: row.giftId,
    count: row.count,
    amount: row.amount,
    currency: row.currency,
    balance,
    createdAt: row.createdAt,
  });

  const reference = (row: GiftSendRow) => `gift:${row.id}`;

  function debitSender(row: GiftSendRow) {
    return wallet.transfer({
      idempotencyKey: row.debitKey,
      kind: 'gift',
      reference: reference(row),
      from: { member: row.senderId },
      to: { house: GIFT_HOUSE_ACCOUNT },
      amount: row.amount,
      currency: row.currency,
    });
  }

  async function payAnchor(row: GiftSendRow): Promise<void> {
    if (row.anchorShare === 0) return;
    await wallet.transfer({
      idempotencyKey: row.shareKey,
      kind: 'gift',
      reference: reference(row),
      from: { house: GIFT_HOUSE_ACCOUNT },
      to: { member: row.presenterId },
      amount: row.anchorShare,
      currency: row.currency,
    });
  }

  async function announce(row: GiftSendRow, from: string) {
    const gift = await catalogue.byId(row.giftId);
    if (!gift) return;
    await publishEvent(bus, `room:${row.streamId}`, 'gift', {
      id: row.id,
      streamId: row.streamId,
      from,
      giftId: row.giftId,
      count: row.count,
      animation: gift.animation,
      tier: gift.tier,
      at: now(),
    }).catch((err: unknown) => logger.warn({ err, sendId: row.id }, 'gift push failed'));
  }

  const insufficient = () => new AppError('insufficientFunds', 'live.gift.insufficientFunds');

  /** Finishes a claimed send, or answers a finished one with its first outcome. */
  async function complete(
    row: GiftSendRow,
    sender: { id: number; nickName: string | null; userName: string },
  ): Promise<GiftSent> {
    if (row.status === 'rejected') throw insufficient();
    if (row.status === 'posted') return view(row, await wallet.balance(row.senderId, row.currency));
    const debit = await debitSender(row);
    if (debit.status === 'rejected') {
      await sends.settle(row.id, 'rejected');
      throw insufficient();
    }
    await payAnchor(row);
    if (await sends.settle(row.id, 'posted')) await announce(row, senderLabel(sender));
    const balance =
      debit.balances.find((b) => b.userId === row.senderId)?.balance ??
      (await wallet.balance(row.senderId, row.currency));
    return view(row, balance);
  }

  async function liveStreamOf(streamId: number, senderId: number) {
    const stream = await deps.streams.info(streamId, null);
    if (stream.presenterId === senderId) throw new AppError('forbidden', 'live.gift.ownStream');
    if (stream.status !== streamStatusCodes.live) throw new AppError('conflict', 'live.gift.notLive');
    return stream;
  }

  return {
    async send(caller: Caller, input: SendGiftInput): Promise<GiftSent> {
      const sender = await deps.accounts.findById(caller.userId);
      if (!sender) throw new AppError('notFound');
      const earlier = await sends.find(sender.id, input.requestKey);
      if (earlier) {
        if (!sameSend(earlier, input)) throw new AppError('idempotencyConflict');
        // A settled send answers its first outcome even off air; an unfinished one still needs the stream live.
        if (earlier.status === 'pending') await liveStreamOf(earlier.streamId, sender.id);
        return complete(earlier, sender);
      }
      const stream = await liveStreamOf(input.streamId, sender.id);
      const gift = await catalogue.onSaleById(input.giftId, sender.regCurrency);
      if (!gift) throw new AppError('notFound', 'live.gift.unavailable');
      const amount = gift.price * input.count;
      const row = await sends.claim({
        senderId: sender.id,
        requestKey: input.requestKey,
        presenterId: stream.presenterId,
        streamId: stream.id,
        giftId: gift.id,
        count: input.count,
        currency: gift.currency,
        amount,
        anchorShare: anchorShareOf(amount, gift.anchorShareBp),
        ...transferKeys(sender.id, input.requestKey),
        status: 'pending',
        createdAt: now(),
      });
      if (!sameSend(row, input)) throw new AppError('idempotencyConflict');
      return complete(row, sender);
    },

    /**
     * After a crash between the debit and the share: posts the missing share of every pending send
     * whose debit the ledger holds (and settles rejected ones). A send whose debit never happened
     * stays pending, moved no money, and completes if its sender retries with the same key.
     */
    async reconcile(since: number): Promise<number> {
      let settled = 0;
      for (const row of await sends.pendingWithDebit(since)) {
        if (row.debitStatus === null) continue;
        if (row.debitStatus === 'posted') await payAnchor(row);
        if (await sends.settle(row.id, row.debitStatus === 'posted' ? 'posted' : 'rejected')) settled++;
      }
      return settled;
    },
  };
}
export type GiftSender = ReturnType<typeof createGiftSender>;
