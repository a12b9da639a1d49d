import type { MemberInfo } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { createMemoryAttemptLimiter, type AttemptLimiter } from '../../attempts/attempt-limiter.js';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import type { OperationService } from '../operation/index.js';
import type { SessionService } from '../session/index.js';
import type { SmsCodeService } from '../sms/index.js';
import { createAccountRepository, type AccountRepository } from './account.repository.js';
import { accountRoutes } from './account.routes.js';
import { createDeviceRepository, type DeviceRepository } from './device.repository.js';
import { createIdentityCodes } from './identity-code.js';
import { createMemberInfo } from './member-info.js';
import { createPasswords, type PasswordCost, type Passwords } from './password.js';
import { createProfileService } from './profile.service.js';
import { profileRoutes } from './profile.routes.js';

export type { AccountRepository, UserRow, UserSummary } from './account.repository.js';
export type { DeviceRepository } from './device.repository.js';
export { testCost, type PasswordCost, type Passwords } from './password.js';

export interface AccountModule {
  /** Members, anchors and super admins (`users`): every read and the only writes of the table. */
  accounts: AccountRepository;
  /** The devices members logged in from (`member_devices`). */
  devices: DeviceRepository;
  /** argon2id at the app's cost. */
  passwords: Passwords;
  /** Spec §3's member info: phone masked, menu order attached. */
  memberInfo(userId: number): Promise<MemberInfo>;
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
}

/** Accounts: users, their devices, passwords, identity codes and the member centre's profile calls. */
export function createAccountModule(deps: {
  db: AppDatabase;
  /** Signs identity codes. */
  secret: Buffer;
  sessions: Pick<SessionService, 'deviceOf' | 'revokeAllOf'>;
  /** Binding a phone uses its SMS code. */
  smsCodes: Pick<SmsCodeService, 'consume'>;
  /** Wrong current passwords and wrong phone-binding codes per member; a command without the app's (admin:create) counts in memory. */
  limiter?: AttemptLimiter;
  operations: Pick<OperationService, 'menuOrder'>;
  passwordCost?: PasswordCost | undefined;
}): AccountModule {
  const accounts = createAccountRepository(deps.db);
  const devices = createDeviceRepository(deps.db);
  const passwords = createPasswords(deps.passwordCost);
  const memberInfo = createMemberInfo(accounts, () => deps.operations.menuOrder());
  const profiles = createProfileService({
    accounts,
    passwords,
    smsCodes: deps.smsCodes,
    sessions: deps.sessions,
    limiter: deps.limiter ?? createMemoryAttemptLimiter(),
  });
  const identityCodes = createIdentityCodes(deps.secret);
  return {
    accounts,
    devices,
    passwords,
    memberInfo,
    registerEndpoints(api, registrar) {
      accountRoutes(api, registrar, { memberInfo, devices, identityCodes, sessions: deps.sessions });
      profileRoutes(api, registrar, { profiles, memberInfo });
    },
  };
}
