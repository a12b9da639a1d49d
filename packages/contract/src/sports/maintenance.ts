import { z } from 'zod';
import { defineSportsCall } from './call.js';
import { sportsBodyFields } from './language.js';
import { sportsPaths } from './paths.js';

/**
 * The app server hands a standalone platform its maintenance windows (site and sports), the whole
 * list on every change and when it starts; the platform keeps the latest (`SportsMaintenance`).
 */
export const merchantMaintenance = defineSportsCall({
  path: sportsPaths.merchantMaintenance,
  body: sportsBodyFields.extend({
    windows: z.array(z.object({ startMs: z.number().int().min(0), endMs: z.number().int().min(0) })).max(100),
  }),
  response: z.boolean(),
  auth: 'merchant',
});
