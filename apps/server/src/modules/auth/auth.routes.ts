import { clientTypeFromUserAgent, isValidDeviceId } from '@matchday/core';
import {
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
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { SessionService } from '../session/index.js';
import { assertPhone, type SmsCodeService } from '../sms/index.js';
import type { AuthService, ClientInfo } from './auth.service.js';

/** The device id the client sends in `deviceNo` (spec §9), kept only when its checksum holds. */
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

  registerEndpoint(app, deps, authMobileRegisterCheckByMobile, async ({ params, lang }) => {
    assertPhone(params.phoneCode, params.phone, 'params.phone', lang);
    return auth.sendPhoneCode(params.phoneCode, params.phone, lang);
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
}
