import { memberPasswordChange, memberPhoneBind, memberProfileUpdate } from '@matchday/contract';
import type { MemberInfo } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import { assertPhone } from '../sms/phone-rule.js';
import { normalisePhone, type SmsCodeService } from '../sms/sms-code.service.js';
import type { SessionService } from '../session/index.js';
import type { AccountRepository } from './account.repository.js';
import { hashPassword, verifyPassword, type PasswordCost } from './password.js';

/** The member centre's profile and security: nickname and avatar, password, phone. */
export function profileRoutes(
  app: FastifyInstance,
  deps: RegistrarDeps,
  svc: {
    db: AppDatabase;
    accounts: AccountRepository;
    smsCodes: SmsCodeService;
    sessions: Pick<SessionService, 'revokeAllOf'>;
    memberInfo: (userId: number) => Promise<MemberInfo>;
    cost?: PasswordCost | undefined;
  },
) {
  const info = svc.memberInfo;

  registerEndpoint(app, deps, memberProfileUpdate, async ({ caller, body }) => {
    const change = {
      ...(body.nickName !== undefined ? { nickName: body.nickName } : {}),
      ...(body.avatarId !== undefined ? { avatarId: body.avatarId } : {}),
    };
    if (Object.keys(change).length > 0)
      await svc.db
        .updateTable('users')
        .set({ ...change, updatedAt: Date.now() })
        .where('id', '=', caller!.userId)
        .execute();
    return info(caller!.userId);
  });

  registerEndpoint(app, deps, memberPasswordChange, async ({ caller, body }) => {
    const user = await svc.accounts.findById(caller!.userId);
    if (!user || !(await verifyPassword(user.passwordHash, body.currentPassword)))
      throw new AppError('validationFailed', 'auth.currentPasswordWrong');
    await svc.db
      .updateTable('users')
      .set({ passwordHash: await hashPassword(body.newPassword, svc.cost), updatedAt: Date.now() })
      .where('id', '=', user.id)
      .execute();
    return { otherSessionsEnded: await svc.sessions.revokeAllOf(user.id, caller!.sessionId) };
  });

  registerEndpoint(app, deps, memberPhoneBind, async ({ caller, body, lang }) => {
    assertPhone(body.countryCode, body.mobile, 'body.mobile', lang);
    const p = normalisePhone(body.countryCode, body.mobile);
    const owner = await svc.accounts.findByMobile(p.countryCode, p.phone);
    if (owner && owner.id !== caller!.userId) throw new AppError('conflict', 'auth.phoneTaken');
    await svc.smsCodes.consume(p, body.smsCode);
    await svc.db
      .updateTable('users')
      .set({ mobile: p.phone, mobileArea: p.countryCode, updatedAt: Date.now() })
      .where('id', '=', caller!.userId)
      .execute();
    return info(caller!.userId);
  });
}
