import { z } from 'zod';
import { emptyBody } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { amountMinorField, walletCurrencyField } from '../fields.js';

/**
 * Responsible-gambling tools (issue "accounts"; not in spec §7). Limits are per currency over
 * rolling windows (day 24 h, week 7 days, month 30 days). Lowering applies at once; raising or
 * removing applies 24 hours later. Time-outs and self-exclusions cannot be shortened or lifted.
 */
export const limitKind = z.enum(['deposit', 'loss', 'wager']);
export const limitPeriod = z.enum(['day', 'week', 'month']);

export const gamblingLimit = z.object({
  kind: limitKind,
  period: limitPeriod,
  currency: z.string(),
  /** In force now; null = no limit. */
  amount: z.number().int().nullable(),
  /** A raise or removal waiting its 24 hours. */
  pending: z.object({ amount: z.number().int().nullable(), effectiveAt: z.number().int() }).nullable(),
  /** Used so far in the current window. */
  used: z.number().int(),
});

export const gamblingControls = z.object({
  limits: z.array(gamblingLimit),
  /** Minutes between reality checks; 0 = off. */
  realityCheckMinutes: z.number().int(),
  timeoutUntil: z.number().int().nullable(),
  selfExcludedUntil: z.number().int().nullable(),
});
export type GamblingControls = z.infer<typeof gamblingControls>;

export const memberRgGet = defineEndpoint({
  id: 'member.rg.get',
  method: 'GET',
  path: '/api/member/rg/get',
  access: 'member',
  summary: "The caller's limits, reality-check interval, time-out and self-exclusion.",
  response: gamblingControls,
});

export const memberRgLimitSave = defineEndpoint({
  id: 'member.rg.limit.save',
  method: 'POST',
  path: '/api/member/rg/limit/save',
  access: 'member',
  summary: 'Set, change or remove (amount null) one limit; a decrease applies at once, an increase after 24 hours.',
  body: emptyBody.extend({
    kind: limitKind,
    period: limitPeriod,
    currency: walletCurrencyField,
    amount: amountMinorField.nullable(),
  }),
  response: gamblingControls,
});

export const realityCheckChoices = [0, 15, 30, 45, 60, 90, 120] as const;

export const memberRgRealityCheckSave = defineEndpoint({
  id: 'member.rg.realityCheck.save',
  method: 'POST',
  path: '/api/member/rg/realityCheck/save',
  access: 'member',
  summary: 'How often the reality check appears (minutes; 0 turns it off).',
  body: emptyBody.extend({
    minutes: z
      .number()
      .int()
      .refine((m) => (realityCheckChoices as readonly number[]).includes(m), {
        message: 'validation.realityCheck.choice',
      }),
  }),
  response: gamblingControls,
});

export const memberRgRealityCheck = defineEndpoint({
  id: 'member.rg.realityCheck',
  method: 'GET',
  path: '/api/member/rg/realityCheck',
  access: 'member',
  summary: 'What the reality check shows: time logged in this session and its net result per currency.',
  response: z.object({
    sessionStartedAt: z.number().int(),
    minutesPlayed: z.number().int(),
    results: z.array(z.object({ currency: z.string(), wagered: z.number().int(), net: z.number().int() })),
  }),
});

export const memberRgTimeout = defineEndpoint({
  id: 'member.rg.timeout',
  method: 'POST',
  path: '/api/member/rg/timeout',
  access: 'member',
  summary: 'Take a break from 24 hours to 6 weeks: no bets, games, deposits or gifts until it ends.',
  body: emptyBody.extend({
    hours: z
      .number()
      .int()
      .min(24, { message: 'validation.timeout.range' })
      .max(1008, { message: 'validation.timeout.range' }),
  }),
  response: gamblingControls,
});

export const memberRgSelfExclude = defineEndpoint({
  id: 'member.rg.selfExclude',
  method: 'POST',
  path: '/api/member/rg/selfExclude',
  access: 'member',
  summary: 'Self-exclude for 6 months to 5 years; it cannot be undone early.',
  body: emptyBody.extend({
    months: z
      .number()
      .int()
      .min(6, { message: 'validation.selfExclusion.range' })
      .max(60, { message: 'validation.selfExclusion.range' }),
    confirm: z.literal(true, { message: 'validation.selfExclusion.confirm' }),
  }),
  response: gamblingControls,
});
