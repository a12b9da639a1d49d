import { gameBetCSportsToken, type SportsAccess } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type RegistrarDeps } from '../../../http/register-endpoint.js';
import type { AccountRepository } from '../../account/index.js';

/** Hands the web client a sports platform token: a member's own, naming their session, or a guest one for visitors. */
export function sportsAccessRoutes(
  app: FastifyInstance,
  deps: RegistrarDeps,
  access: SportsAccess,
  accounts: Pick<AccountRepository, 'findById'>,
) {
  registerEndpoint(app, deps, gameBetCSportsToken, async ({ caller, lang }) => {
    const user = caller ? await accounts.findById(caller.userId) : undefined;
    const who =
      user && caller
        ? { userId: user.id, userName: user.userName, currency: user.regCurrency, session: String(caller.sessionId) }
        : null;
    return access.grant(who, lang);
  });
}
