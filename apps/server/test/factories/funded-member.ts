import type { FastifyInstance } from 'fastify';
import { createAccountRepository } from '../../src/modules/account/account.repository.js';

/** A new VND member holding `vnd` minor units, deposited from the house's cash account. */
export async function fundedMember(app: FastifyInstance, userName: string, vnd: number): Promise<number> {
  const { id } = await createAccountRepository(app.services.db).insertIfAbsent(
    {
      userName,
      passwordHash: 'x',
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
  await app.services.wallet.transfer({
    idempotencyKey: `test-deposit:${userName}`,
    kind: 'deposit',
    reference: 'test',
    from: { house: 'cash' },
    to: { member: id },
    amount: vnd,
    currency: 'VND',
  });
  return id;
}
