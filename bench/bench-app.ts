/** What the benches' app-server processes share: the real app on loopback, members seeded straight into `users`, and cleanup on stop. */
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createAccountRepository } from '../apps/server/src/modules/account/account.repository.js';

/** Listens on 127.0.0.1 at a free port and answers it. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A VND member no one logs in as (benches open sessions or issue tokens for it); answers its id. */
export async function seedBenchMember(app: FastifyInstance, userName: string): Promise<number> {
  const { id } = await createAccountRepository(app.services.db).insertIfAbsent(
    {
      userName,
      passwordHash: 'not-used',
      role: 'member',
      nickName: null,
      avatarId: 1,
      vipLevel: 0,
      regCurrency: 'VND',
      mobile: null,
      mobileArea: null,
      status: 1,
    },
    Date.now(),
  );
  return id;
}

/** The `stop` message: closes the app, removes its data dir and ends the process. */
export function stopBenchApp(app: FastifyInstance, dataDir: string): void {
  void app.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}
