import { z } from 'zod';
import { emptyBody } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

/** A balance in integer minor units (1/100 of the currency unit). */
export const walletBalance = z.object({
  currency: z.string(),
  currencyId: z.number().int(),
  balance: z.number().int(),
});

export const fundWalletMemberLocal = defineEndpoint({
  id: 'fund.wallet.member.local',
  method: 'POST',
  path: '/api/fund/wallet/member/local',
  access: 'member',
  summary: "The caller's wallet: the balance in the session currency and every currency held.",
  body: emptyBody,
  response: z.object({ balance: z.number().int(), currency: z.string(), wallets: z.array(walletBalance) }),
});

export const gameFundCollect = defineEndpoint({
  id: 'game.fund.collect',
  method: 'POST',
  path: '/api/game/fund/collect',
  access: 'member',
  summary: 'Bring money left in game wallets back to the main wallet.',
  body: emptyBody.extend({ idempotencyKey: z.string().min(8).max(64).optional() }),
  response: z.object({ collected: z.number().int(), balance: z.number().int() }),
});
