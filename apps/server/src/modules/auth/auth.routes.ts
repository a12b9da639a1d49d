import { clientTypeFromUserAgent, isValidDeviceId } from '@matchday/core';
import {
  adminUserUnlockLogin,
  authAccountLoginV2,
  authAccountRegister,
  authLoginCheck,
  authLogout,
  authMobileLogin,
  authMobileRegister,
  authMobileRegisterCheckByCode,
  authMobileRegisterCheckByMobile,
  authMobileRegisterCreatName,
  authSessionRefresh,
  memberSecurityLogoutOthers,
} from '@matchday/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import { clearSessionCookie, hasCsrfHeader, sessionCookieOf, setSessionCookie } from '../../http/session-cookie.js';
import type { SessionService } from '../session/index.js';
import { assertPhone, type SmsCodeService } from '../sms/index.js';
import type { AuthService, ClientInfo, LoginOutcome } from './auth.service.js';

/** The super admin centre's audit trail (admin module), as auth records into it. */
export interface AuditTrail {
  record(entry: { adminId: number; action: string; targetUserId: number | null; detail: unknown }): Promise<void>;
}

/**
 * The device id the client sends in `deviceNo` (spec §9), kept only when its checksum holds; `req.ip`
 * is the client's address as TRUST_PROXY lets the proxies name it (http/fastify-app.ts).
 */
function clientOf(req: FastifyRequest, lang: string): ClientInfo {
  const device = req.headers.deviceno;
  return {
    ip: req.ip,
    deviceId: typeof device === 'string' && isValidDeviceId(device) ? device : null,
    clientType: clientTypeFromUserAgent(req.headers['user-agent'] ?? ''),
    lang,
  };
}

export interface AuthRouteOptions {
  sessions: Pick<SessionService, 'revoke' | 'revokeAllOf' | 'refresh'>;
  audit: AuditTrail;
  /** The session cookie is Secure on an https deployment (PUBLIC_URL). */
  secureCookies: boolean;
}

export function authRoutes(
  app: FastifyInstance,
  deps: RegistrarDeps,
  auth: AuthService,
  smsCodes: SmsCodeService,
  { sessions, audit, secureCookies }: AuthRouteOptions,
) {
  /** A login that opened a session sets its cookie; the answer carries only the short-lived access token. */
  const loggedIn = async (reply: FastifyReply, outcome: Promise<LoginOutcome>) => {
    const { result, session } = await outcome;
    if (session) setSessionCookie(reply, session.refreshToken, session.expiresAt, secureCookies);
    return result;
  };

  registerEndpoint(app, deps, authAccountLoginV2, ({ body, req, reply, lang }) =>
    loggedIn(reply, auth.loginByPassword(body, clientOf(req, lang))),
  );
  registerEndpoint(app, deps, authLoginCheck, ({ body, req, reply, lang }) =>
    loggedIn(reply, auth.verifyDevice(body, clientOf(req, lang))),
  );
  registerEndpoint(app, deps, authAccountRegister, ({ body, req, reply, lang }) =>
    loggedIn(reply, auth.register(body, clientOf(req, lang))),
  );

  registerEndpoint(app, deps, authLogout, async ({ caller, reply }) => {
    if (caller) await sessions.revoke(caller.sessionId, caller.userId);
    clearSessionCookie(reply, secureCookies);
    return null;
  });

  registerEndpoint(app, deps, authSessionRefresh, async ({ req, reply }) => {
    // Only our own page sends the header; a cross-site request cannot, so it never learns an access token.
    if (!hasCsrfHeader(req)) throw new AppError('forbidden');
    // Whatever the reason (no cookie, an ended or unknown session), the page's answer is the same: log in again.
    const token = sessionCookieOf(req);
    const outcome = token ? await sessions.refresh(token) : null;
    if (outcome?.kind !== 'valid') {
      clearSessionCookie(reply, secureCookies);
      throw new AppError('sessionExpired');
    }
    return { accessToken: outcome.accessToken, accessExpiresAt: outcome.accessExpiresAt };
  });

  registerEndpoint(app, deps, memberSecurityLogoutOthers, async ({ caller }) => ({
    otherSessionsEnded: await sessions.revokeAllOf(caller!.userId, caller!.sessionId),
  }));

  registerEndpoint(app, deps, authMobileRegisterCheckByMobile, async ({ params, req, lang }) => {
    assertPhone(params.phoneCode, params.phone, 'params.phone', lang);
    return auth.sendPhoneCode(params.phoneCode, params.phone, clientOf(req, lang));
  });
  registerEndpoint(app, deps, authMobileRegisterCheckByCode, async ({ params }) => ({
    valid: await smsCodes.check(params.phone, params.code),
  }));
  registerEndpoint(app, deps, authMobileRegisterCreatName, async () => ({ userName: await auth.suggestUserName() }));

  registerEndpoint(app, deps, authMobileLogin, async ({ body, req, reply, lang }) => {
    assertPhone(body.countryCode, body.mobile, 'body.mobile', lang);
    return loggedIn(reply, auth.loginByPhone(body, clientOf(req, lang)));
  });
  registerEndpoint(app, deps, authMobileRegister, async ({ body, req, reply, lang }) => {
    assertPhone(body.countryCode, body.mobile, 'body.mobile', lang);
    return loggedIn(reply, auth.registerByPhone(body, clientOf(req, lang)));
  });

  registerEndpoint(app, deps, adminUserUnlockLogin, async ({ caller, body }) => {
    const unlocked = await auth.unlockByOperator(body.userId);
    if (!unlocked) throw new AppError('notFound');
    await audit.record({
      adminId: caller!.userId,
      action: 'user.unlockLogin',
      targetUserId: body.userId,
      detail: { userName: unlocked.userName, wasLocked: unlocked.wasLocked },
    });
    return { wasLocked: unlocked.wasLocked };
  });
}
