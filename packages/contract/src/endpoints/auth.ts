import { z } from 'zod';
import { emptyBody } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { countryCodeField, passwordField, phoneField, smsCodeField, userNameField } from '../fields.js';

const base = '/api/user/auth';

/** Captcha/slider fields the client sends with account forms ("validate fields", spec §7). */
const validateFields = {
  validate: z.string().max(2048).optional(),
  captchaId: z.string().max(128).optional(),
};
const invite = { inviteCode: z.string().max(32).optional(), referCode: z.string().max(32).optional() };

/**
 * Login answer (spec §3). `state` set: the login dialog switches to the vtob page.
 * `loginState` 1 or 2 with `mobile` and `mobileArea`: a verification dialog must be passed first
 * (1 = new device, 2 = risk check); 0 = logged in. `accessToken` is short-lived (until
 * `accessExpiresAt`); the session itself comes as the httpOnly cookie (`session-cookie.ts`), traded
 * for fresh access tokens by `authSessionRefresh`.
 */
export const loginResult = z.object({
  accessToken: z.string(),
  accessExpiresAt: z.number().int().optional(),
  state: z.string().nullable(),
  mobile: z.string().nullable(),
  mobileArea: z.string().nullable(),
  deviceId: z.string().nullable(),
  loginState: z.number().int().min(0).max(2),
});
export type LoginResult = z.infer<typeof loginResult>;

export const authAccountLoginV2 = defineEndpoint({
  id: 'auth.accountLogin',
  method: 'POST',
  path: `${base}/account-login/v2`,
  access: 'visitor',
  summary:
    'Log in by user name and password. 10 failures lock the account for 30 minutes (accountLocked); phone login lifts the lock at once. An address is stopped after 5 failures on one account or 20 in all (rateLimited).',
  body: emptyBody.extend({ userName: userNameField, password: z.string().min(1).max(64), ...validateFields }),
  response: loginResult,
});

export const authLoginCheck = defineEndpoint({
  id: 'auth.loginCheck',
  method: 'POST',
  path: `${base}/loginCheck`,
  access: 'visitor',
  summary: 'Pass the login verification with an SMS code; success is code 200.',
  body: emptyBody.extend({
    mobile: z.string().max(32),
    smsCode: smsCodeField,
    actionType: z.number().int().min(1).max(9),
    userName: userNameField,
  }),
  response: loginResult,
});

export const authAccountRegister = defineEndpoint({
  id: 'auth.accountRegister',
  method: 'POST',
  path: `${base}/account-register`,
  access: 'visitor',
  summary: 'Register by user name and password (18+ confirmed).',
  body: emptyBody.extend({
    userName: userNameField,
    password: passwordField,
    countryCode: countryCodeField.optional(),
    regDomain: z.string().max(253).optional(),
    ageConfirmed: z.literal(true, { message: 'validation.age.confirm' }),
    ...invite,
    ...validateFields,
  }),
  response: loginResult,
});

export const authMobileLogin = defineEndpoint({
  id: 'auth.mobileLogin',
  method: 'POST',
  path: `${base}/mobile-login`,
  access: 'visitor',
  summary:
    'Log in by phone and SMS code; it also lifts a password lock on the account. A phone with no account answers notFound only to a right code, which stays valid for mobile-register.',
  body: emptyBody.extend({ mobile: phoneField, smsCode: smsCodeField, countryCode: countryCodeField, ...invite }),
  response: loginResult,
});

export const authMobileRegister = defineEndpoint({
  id: 'auth.mobileRegister',
  method: 'POST',
  path: `${base}/mobile-register`,
  access: 'visitor',
  summary: 'Register by phone and SMS code (18+ confirmed).',
  body: emptyBody.extend({
    mobile: phoneField,
    smsCode: smsCodeField,
    countryCode: countryCodeField,
    userName: userNameField,
    regDomain: z.string().max(253).optional(),
    mobileCode: z.string().max(8).optional(),
    ageConfirmed: z.literal(true, { message: 'validation.age.confirm' }),
    ...invite,
  }),
  response: loginResult,
});

export const authMobileRegisterCheckByMobile = defineEndpoint({
  id: 'auth.mobileRegisterCheckByMobile',
  method: 'GET',
  path: `${base}/mobile-registerCheckByMobile/:phone/:phoneCode`,
  access: 'visitor',
  summary:
    'Send an SMS code to a phone (phoneCode = country code), for login or registration: the answer is the same whether the phone has an account or not. Limits: 5 per phone, 10 per address and the site ceiling an hour.',
  params: z.object({ phone: phoneField, phoneCode: z.string().regex(/^\d{1,4}$/) }),
  response: z.object({ resendAfterSeconds: z.number().int() }),
});

export const authMobileRegisterCheckByCode = defineEndpoint({
  id: 'auth.mobileRegisterCheckByCode',
  method: 'GET',
  path: `${base}/mobile-registerCheckByCode/:phone/:code`,
  access: 'visitor',
  summary: 'Check an SMS code without consuming it.',
  params: z.object({ phone: phoneField, code: smsCodeField }),
  response: z.object({ valid: z.boolean() }),
});

export const authMobileRegisterCreatName = defineEndpoint({
  id: 'auth.mobileRegisterCreatName',
  method: 'GET',
  path: `${base}/mobile-registerCreatName`,
  access: 'visitor',
  summary: 'A free user name suggestion for phone registration.',
  response: z.object({ userName: z.string() }),
});

export const authLogout = defineEndpoint({
  id: 'auth.logout',
  method: 'POST',
  path: `${base}/logout`,
  access: 'member',
  summary: 'End the current session (its access tokens and sports tokens with it) and clear its cookie.',
  body: emptyBody,
  response: z.null(),
});

export const userAuthGetVerificationDomainType = defineEndpoint({
  id: 'auth.verificationDomainType',
  method: 'GET',
  path: `${base}/get/verification/domainType`,
  access: 'visitor',
  summary: 'Which human check the login forms use for this domain (0 none, 1 slider, 2 captcha).',
  query: z.object({ domain: z.string().max(253).optional() }),
  response: z.object({ domainType: z.number().int().min(0).max(2) }),
});
