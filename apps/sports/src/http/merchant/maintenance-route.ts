import { merchantMaintenance, merchantMaintenanceAnnounce, type SportsMaintenance } from '@matchday/contract';
import type { MerchantVerifier } from '@matchday/contract/merchant-signature';
import type { FastifyInstance } from 'fastify';
import { registerMerchantCall } from './merchant-call.js';

/** `/merchant/v1/maintenance` and `/announce`: the app server's maintenance windows and bulletins, signed like every merchant call. */
export function maintenanceRoute(app: FastifyInstance, verify: MerchantVerifier, maintenance: SportsMaintenance): void {
  registerMerchantCall(app, verify, merchantMaintenance, async ({ windows }) => {
    await maintenance.setWindows(windows);
    return true;
  });
  registerMerchantCall(app, verify, merchantMaintenanceAnnounce, async ({ titles, contents }) => {
    await maintenance.announce({ titles, contents });
    return true;
  });
}
