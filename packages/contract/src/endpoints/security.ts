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

/**
 * The browser's session (issue 17 #9): the httpOnly cookie set at login (`session-cookie.ts`) is
 * traded here, under the auth path the cookie is scoped to, for a short-lived access token.
 */
export const authSessionRefresh = defineEndpoint({
  id: 'auth.sessionRefresh',
  method: 'POST',
  path: '/api/user/auth/session/refresh',
  access: 'visitor',
  summary:
    'A fresh short-lived access token for the session in the httpOnly cookie; requires the CSRF header (else forbidden). No cookie, or a session that ended, timed out or went idle: sessionExpired, and the cookie is cleared.',
  body: emptyBody,
  response: z.object({ accessToken: z.string(), accessExpiresAt: z.number().int() }),
});

export const memberSecurityLogoutOthers = defineEndpoint({
  id: 'member.security.logoutOthers',
  method: 'POST',
  path: '/api/member/security/logoutOthers',
  access: 'member',
  summary: 'Log out other devices: end every other session of the member, and the sports tokens issued in them.',
  body: emptyBody,
  response: z.object({ otherSessionsEnded: z.number().int().nonnegative() }),
});
