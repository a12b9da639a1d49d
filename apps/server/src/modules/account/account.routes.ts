import { currencyIdOf, maskNumber } from '@matchday/core';
import { memberGet } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { AccountRepository } from './account.repository.js';

export function accountRoutes(app: FastifyInstance, deps: RegistrarDeps, repo: AccountRepository, menuOrder: () => Promise<string[]>) {
  registerEndpoint(app, deps, memberGet, async ({ caller }) => {
    const user = caller ? await repo.findById(caller.userId) : undefined;
    if (!user) throw new AppError('notFound');
    const order = await menuOrder();
    return {
      id: user.id,
      userName: user.userName,
      nickName: user.nickName,
      avatarId: user.avatarId,
      vipLevel: user.vipLevel,
      role: user.role,
      regCurrency: user.regCurrency,
      currencyId: currencyIdOf(user.regCurrency),
      mobile: user.mobile ? maskNumber(user.mobile) : null,
      mobileArea: user.mobileArea,
      menuOrder: order,
      gameOrder: order,
    };
  });
}
