import type { AccountRepository, Passwords } from '../modules/account/index.js';
import type { LiveModule } from '../modules/live/index.js';
import type { OperationService } from '../modules/operation/index.js';
import type { WalletService } from '../modules/wallet/index.js';

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

/** Anchors besides anchor01 whose demo rooms are live after `npm start` (password Demo#2026). */
export const demoAnchors = [
  { userName: 'anchor02', nickName: 'Coach Minh', avatarId: 4 },
  { userName: 'anchor03', nickName: 'Lily Esports', avatarId: 9 },
] as const;

/** Starting balances (minor units) of the demo member and anchor: 5,000,000 VND, 10,000 CNY, 1,000 USD. */
export const demoBalances = { VND: 500_000_000, CNY: 1_000_000, USD: 100_000 } as const;

export interface DemoSeedDeps {
  accounts: Pick<AccountRepository, 'findByUserName' | 'insertIfAbsent'>;
  passwords: Pick<Passwords, 'hash'>;
  operations: Pick<OperationService, 'seedDemoContent'>;
  /** Funds the demo member and anchor. */
  wallet?: Pick<WalletService, 'transfer'>;
  /** The demo anchors' rooms. */
  live?: Pick<LiveModule, 'seedDemo'>;
  now?: () => number;
}

/**
 * Seeds demo accounts, balances, rooms and site notices through the modules that own them; app.ts
 * runs it outside prod, and in prod only with DEMO=on (the gift catalogue is product data, seeded
 * apart). Safe to run at every start: existing users (and their passwords) are never changed,
 * content is added only to empty tables, and the balances are keyed transfers (replays).
 */
export async function seedDemo(deps: DemoSeedDeps): Promise<{ createdUsers: string[] }> {
  const now = deps.now ?? Date.now;
  const createdUsers: string[] = [];
  const anchors = demoAnchors.map((a) => ({
    ...a,
    role: 'anchor' as const,
    vipLevel: 3,
    mobile: null,
    mobileArea: null,
  }));
  for (const a of [...demoAccounts, ...anchors]) {
    if (await deps.accounts.findByUserName(a.userName)) continue;
    const { created } = await deps.accounts.insertIfAbsent(
      {
        userName: a.userName,
        passwordHash: await deps.passwords.hash(DEMO_PASSWORD),
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
  await deps.operations.seedDemoContent();
  await deps.live?.seedDemo(async (userName) => (await deps.accounts.findByUserName(userName))?.id);
  return { createdUsers };
}

/** Funds member01 and anchor01 from house cash; the fixed keys make every later start a replay. */
async function seedBalances(
  accounts: Pick<AccountRepository, 'findByUserName'>,
  wallet: Pick<WalletService, 'transfer'>,
): Promise<void> {
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
