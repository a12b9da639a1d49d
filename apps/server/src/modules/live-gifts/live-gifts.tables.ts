import type { Generated } from 'kysely';

/** A catalogue gift; names per message language, `animation` is the web's CSS/SVG animation key. */
export interface LiveGiftsTable {
  id: Generated<number>;
  code: string;
  nameEn: string;
  nameZhCn: string;
  nameVi: string;
  nameTh: string;
  animation: string;
  /** 1 small … 4 full-screen with a banner. */
  tier: number;
  /** The anchor's share of what a viewer pays, in basis points (5000 = 50%). */
  anchorShareBp: number;
  sort: number;
  /** 1 on sale, 0 withdrawn (kept for the history). */
  active: number;
  createdAt: number;
  updatedAt: number;
}

/** A gift's price in one currency, integer minor units. */
export interface LiveGiftPricesTable {
  giftId: number;
  currency: string;
  price: number;
}

/** One gift send, claimed before its two ledger transfers (debitKey: sender → house gifts; shareKey: house gifts → anchor). */
export interface LiveGiftSendsTable {
  id: Generated<number>;
  senderId: number;
  requestKey: string;
  presenterId: number;
  streamId: number;
  giftId: number;
  count: number;
  currency: string;
  /** What the sender pays, minor units. */
  amount: number;
  anchorShare: number;
  debitKey: string;
  shareKey: string;
  /** pending (claimed), posted (both transfers done), rejected (insufficient funds). */
  status: 'pending' | 'posted' | 'rejected';
  createdAt: number;
}

/** The gift catalogue, its prices and the sends: this module's part of the app's `Database` (db/schema.ts). */
export interface LiveGiftsTables {
  liveGifts: LiveGiftsTable;
  liveGiftPrices: LiveGiftPricesTable;
  liveGiftSends: LiveGiftSendsTable;
}
