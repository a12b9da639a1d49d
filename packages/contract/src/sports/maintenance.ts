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

const noticeText = z.object({
  en: z.string().min(1).max(1000),
  'zh-cn': z.string().min(1).max(1000),
  vi: z.string().min(1).max(1000),
  th: z.string().min(1).max(1000),
});

/** A super admin announced a window: the platform publishes a pinned maintenance bulletin (kind 3). */
export const merchantMaintenanceAnnounce = defineSportsCall({
  path: sportsPaths.merchantMaintenanceAnnounce,
  body: sportsBodyFields.extend({ titles: noticeText, contents: noticeText }),
  response: z.boolean(),
  auth: 'merchant',
});
