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
} from '@matchday/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { SessionService } from '../session/index.js';
import { assertPhone, type SmsCodeService } from '../sms/index.js';
import type { AuthService, ClientInfo } from './auth.service.js';

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

export function authRoutes(
  app: FastifyInstance,
  deps: RegistrarDeps,
  auth: AuthService,
  smsCodes: SmsCodeService,
  sessions: Pick<SessionService, 'revoke'>,
  audit: AuditTrail,
) {
  registerEndpoint(app, deps, authAccountLoginV2, ({ body, req, lang }) =>
    auth.loginByPassword(body, clientOf(req, lang)),
  );
  registerEndpoint(app, deps, authLoginCheck, ({ body, req, lang }) => auth.verifyDevice(body, clientOf(req, lang)));
  registerEndpoint(app, deps, authAccountRegister, ({ body, req, lang }) => auth.register(body, clientOf(req, lang)));

  registerEndpoint(app, deps, authLogout, async ({ caller }) => {
    if (caller) await sessions.revoke(caller.sessionId);
    return null;
  });

  registerEndpoint(app, deps, authMobileRegisterCheckByMobile, async ({ params, req, lang }) => {
    assertPhone(params.phoneCode, params.phone, 'params.phone', lang);
    return auth.sendPhoneCode(params.phoneCode, params.phone, clientOf(req, lang));
  });
  registerEndpoint(app, deps, authMobileRegisterCheckByCode, async ({ params }) => ({
    valid: await smsCodes.check(params.phone, params.code),
  }));
  registerEndpoint(app, deps, authMobileRegisterCreatName, async () => ({ userName: await auth.suggestUserName() }));

  registerEndpoint(app, deps, authMobileLogin, async ({ body, req, lang }) => {
    assertPhone(body.countryCode, body.mobile, 'body.mobile', lang);
    return auth.loginByPhone(body, clientOf(req, lang));
  });
  registerEndpoint(app, deps, authMobileRegister, async ({ body, req, lang }) => {
    assertPhone(body.countryCode, body.mobile, 'body.mobile', lang);
    return auth.registerByPhone(body, clientOf(req, lang));
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
