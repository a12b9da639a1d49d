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

/**
 * Where a maintenance window applies, as its `point`: 0 the whole site, 1 sports. A lobby (2) or a
 * game (3) window will name its lobby or game in `targetId`; the table and the calls already carry it.
 */
export const maintenancePoints = { site: 0, sports: 1, lobby: 2, game: 3 } as const;
export const maintenanceScope = z.enum(['site', 'sports']);
export type MaintenanceScope = z.infer<typeof maintenanceScope>;

/** The menu keys a super admin can order (spec §6 `gameOrder`); the web draws each by its key. */
export const menuKey = z.enum(['home', 'sports', 'live', 'casino', 'promotions']);

export const siteMainQueryDetail = defineEndpoint({
  id: 'operation.siteMain.queryDetail',
  method: 'POST',
  path: '/api/operation/siteMain/queryDetail',
  access: 'visitor',
  summary:
    "The maintenance window at a point (0 = whole site, 1 = sports): the one on now (status 1), else the next scheduled (status 0), each in the caller's language; with none, id 0 and status 0. `sportsConfigVO.gameOrder` always carries the logged-out menu order.",
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

/**
 * The calls the app server refuses with `siteMaintenance` while site maintenance is on: each moves
 * money or launches play. Payment providers' callbacks still land; reading stays open. Sports bets
 * are refused by the sports platform itself (code 8), which hears of the site window too.
 */
export const refusedDuringSiteMaintenance: ReadonlySet<string> = new Set([
  'fund.deposit.create',
  'fund.withdraw.request',
  'game.fund.collect',
  'game.bet.singleWallet.jump',
  'live.gift.profit.save',
  'live.relation.fee',
  'member.invite.drawAward',
]);
