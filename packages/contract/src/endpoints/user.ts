import { z } from 'zod';
import { emptyBody, idParam, pageOf } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { avatarIdField, nickNameField } from '../fields.js';

/**
 * An anchor's public profile. `liveStatus` and `currentStreamId` describe their current stream:
 * the live one (2), else a ready one (1), else the soonest booked one (0); 3 and null when none is open.
 */
export const presenterInfo = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickName: z.string().nullable(),
  /** 1–10 are the avatar choices; 0 = the default avatar. */
  avatarId: avatarIdField,
  /** The anchor's bio. */
  introduction: z.string(),
  /** A short notice shown in their rooms (schedule, rules). */
  notice: z.string(),
  liveStatus: z.number().int().min(0).max(3),
  currentStreamId: z.number().int().nullable(),
});
export type PresenterInfo = z.infer<typeof presenterInfo>;

export const userPresenterGetInfo2 = defineEndpoint({
  id: 'user.presenter.getInfo2',
  method: 'GET',
  path: '/api/user/presenter/getInfo2/:id',
  access: 'visitor',
  summary: "An anchor's public profile.",
  params: z.object({ id: idParam }),
  response: presenterInfo,
});

export const userPresenterUpdate = defineEndpoint({
  id: 'user.presenter.update',
  method: 'PUT',
  path: '/api/user/presenter/update',
  access: 'anchor',
  summary: "Update the calling anchor's profile; absent fields stay as they are.",
  body: emptyBody.extend({
    nickName: nickNameField.optional(),
    avatarId: avatarIdField.optional(),
    introduction: z.string().trim().max(500, { message: 'validation.introduction.length' }).optional(),
    notice: z.string().trim().max(200, { message: 'validation.notice.length' }).optional(),
  }),
  response: presenterInfo,
});

/** A ban or mute in a live room (room 0 = every room, set by a super admin). */
export const banRecord = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  roomId: z.number().int(),
  /** 1 mute (cannot chat), 2 ban (cannot enter). */
  banType: z.number().int().min(1).max(2),
  reason: z.string(),
  operatorName: z.string(),
  createdAt: z.number().int(),
  expiresAt: z.number().int().nullable(),
  active: z.boolean(),
});

export const userBanLogList = defineEndpoint({
  id: 'user.banLog.list',
  method: 'POST',
  path: '/api/user/banLog/list',
  access: 'anchor',
  summary: 'Bans and mutes in the caller’s rooms (every room for a super admin).',
  body: emptyBody.extend({
    pageNum: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
    roomId: z.number().int().nonnegative().optional(),
    userName: z.string().max(32).optional(),
    active: z.boolean().optional(),
  }),
  response: pageOf(banRecord),
});

export const userBanLogBatchUntie = defineEndpoint({
  id: 'user.banLog.batchUntie',
  method: 'POST',
  path: '/api/user/banLog/batchUntie',
  access: 'anchor',
  summary: 'Lift several bans at once.',
  body: emptyBody.extend({ ids: z.array(z.number().int().positive()).min(1).max(200) }),
  response: z.object({ lifted: z.number().int() }),
});

export const userBanLogBanInfo = defineEndpoint({
  id: 'user.banLog.banInfo',
  method: 'POST',
  path: '/api/user/banLog/banInfo',
  access: 'member',
  summary: 'Whether the caller (or, for anchors, a user) is banned or muted in a room.',
  body: emptyBody.extend({ roomId: z.number().int().nonnegative(), userId: z.number().int().positive().optional() }),
  response: banRecord.nullable(),
});

export const userBanLogSave = defineEndpoint({
  id: 'user.banLog.save',
  method: 'POST',
  path: '/api/user/banLog/save',
  access: 'anchor',
  summary: 'Mute or ban a user in a room, for a time or until lifted.',
  body: emptyBody.extend({
    userId: z.number().int().positive(),
    roomId: z.number().int().nonnegative(),
    banType: z.number().int().min(1).max(2),
    reason: z.string().trim().min(1).max(200),
    durationMinutes: z.number().int().min(1).max(525600).nullable().default(null),
  }),
  response: banRecord,
});

export const userBanLogUpdate = defineEndpoint({
  id: 'user.banLog.update',
  method: 'PUT',
  path: '/api/user/banLog/update',
  access: 'anchor',
  summary: 'Change the reason or duration of a ban.',
  body: emptyBody.extend({
    id: z.number().int().positive(),
    reason: z.string().trim().min(1).max(200).optional(),
    durationMinutes: z.number().int().min(1).max(525600).nullable().optional(),
  }),
  response: banRecord,
});

export const userHomeBarList = defineEndpoint({
  id: 'user.home.bar.list',
  method: 'GET',
  path: '/api/user/home/bar/list',
  access: 'visitor',
  summary: 'The home menu bar: product areas in display order.',
  response: z.array(z.object({ key: z.string(), route: z.string(), sort: z.number().int(), hot: z.boolean() })),
});

export const userCountryCodeList = defineEndpoint({
  id: 'user.countrycode.list',
  method: 'GET',
  path: '/api/user/countrycode/list',
  access: 'visitor',
  summary: 'Country calling codes accepted for phone login and registration.',
  response: z.array(z.object({ countryCode: z.string(), iso: z.string().length(2), name: z.string() })),
});
