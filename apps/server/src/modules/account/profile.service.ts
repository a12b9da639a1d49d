import { AppError } from '../../http/app-error.js';
import type { SessionService } from '../session/index.js';
import { assertPhone, normalisePhone, type SmsCodeService } from '../sms/index.js';
import type { AccountRepository } from './account.repository.js';
import type { Passwords } from './password.js';

/** The member centre's profile and security rules: nickname and avatar, password, phone. */
export function createProfileService(deps: {
  accounts: AccountRepository;
  passwords: Passwords;
  smsCodes: Pick<SmsCodeService, 'consume'>;
  sessions: Pick<SessionService, 'revokeAllOf'>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  return {
    changeLook: (userId: number, change: { nickName?: string | undefined; avatarId?: number | undefined }) =>
      deps.accounts.updateLook(userId, change, now()),

    /** Ends the member's other sessions; returns how many. */
    async changePassword(
      caller: { userId: number; sessionId: number },
      input: { currentPassword: string; newPassword: string },
    ): Promise<number> {
      const user = await deps.accounts.findById(caller.userId);
      if (!user || !(await deps.passwords.verify(user.passwordHash, input.currentPassword)))
        throw new AppError('validationFailed', 'auth.currentPasswordWrong');
      await deps.accounts.setPasswordHash(user.id, await deps.passwords.hash(input.newPassword), now());
      return deps.sessions.revokeAllOf(user.id, caller.sessionId);
    },

    /** Binds a phone no other account has, once its SMS code is used. */
    async bindPhone(userId: number, input: { countryCode: string; mobile: string; smsCode: string }, lang: string) {
      assertPhone(input.countryCode, input.mobile, 'body.mobile', lang);
      const phone = normalisePhone(input.countryCode, input.mobile);
      const owner = await deps.accounts.findByMobile(phone.countryCode, phone.phone);
      if (owner && owner.id !== userId) throw new AppError('conflict', 'auth.phoneTaken');
      await deps.smsCodes.consume(phone, input.smsCode);
      await deps.accounts.bindPhone(userId, phone, now());
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
