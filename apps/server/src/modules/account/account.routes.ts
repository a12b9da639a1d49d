import { memberDeviceGet, memberGet, memberRefreshIdentityCode, type MemberInfo } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { DeviceRepository } from './device.repository.js';
import type { SessionService } from '../session/index.js';
import type { IdentityCodes } from './identity-code.js';

export interface AccountRouteDeps {
  memberInfo: (userId: number) => Promise<MemberInfo>;
  devices: DeviceRepository;
  identityCodes: IdentityCodes;
  sessions: Pick<SessionService, 'deviceOf'>;
}

export function accountRoutes(
  app: FastifyInstance,
  deps: RegistrarDeps,
  { memberInfo, devices, identityCodes, sessions }: AccountRouteDeps,
) {
  registerEndpoint(app, deps, memberRefreshIdentityCode, async ({ caller }) => identityCodes.issue(caller!.userId));

  registerEndpoint(app, deps, memberDeviceGet, async ({ caller }) => {
    const current = await sessions.deviceOf(caller!.sessionId);
    const rows = await devices.listVerified(caller!.userId);
    return rows.map((d) => ({ deviceId: d.deviceId, lastSeenAt: d.lastSeenAt, current: d.deviceId === current }));
  });

  registerEndpoint(app, deps, memberGet, ({ caller }) => memberInfo(caller!.userId));
}
