import type { GamesDatabaseConfig } from '../db/database.js';
import { testDatabases } from '../db/test-database.test-support.js';
import type { GameMember } from '../wallet/round-wallet.js';
import { createMemoryGameWallet } from '../wallet/memory-game-wallet.test-support.js';
import { createGamesPlatform, type GamesPlatformConfig } from './create-games-platform.js';

export const CURRENCY = 'VND';

/** A member as the launch hands them to a game. */
export const memberOf = (id: number, session = `s${id}`): GameMember => ({ id, currency: CURRENCY, session });

/** A started platform on `database` with an in-memory protocol wallet holding `balances` (player id → minor units). */
export async function testGamesPlatform(
  database: GamesDatabaseConfig,
  balances: Record<number, number> = {},
  config: Partial<GamesPlatformConfig> = {},
) {
  const wallet = createMemoryGameWallet(
    Object.fromEntries(Object.entries(balances).map(([id, amount]) => [`${id}:${CURRENCY}`, amount])),
  );
  const platform = createGamesPlatform({
    wallet: wallet.wallet,
    database,
    recoverEveryMs: 0,
    walletTimeoutMs: 200,
    log: () => {},
    ...config,
  });
  await platform.start();
  return { platform, wallet, balance: (id: number) => wallet.balanceOf(id, CURRENCY) };
}

export { testDatabases };
