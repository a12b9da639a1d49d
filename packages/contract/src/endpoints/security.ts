import { z } from 'zod';
import { emptyBody } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { avatarIdField, countryCodeField, nickNameField, passwordField, phoneField, smsCodeField } from '../fields.js';
import { memberInfo } from './member.js';

/** The member centre's profile and security calls (issue "accounts"; not in spec §7). */
export const memberProfileUpdate = defineEndpoint({
  id: 'member.profile.update',
  method: 'POST',
  path: '/api/member/profile/update',
  access: 'member',
  summary: "Change the caller's nickname or avatar (1–10, or 0 for the default).",
  body: emptyBody.extend({
    nickName: nickNameField.optional(),
    avatarId: avatarIdField.optional(),
  }),
  response: memberInfo,
});

export const memberPasswordChange = defineEndpoint({
  id: 'member.security.password',
  method: 'POST',
  path: '/api/member/security/password',
  access: 'member',
  summary: 'Change the password; every other session of the member is logged out.',
  body: emptyBody.extend({ currentPassword: z.string().min(1).max(64), newPassword: passwordField }),
  response: z.object({ otherSessionsEnded: z.number().int() }),
});

export const memberPhoneBind = defineEndpoint({
  id: 'member.security.bindPhone',
  method: 'POST',
  path: '/api/member/security/bindPhone',
  access: 'member',
  summary: 'Bind or change the phone with a code sent by mobile-registerCheckByMobile.',
  body: emptyBody.extend({ countryCode: countryCodeField, mobile: phoneField, smsCode: smsCodeField }),
  response: memberInfo,
});
