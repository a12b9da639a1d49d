import type { Generated } from 'kysely';

/** Table types of the app server's database (snake_case columns, camelCase through CamelCasePlugin). */
export interface UsersTable {
  id: Generated<number>;
  userName: string;
  passwordHash: string;
  role: 'member' | 'anchor' | 'admin';
  nickName: string | null;
  avatarId: number;
  vipLevel: number;
  regCurrency: string;
  mobile: string | null;
  mobileArea: string | null;
  /** 1 active, 2 banned. */
  status: number;
  /** The invite and referral codes the member registered with. */
  inviteCode: string | null;
  referCode: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface SessionsTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  deviceId: string | null;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

export interface SiteMaintenanceTable {
  id: Generated<number>;
  title: string;
  content: string;
  status: number;
  /** JSON array of points (0 = whole site). */
  points: string;
  startTime: number;
  endTime: number;
  /** JSON array: the logged-out menu order (spec §6). */
  gameOrder: string;
  updatedAt: number;
}

export interface BulletinsTable {
  id: Generated<number>;
  title: string;
  content: string;
  createdAt: number;
}

export interface SmsCodesTable {
  id: Generated<number>;
  /** `{countryCode}-{national number}`: one code at a time per key. */
  phoneKey: string;
  phone: string;
  codeHash: string;
  attempts: number;
  createdAt: number;
  expiresAt: number;
  consumedAt: number | null;
}

export interface MemberDevicesTable {
  id: Generated<number>;
  userId: number;
  deviceId: string;
  clientType: string;
  firstSeenAt: number;
  lastSeenAt: number;
  /** Null while a new device waits for its SMS check. */
  verifiedAt: number | null;
}

export interface DepositOrdersTable {
  id: Generated<number>;
  orderNo: string;
  userId: number;
  idempotencyKey: string;
  amount: number;
  currency: string;
  provider: string;
  providerRef: string | null;
  payUrl: string;
  /** pending, paid, failed, cancelled */
  status: string;
  createdAt: number;
  settledAt: number | null;
}

export interface SandboxPaymentsTable {
  providerRef: string;
  orderNo: string;
  userId: number;
  amount: number;
  currency: string;
  returnUrl: string;
  lang: string;
  status: string;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  userId: number;
  idempotencyKey: string;
  amount: number;
  currency: string;
  holder: string;
  bankName: string;
  accountNumber: string;
  /** pending, paid, rejected */
  status: string;
  reason: string | null;
  reviewerId: number | null;
  createdAt: number;
  reviewedAt: number | null;
}

export interface WithdrawAccountsTable {
  userId: number;
  holder: string;
  bankName: string;
  accountNumber: string;
  updatedAt: number;
}

export interface GamblingLimitsTable {
  id: Generated<number>;
  userId: number;
  kind: string;
  period: string;
  currency: string;
  amount: number | null;
  pendingSet: number;
  pendingAmount: number | null;
  pendingEffectiveAt: number | null;
  updatedAt: number;
}

export interface GamblingControlsTable {
  userId: number;
  realityCheckMinutes: number;
  timeoutUntil: number | null;
  selfExcludedUntil: number | null;
  updatedAt: number;
}

export interface AdminAuditTable {
  id: Generated<number>;
  adminId: number;
  action: string;
  targetUserId: number | null;
  /** JSON */
  detail: string;
  createdAt: number;
}

export interface BanLogsTable {
  id: Generated<number>;
  userId: number;
  /** 0 = every room (super admin only). */
  roomId: number;
  /** 1 mute, 2 ban. */
  banType: number;
  reason: string;
  operatorId: number;
  createdAt: number;
  expiresAt: number | null;
  liftedAt: number | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  siteMaintenance: SiteMaintenanceTable;
  bulletins: BulletinsTable;
  smsCodes: SmsCodesTable;
  memberDevices: MemberDevicesTable;
  depositOrders: DepositOrdersTable;
  withdrawals: WithdrawalsTable;
  sandboxPayments: SandboxPaymentsTable;
  withdrawAccounts: WithdrawAccountsTable;
  gamblingLimits: GamblingLimitsTable;
  gamblingControls: GamblingControlsTable;
  adminAudit: AdminAuditTable;
  banLogs: BanLogsTable;
  liveStreams: LiveStreamsTable;
  liveGifts: LiveGiftsTable;
  liveGiftPrices: LiveGiftPricesTable;
  liveGiftSends: LiveGiftSendsTable;
  chatRoomSettings: ChatRoomSettingsTable;
  liveStreamSessions: LiveStreamSessionsTable;
  liveRoomFees: LiveRoomFeesTable;
  livePushOrders: LivePushOrdersTable;
  liveFollowOrders: LiveFollowOrdersTable;
  presenterProfiles: PresenterProfilesTable;
  ledgerAccounts: LedgerAccountsTable;
  ledgerTransfers: LedgerTransfersTable;
  ledgerEntries: LedgerEntriesTable;
  betWalletMoves: BetWalletMovesTable;
  betRecords: BetRecordsTable;
}

/** A member's wallet in one currency, or a house account (the counter-side, may go negative). */
export interface LedgerAccountsTable {
  id: Generated<number>;
  ownerKind: 'member' | 'house';
  /** The user id; 0 for house accounts. */
  ownerId: number;
  /** The house account's name ('cash', 'bets', ...); '' for members. */
  name: string;
  currency: string;
  /** Integer minor units. */
  balance: number;
  updatedAt: number;
}

/** One movement (or its refusal), unique by idempotency key. */
export interface LedgerTransfersTable {
  id: Generated<number>;
  idempotencyKey: string;
  kind: string;
  reference: string;
  debitAccountId: number;
  creditAccountId: number;
  /** Integer minor units, > 0. */
  amount: number;
  currency: string;
  status: 'posted' | 'rejected';
  rejectReason: string | null;
  createdAt: number;
}

/** Append-only: two per posted transfer, −amount on the debit account and +amount on the credit account. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  transferId: number;
  accountId: number;
  amount: number;
  balanceAfter: number;
  createdAt: number;
}

/** An anchor's stream; status 0 scheduled, 1 ready, 2 live, 3 ended, 4 cancelled. */
export interface LiveStreamsTable {
  id: Generated<number>;
  presenterId: number;
  title: string;
  coverTagId: number | null;
  status: number;
  sportId: number | null;
  matchId: number | null;
  fbId: number | null;
  /** Entry fee in minor units (a later slice charges it); null or 0 = free. */
  feeAmount: number | null;
  /** Public: the stream's name in player URLs and in the RTMP path. */
  playbackName: string;
  /** Secret: shown to its anchor and super admins, checked on every publish. */
  streamKey: string;
  /** Defaults to 0. */
  peakViewers: Generated<number>;
  scheduledAt: number | null;
  startedAt: number | null;
  endedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

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

/** A room's own chat rules (modules/live-chat); `shieldedWords` is a JSON array of strings. */
export interface ChatRoomSettingsTable {
  streamId: number;
  slowModeSeconds: number;
  shieldedWords: string;
  updatedAt: number;
}

/** One spell on air of a stream: from the publish that put it live to the unpublish or stop (null while on air). */
export interface LiveStreamSessionsTable {
  id: Generated<number>;
  streamId: number;
  presenterId: number;
  startedAt: number;
  endedAt: number | null;
}

/** A member's entry fee for one stream (debitKey: member → house room-fees; shareKey: house room-fees → anchor). */
export interface LiveRoomFeesTable {
  id: Generated<number>;
  streamId: number;
  memberId: number;
  presenterId: number;
  /** The attempt's client key; a new key may retry only after a rejection. */
  requestKey: string;
  currency: string;
  amount: number;
  anchorShare: number;
  debitKey: string;
  shareKey: string;
  status: 'pending' | 'posted' | 'rejected';
  createdAt: number;
  updatedAt: number;
}

/** A bet an anchor recommended to a room. */
export interface LivePushOrdersTable {
  id: Generated<number>;
  streamId: number;
  presenterId: number;
  sportId: number;
  matchId: number;
  marketId: number;
  optionType: number;
  /** European odds × 10,000 (exact). */
  oddsE4: number;
  matchName: string;
  marketName: string;
  optionName: string;
  note: string;
  createdAt: number;
}

/** A viewer's sports bet placed on a recommended bet (one per member and bet). */
export interface LiveFollowOrdersTable {
  id: Generated<number>;
  pushOrderId: number;
  userId: number;
  /** The sports platform's order id, as its bet record holds it. */
  orderId: string;
  currency: string;
  /** The bet record's stake, minor units. */
  stake: number;
  createdAt: number;
}

/** An anchor's bio and room notice (nickname and avatar are on users). */
export interface PresenterProfilesTable {
  userId: number;
  introduction: string;
  notice: string;
  updatedAt: number;
}

/** A movement the bet wallet applied (modules/bet-wallet), once per wallet key; bet records are derived from these. */
export interface BetWalletMovesTable {
  id: Generated<number>;
  walletKey: string;
  source: string;
  orderId: string;
  userId: number;
  currency: string;
  /** stake, reversal (debits); payout, refund, cashOut (credits). */
  kind: string;
  /** Minor units; 0 only for a losing settlement, which moves nothing. */
  amount: number;
  /** The bet's state a credit reported; null on debits. */
  betState: string | null;
  /** The stake's title and placing time; null on other moves. */
  title: string | null;
  placedAt: number | null;
  at: number;
  createdAt: number;
}

/** One bet of a member per (source, orderId), as the bet summary shows it. */
export interface BetRecordsTable {
  id: Generated<number>;
  source: string;
  orderId: string;
  userId: number;
  currency: string;
  title: string;
  /** Minor units taken as stakes. */
  stake: number;
  /** Minor units given back (payouts, refunds, cash-outs less reversals); null while nothing came back. */
  payout: number | null;
  /** open, settled, rejected, cancelled. */
  state: string;
  placedAt: number;
  settledAt: number | null;
  updatedAt: number;
}
