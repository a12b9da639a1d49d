import type { Role } from '@matchday/contract';
import { minutesLeft, type AttemptLimiter } from '../../attempts/attempt-limiter.js';
import { AppError } from '../../http/app-error.js';
import type { SessionService } from '../session/index.js';
import { assertPhone, normalisePhone, type SmsCodeService } from '../sms/index.js';
import type { AccountRepository } from './account.repository.js';
import { acceptedNickName } from './nickname-rule.js';
import type { Passwords } from './password.js';

/** Wrong current passwords a member may give in a password change before it stops for the window. */
export const PASSWORD_CHANGE_TRIES = 5;
export const PASSWORD_CHANGE_WINDOW_MS = 30 * 60_000;
/** Wrong codes a member may give in phone binding before it stops for the window. */
export const PHONE_BIND_TRIES = 10;
export const PHONE_BIND_WINDOW_MS = 3600_000;

/** The member centre's profile and security rules: nickname and avatar, password, phone. */
export function createProfileService(deps: {
  accounts: AccountRepository;
  passwords: Passwords;
  smsCodes: Pick<SmsCodeService, 'consume'>;
  sessions: Pick<SessionService, 'revokeAllOf'>;
  /** Counts wrong current passwords and wrong codes per member (Redis across nodes). */
  limiter: AttemptLimiter;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;

  /** Runs a check that throws on a wrong answer, counting wrong answers per key; over the limit it answers rateLimited. */
  async function limited<T>(
    key: string,
    limit: number,
    windowMs: number,
    message: 'auth.tooManyPasswordTries' | 'auth.tooManyCodeTries',
    attempt: () => Promise<T>,
  ): Promise<T> {
    const stop = (resetInMs: number) => new AppError('rateLimited', message, null, { minutes: minutesLeft(resetInMs) });
    const before = await deps.limiter.peek(key);
    if (before.count >= limit) throw stop(before.resetInMs);
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const after = await deps.limiter.hit(key, limit, windowMs);
      throw after.count >= limit ? stop(after.resetInMs) : err;
    }
  }

  return {
    /** A nickname is stored without bidirectional controls and may not imitate a role the caller lacks (nickname-rule.ts). */
    changeLook: (
      caller: { userId: number; role: Role },
      change: { nickName?: string | undefined; avatarId?: number | undefined },
      lang: string,
    ) =>
      deps.accounts.updateLook(
        caller.userId,
        {
          avatarId: change.avatarId,
          nickName: change.nickName === undefined ? undefined : acceptedNickName(change.nickName, caller.role, lang),
        },
        now(),
      ),

    /** Ends the member's other sessions; returns how many. */
    async changePassword(
      caller: { userId: number; sessionId: number },
      input: { currentPassword: string; newPassword: string },
    ): Promise<number> {
      const key = `password:user:${caller.userId}`;
      const user = await limited(
        key,
        PASSWORD_CHANGE_TRIES,
        PASSWORD_CHANGE_WINDOW_MS,
        'auth.tooManyPasswordTries',
        async () => {
          const found = await deps.accounts.findById(caller.userId);
          if (!found || !(await deps.passwords.verify(found.passwordHash, input.currentPassword)))
            throw new AppError('validationFailed', 'auth.currentPasswordWrong');
          return found;
        },
      );
      await deps.limiter.reset(key);
      await deps.accounts.setPasswordHash(user.id, await deps.passwords.hash(input.newPassword), now());
      return deps.sessions.revokeAllOf(user.id, caller.sessionId);
    },

    /**
     * Binds a phone no other account has, once its SMS code is used. The code is used first, so only
     * the phone's holder learns that another account has it.
     */
    async bindPhone(userId: number, input: { countryCode: string; mobile: string; smsCode: string }, lang: string) {
      assertPhone(input.countryCode, input.mobile, 'body.mobile', lang);
      const phone = normalisePhone(input.countryCode, input.mobile);
      const key = `phone-bind:user:${userId}`;
      await limited(key, PHONE_BIND_TRIES, PHONE_BIND_WINDOW_MS, 'auth.tooManyCodeTries', () =>
        deps.smsCodes.consume(phone, input.smsCode),
      );
      await deps.limiter.reset(key);
      const owner = await deps.accounts.findByMobile(phone.countryCode, phone.phone);
      if (owner && owner.id !== userId) throw new AppError('conflict', 'auth.phoneTaken');
      await deps.accounts.bindPhone(userId, phone, now());
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
