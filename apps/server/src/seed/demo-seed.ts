import type { AppDatabase } from '../db/database.js';
import type { AccountRepository } from '../modules/account/account.repository.js';
import { hashPassword, type PasswordCost } from '../modules/account/password.js';
import type { OperationRepository } from '../modules/operation/operation.repository.js';
import { DEFAULT_MENU_ORDER } from '../modules/operation/operation.service.js';

export const DEMO_PASSWORD = 'Demo#2026';

/** The demo logins every version keeps (README). */
export const demoAccounts = [
  { userName: 'member01', role: 'member', nickName: 'Member 01', avatarId: 3, vipLevel: 2 },
  { userName: 'anchor01', role: 'anchor', nickName: 'Anchor 01', avatarId: 7, vipLevel: 5 },
  { userName: 'admin01', role: 'admin', nickName: 'Admin 01', avatarId: 1, vipLevel: 0 },
] as const;

/**
 * Seeds demo accounts and site content. Safe to run at every start: existing users (and their
 * passwords) are never changed, and content is added only to an empty table.
 */
export async function seedDemo(
  db: AppDatabase,
  deps: { accounts: AccountRepository; operations: OperationRepository; cost?: PasswordCost; now?: () => number },
): Promise<{ createdUsers: string[] }> {
  const now = deps.now ?? Date.now;
  const createdUsers: string[] = [];
  for (const a of demoAccounts) {
    if (await deps.accounts.findByUserName(a.userName)) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD, deps.cost);
    const { created } = await deps.accounts.insertIfAbsent(
      { userName: a.userName, passwordHash, role: a.role, nickName: a.nickName, avatarId: a.avatarId, vipLevel: a.vipLevel, regCurrency: 'VND', mobile: null, mobileArea: null, status: 1 },
      now(),
    );
    if (created) createdUsers.push(a.userName);
  }

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
    await db.insertInto('bulletins').values({ title: 'Welcome to Matchday', content: 'Sports, live rooms and games in one place.', createdAt: now() }).execute();
  }
  return { createdUsers };
}
