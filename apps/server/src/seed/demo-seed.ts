import type { AppDatabase } from '../db/database.js';
import type { AccountRepository } from '../modules/account/account.repository.js';
import { hashPassword, type PasswordCost } from '../modules/account/password.js';
import type { OperationRepository } from '../modules/operation/operation.repository.js';
import type { WalletService } from '../modules/wallet/wallet.service.js';
import { DEFAULT_MENU_ORDER } from '../modules/operation/operation.service.js';

export const DEMO_PASSWORD = 'Demo#2026';

/** The demo logins every version keeps (README). */
export const demoAccounts = [
  // member01 also logs in by phone: +84 0900 000 001, its codes on /dev/sms-outbox.
  {
    userName: 'member01',
    role: 'member',
    nickName: 'Member 01',
    avatarId: 3,
    vipLevel: 2,
    mobile: '900000001',
    mobileArea: '84',
  },
  {
    userName: 'anchor01',
    role: 'anchor',
    nickName: 'Anchor 01',
    avatarId: 7,
    vipLevel: 5,
    mobile: null,
    mobileArea: null,
  },
  {
    userName: 'admin01',
    role: 'admin',
    nickName: 'Admin 01',
    avatarId: 1,
    vipLevel: 0,
    mobile: null,
    mobileArea: null,
  },
] as const;

/** Starting balances (minor units) of the demo member and anchor: 5,000,000 VND, 10,000 CNY, 1,000 USD. */
export const demoBalances = { VND: 500_000_000, CNY: 1_000_000, USD: 100_000 } as const;

/**
 * Seeds demo accounts and site content. Safe to run at every start: existing users (and their
 * passwords) are never changed, and content is added only to an empty table. Given the wallet, it
 * also funds the demo member and anchor (keyed transfers: replays after the first start).
 */
export async function seedDemo(
  db: AppDatabase,
  deps: {
    accounts: AccountRepository;
    operations: OperationRepository;
    wallet?: Pick<WalletService, 'transfer'>;
    cost?: PasswordCost;
    now?: () => number;
  },
): Promise<{ createdUsers: string[] }> {
  const now = deps.now ?? Date.now;
  const createdUsers: string[] = [];
  for (const a of demoAccounts) {
    if (await deps.accounts.findByUserName(a.userName)) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD, deps.cost);
    const { created } = await deps.accounts.insertIfAbsent(
      {
        userName: a.userName,
        passwordHash,
        role: a.role,
        nickName: a.nickName,
        avatarId: a.avatarId,
        vipLevel: a.vipLevel,
        regCurrency: 'VND',
        mobile: a.mobile,
        mobileArea: a.mobileArea,
        status: 1,
      },
      now(),
    );
    if (created) createdUsers.push(a.userName);
  }
  if (deps.wallet) await seedBalances(deps.accounts, deps.wallet);

  if ((await deps.operations.count()) === 0) {
    const t = now();
    await deps.operations.insert(
      {
        title: 'Scheduled maintenance',
        content: 'Sports betting pauses for a short upgrade on Sunday night.',
        status: 0,
        point: [0],
        startTime: t + 7 * 24 * 3600 * 1000,
        endTime: t + 7 * 24 * 3600 * 1000 + 2 * 3600 * 1000,
        sportsConfigVO: { gameOrder: DEFAULT_MENU_ORDER },
      },
      t,
    );
  }
  const bulletins = await db.selectFrom('bulletins').select('id').limit(1).execute();
  if (bulletins.length === 0) {
    await db
      .insertInto('bulletins')
      .values({ title: 'Welcome to Matchday', content: 'Sports, live rooms and games in one place.', createdAt: now() })
      .execute();
  }
  return { createdUsers };
}

/** Funds member01 and anchor01 from house cash; the fixed keys make every later start a replay. */
async function seedBalances(accounts: AccountRepository, wallet: Pick<WalletService, 'transfer'>): Promise<void> {
  const moves: Promise<unknown>[] = [];
  for (const userName of ['member01', 'anchor01'] as const) {
    const user = await accounts.findByUserName(userName);
    if (!user) continue;
    for (const [currency, amount] of Object.entries(demoBalances)) {
      const idempotencyKey = `seed:${userName}:${currency}`;
      moves.push(
        wallet.transfer({
          idempotencyKey,
          kind: 'seed',
          reference: idempotencyKey,
          from: { house: 'cash' },
          to: { member: user.id },
          amount,
          currency,
        }),
      );
    }
  }
  await Promise.all(moves);
}
