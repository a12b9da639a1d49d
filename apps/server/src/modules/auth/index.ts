import type { FastifyInstance } from 'fastify';
import type { AttemptLimiter } from '../../attempts/attempt-limiter.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import type { AccountModule } from '../account/index.js';
import type { ModerationModule } from '../moderation/index.js';
import type { SessionService } from '../session/index.js';
import type { SmsCodeService } from '../sms/index.js';
import { authRoutes, type AuditTrail } from './auth.routes.js';
import { createAuthService } from './auth.service.js';

export interface AuthModule {
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
}

/** Login, registration, phone flows, lockouts and the new-device check (spec §4); it owns no table. */
export function createAuthModule(deps: {
  account: Pick<AccountModule, 'accounts' | 'devices' | 'passwords'>;
  sessions: Pick<SessionService, 'open' | 'revoke' | 'revokeAllOf' | 'refresh'>;
  smsCodes: SmsCodeService;
  /** Failed logins per account and address, registrations per address and for the site (Redis across nodes). */
  limiter: AttemptLimiter;
  /** The site's ceiling on registrations an hour (REGISTRATIONS_PER_HOUR). */
  registrationsPerHour: number;
  /** One address's ceiling on registrations an hour (REGISTRATIONS_PER_ADDRESS). */
  registrationsPerAddress: number;
  /** An operator's unlock is recorded in the super admin centre's trail. */
  audit: AuditTrail;
  /** A login lifts an account ban that has ended. */
  bans: Pick<ModerationModule['bans'], 'reinstateIfClear'>;
  /** The currency new accounts register in (the site's). */
  defaultCurrency: string;
  /** The session cookie is Secure on an https deployment. */
  secureCookies: boolean;
}): AuthModule {
  const auth = createAuthService({
    ...deps.account,
    sessions: deps.sessions,
    limiter: deps.limiter,
    registrationsPerHour: deps.registrationsPerHour,
    registrationsPerAddress: deps.registrationsPerAddress,
    smsCodes: deps.smsCodes,
    reinstateIfClear: (userId) => deps.bans.reinstateIfClear(userId),
    defaultCurrency: deps.defaultCurrency,
  });
  return {
    registerEndpoints: (api, registrar) =>
      authRoutes(api, registrar, auth, deps.smsCodes, {
        sessions: deps.sessions,
        audit: deps.audit,
        secureCookies: deps.secureCookies,
      }),
  };
}
