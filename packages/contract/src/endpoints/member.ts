import { z } from 'zod';
import { emptyBody } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { avatarIdField, roleField } from '../fields.js';

/** The logged-in user's info (spec §3 "User" and "Session"). */
export const memberInfo = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickName: z.string().nullable(),
  /** 1–10 are the avatar choices; 0 = the default avatar. */
  avatarId: avatarIdField,
  vipLevel: z.number().int().min(0).max(11),
  role: roleField,
  regCurrency: z.string(),
  currencyId: z.number().int(),
  /** Masked (core maskNumber), null when no phone is bound. */
  mobile: z.string().nullable(),
  mobileArea: z.string().nullable(),
  /** Header menu order for this user (spec §6). */
  menuOrder: z.array(z.string()),
  gameOrder: z.array(z.string()),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const memberGet = defineEndpoint({
  id: 'member.get',
  method: 'GET',
  path: '/api/member/get',
  access: 'member',
  summary: "The caller's own member info.",
  response: memberInfo,
});

export const memberRefreshIdentityCode = defineEndpoint({
  id: 'member.refreshIdentityCode',
  method: 'GET',
  path: '/api/member/refreshIdentityCode',
  access: 'member',
  summary: 'A fresh short-lived identity code the member can show to support.',
  response: z.object({ identityCode: z.string(), expiresAt: z.number().int() }),
});

export const memberDeviceGet = defineEndpoint({
  id: 'member.device.get',
  method: 'POST',
  path: '/api/member/device/get',
  access: 'member',
  summary: "The member's known devices. A body token never overrides the Authorization header here (spec §7).",
  tokenInHeaderOnly: true,
  body: emptyBody,
  response: z.array(z.object({ deviceId: z.string(), lastSeenAt: z.number().int(), current: z.boolean() })),
});
