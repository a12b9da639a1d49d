import { z } from 'zod';
import { clientBodyFields } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

/** Maintenance info (spec §3): status 1 and a point list including 0 means site maintenance. */
export const maintenanceInfo = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** 1 = active, 0 = inactive. */
  status: z.number().int(),
  /** Where it applies: 0 = whole site; other points are product areas (README). */
  point: z.array(z.number().int()),
  startTime: z.number().int(),
  endTime: z.number().int(),
  sportsConfigVO: z.object({ gameOrder: z.array(z.string()) }).nullable(),
});
export type MaintenanceInfo = z.infer<typeof maintenanceInfo>;

export const siteMainQueryDetail = defineEndpoint({
  id: 'operation.siteMain.queryDetail',
  method: 'POST',
  path: '/api/operation/siteMain/queryDetail',
  access: 'visitor',
  summary: 'Maintenance info for a point (0 = whole site) and the logged-out menu order.',
  body: clientBodyFields.extend({ point: z.number().int().min(0).max(99).default(0) }),
  response: maintenanceInfo.nullable(),
});

export const tutorialPopCustomerLink = defineEndpoint({
  id: 'operation.tutorial.popCustomerLink',
  method: 'POST',
  path: '/api/operation/tutorial/config/popCustomerLink',
  access: 'visitor',
  summary: 'Customer-service link shown in tutorials (spec: params only, response not read).',
  body: clientBodyFields,
  response: z.object({ url: z.string() }).nullable(),
});
