import type { AppDatabase } from '../../db/database.js';

export interface DeviceRow {
  deviceId: string;
  lastSeenAt: number;
  verifiedAt: number | null;
}

/** The devices a member logged in from; a device counts as known once verified. */
export function createDeviceRepository(db: AppDatabase) {
  return {
    find: (userId: number, deviceId: string) =>
      db
        .selectFrom('memberDevices')
        .select(['deviceId', 'lastSeenAt', 'verifiedAt'])
        .where('userId', '=', userId)
        .where('deviceId', '=', deviceId)
        .executeTakeFirst() as Promise<DeviceRow | undefined>,

    countVerified: async (userId: number) =>
      Number(
        (
          await db
            .selectFrom('memberDevices')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('userId', '=', userId)
            .where('verifiedAt', 'is not', null)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    listVerified: (userId: number) =>
      db
        .selectFrom('memberDevices')
        .select(['deviceId', 'lastSeenAt', 'verifiedAt'])
        .where('userId', '=', userId)
        .where('verifiedAt', 'is not', null)
        .orderBy('lastSeenAt', 'desc')
        .execute() as Promise<DeviceRow[]>,

    /** Records a sighting; `verified` marks the device trusted (never un-trusts one). */
    async touch(userId: number, deviceId: string, clientType: string, at: number, verified: boolean): Promise<void> {
      await db
        .insertInto('memberDevices')
        .values({ userId, deviceId, clientType, firstSeenAt: at, lastSeenAt: at, verifiedAt: verified ? at : null })
        .onConflict((oc) =>
          oc.columns(['userId', 'deviceId']).doUpdateSet((eb) => ({
            lastSeenAt: at,
            ...(verified ? { verifiedAt: eb.fn.coalesce('memberDevices.verifiedAt', eb.val(at)) } : {}),
          })),
        )
        .execute();
    },
  };
}
export type DeviceRepository = ReturnType<typeof createDeviceRepository>;
