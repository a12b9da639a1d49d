import {
  fundDepositCreate,
  fundDepositGet,
  fundDepositList,
  fundPaymentCallback,
  fundPaymentMethods,
  fundWithdrawInfoGet,
  fundWithdrawInfoSave,
  fundWithdrawList,
  fundWithdrawRequest,
} from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { DepositService } from './deposit.service.js';
import type { paymentMethodsOf } from './payment-methods.js';
import type { WithdrawalService } from './withdrawal.service.js';

export function paymentsRoutes(
  app: FastifyInstance,
  deps: RegistrarDeps,
  svc: { deposits: DepositService; withdrawals: WithdrawalService; methods: ReturnType<typeof paymentMethodsOf> },
) {
  const { deposits, withdrawals, methods } = svc;
  registerEndpoint(app, deps, fundPaymentMethods, async () => methods);
  registerEndpoint(app, deps, fundDepositCreate, ({ caller, body, lang, req }) =>
    deposits.create(caller!.userId, body, lang, req.ip),
  );
  registerEndpoint(app, deps, fundDepositGet, ({ caller, params }) => deposits.get(caller!.userId, params.orderNo));
  registerEndpoint(app, deps, fundDepositList, ({ caller, query }) => deposits.list(caller!.userId, query));
  registerEndpoint(app, deps, fundPaymentCallback, ({ params, body }) => deposits.applyNotice(params.provider, body));

  registerEndpoint(app, deps, fundWithdrawInfoGet, ({ caller }) => withdrawals.getAccount(caller!.userId));
  registerEndpoint(app, deps, fundWithdrawInfoSave, ({ caller, body }) =>
    withdrawals.saveAccount(caller!.userId, body),
  );
  registerEndpoint(app, deps, fundWithdrawRequest, ({ caller, body }) => withdrawals.request(caller!.userId, body));
  registerEndpoint(app, deps, fundWithdrawList, ({ caller, query }) =>
    withdrawals.list({ userId: caller!.userId }, query),
  );
}
