import { memberPasswordChange, memberPhoneBind, memberProfileUpdate, type MemberInfo } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { ProfileService } from './profile.service.js';

/** The member centre's profile and security: nickname and avatar, password, phone. */
export function profileRoutes(
  app: FastifyInstance,
  deps: RegistrarDeps,
  svc: { profiles: ProfileService; memberInfo: (userId: number) => Promise<MemberInfo> },
) {
  registerEndpoint(app, deps, memberProfileUpdate, async ({ caller, body, lang }) => {
    await svc.profiles.changeLook(caller!, body, lang);
    return svc.memberInfo(caller!.userId);
  });

  registerEndpoint(app, deps, memberPasswordChange, async ({ caller, body }) => ({
    otherSessionsEnded: await svc.profiles.changePassword(caller!, body),
  }));

  registerEndpoint(app, deps, memberPhoneBind, async ({ caller, body, lang }) => {
    await svc.profiles.bindPhone(caller!.userId, body, lang);
    return svc.memberInfo(caller!.userId);
  });
}
