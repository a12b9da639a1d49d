import { merchantMaintenance, merchantMaintenanceAnnounce, type SportsMaintenance } from '@matchday/contract';
import type { PlatformClient } from '../platform-client.js';

/**
 * SportsMaintenance over a standalone platform's signed `/merchant/v1/maintenance` and `/announce`;
 * a failure is reported, then thrown.
 */
export function createHttpSportsMaintenance(
  client: PlatformClient,
  onFailure: (detail: string) => void,
): SportsMaintenance {
  const send = async (path: string, body: object, what: string) => {
    try {
      const answer = (await client.merchant(path, body)) as { code?: number };
      if (answer?.code !== 0) throw new Error(`answered code ${String(answer?.code)}`);
    } catch (err) {
      onFailure(`sports platform ${what} not delivered: ${err instanceof Error ? err.message : String(err)}`);
      throw err;
    }
  };
  return {
    setWindows: (windows) => send(merchantMaintenance.path, { windows: [...windows] }, 'maintenance windows'),
    announce: (notice) => send(merchantMaintenanceAnnounce.path, { ...notice }, 'maintenance bulletin'),
  };
}
