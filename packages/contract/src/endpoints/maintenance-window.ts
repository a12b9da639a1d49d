import { z } from 'zod';
import { maintenanceScope } from './operation.js';

const textIn = (max: number, message: string) => z.string().trim().min(1, { message }).max(max, { message });

/** One text per language the site speaks; every one is required, so no visitor sees an empty notice. */
const perLanguage = (max: number, message: string) =>
  z.object({
    en: textIn(max, message),
    'zh-cn': textIn(max, message),
    vi: textIn(max, message),
    th: textIn(max, message),
  });

/** What a super admin writes for a maintenance window (site or sports; a lobby or game later adds `targetId`). */
export const maintenanceWindowFields = {
  scope: maintenanceScope,
  titles: perLanguage(100, 'validation.maintenance.title'),
  contents: perLanguage(1000, 'validation.maintenance.content'),
  /** Epoch ms; the end must be after the start (and, checked by the server, still ahead). */
  startTime: z.number().int().min(0, { message: 'validation.maintenance.window' }),
  endTime: z.number().int().min(0, { message: 'validation.maintenance.window' }),
  /** Also publish a maintenance bulletin (the platform's notices) about it. */
  announce: z.boolean().default(false),
};

/** A maintenance window as the super admin centre lists it. */
export const maintenanceWindow = z.object({
  id: z.number().int(),
  scope: z.enum(['site', 'sports', 'lobby', 'game']),
  /** The lobby or game a lobby/game window covers; null for site and sports. */
  targetId: z.number().int().nullable(),
  titles: z.record(z.string(), z.string()),
  contents: z.record(z.string(), z.string()),
  startTime: z.number().int(),
  endTime: z.number().int(),
  /** When a super admin ended it early; null otherwise. */
  endedAt: z.number().int().nullable(),
  announce: z.boolean(),
  /** On now: started, not past its end, not ended. */
  active: z.boolean(),
  updatedAt: z.number().int(),
});
export type MaintenanceWindow = z.infer<typeof maintenanceWindow>;
