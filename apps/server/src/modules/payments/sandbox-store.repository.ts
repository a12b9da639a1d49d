import type { AppDatabase } from '../../db/database.js';
import type { SandboxPayment, SandboxStore } from './sandbox-payment-provider.js';

/** The sandbox's records in their own table, so its pages survive a restart. */
export function createSandboxStore(db: AppDatabase): SandboxStore {
  return {
    get: (providerRef) =>
      db.selectFrom('sandboxPayments').selectAll().where('providerRef', '=', providerRef).executeTakeFirst() as Promise<
        SandboxPayment | undefined
      >,
    async put(p) {
      const row = {
        providerRef: p.providerRef,
        orderNo: p.orderNo,
        userId: p.userId,
        amount: p.amount,
        currency: p.currency,
        returnUrl: p.returnUrl,
        lang: p.lang,
        status: p.status,
      };
      await db
        .insertInto('sandboxPayments')
        .values(row)
        .onConflict((oc) => oc.column('providerRef').doUpdateSet({ status: p.status }))
        .execute();
    },
  };
}
