import { merchantMaintenance, type SportsMaintenance } from '@matchday/contract';
import type { PlatformClient } from '../platform-client.js';

/** SportsMaintenance over a standalone platform's signed `/merchant/v1/maintenance`; a failure is reported, then thrown. */
export function createHttpSportsMaintenance(
  client: PlatformClient,
  onFailure: (detail: string) => void,
): SportsMaintenance {
  return {
    async setWindows(windows) {
      try {
        const answer = (await client.merchant(merchantMaintenance.path, { windows: [...windows] })) as {
          code?: number;
        };
        if (answer?.code !== 0) throw new Error(`answered code ${String(answer?.code)}`);
      } catch (err) {
        onFailure(
          `sports platform maintenance windows not delivered: ${err instanceof Error ? err.message : String(err)}`,
        );
        throw err;
      }
    },
  };
}
