import { currencyIdOf } from '@matchday/core';
import { fundWalletMemberLocal } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { AccountRepository } from '../account/index.js';
import type { WalletService } from './wallet.service.js';

export function walletRoutes(
  app: FastifyInstance,
  deps: RegistrarDeps,
  wallet: WalletService,
  accounts: Pick<AccountRepository, 'findById'>,
) {
  registerEndpoint(app, deps, fundWalletMemberLocal, async ({ caller }) => {
    const user = caller ? await accounts.findById(caller.userId) : undefined;
    if (!user) throw new AppError('notFound');
    const held = await wallet.balances(user.id);
    return {
      balance: held.find((w) => w.currency === user.regCurrency)?.balance ?? 0,
      currency: user.regCurrency,
      wallets: held.map((w) => ({ currency: w.currency, currencyId: currencyIdOf(w.currency), balance: w.balance })),
    };
  });
}
