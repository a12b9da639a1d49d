import { z } from 'zod';
import { emptyBody } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { phoneField } from '../fields.js';

export const memberCustomerVipVipFont = defineEndpoint({
  id: 'member.customervip.vipFont',
  method: 'POST',
  path: '/api/member/customervip/vipFont',
  access: 'member',
  summary: "The member's VIP level, progress to the next level and benefits.",
  body: emptyBody,
  response: z.object({
    vipLevel: z.number().int().min(0).max(11),
    nextLevel: z.number().int().min(0).max(11).nullable(),
    progress: z.number().min(0).max(1),
    benefits: z.array(z.string()),
  }),
});

export const operationVipPhoneBackDailFont = defineEndpoint({
  id: 'operation.vipphoneback.dailFont',
  method: 'POST',
  path: '/api/operation/vipphoneback/dailFont',
  access: 'member',
  summary: 'Whether the VIP call-back service is open for this member, and its hours.',
  body: emptyBody,
  response: z.object({ available: z.boolean(), hours: z.string(), pending: z.boolean() }),
});

export const operationVipPhoneBackAdd = defineEndpoint({
  id: 'operation.vipphoneback.add',
  method: 'POST',
  path: '/api/operation/vipphoneback/add',
  access: 'member',
  summary: 'Ask a VIP manager to call the member back.',
  body: emptyBody.extend({
    mobile: phoneField,
    countryCode: z.string().regex(/^\+?\d{1,4}$/),
    preferredTime: z.string().max(64).optional(),
  }),
  response: z.object({ requestId: z.number().int() }),
});
