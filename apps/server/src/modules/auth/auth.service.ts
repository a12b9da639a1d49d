import { randomBytes, randomInt } from 'node:crypto';
import type { LoginResult } from '@matchday/contract';
import { maskNumber } from '@matchday/core';
import { AppError } from '../../http/app-error.js';
import { minutesLeft, type AttemptLimiter } from '../../attempts/attempt-limiter.js';
import type { AccountRepository, DeviceRepository, Passwords, UserRow } from '../account/index.js';
import type { SessionService } from '../session/index.js';
import { normalisePhone, type SmsCodeService } from '../sms/index.js';
import { createLoginGuard } from './login-guard.js';

/** Registrations one address may make an hour; the site's ceiling is the operator's (REGISTRATIONS_PER_HOUR). */
export const REGISTRATION_WINDOW_MS = 3600_000;

/** Who is calling, as far as rate limits and sessions care. */
export interface ClientInfo {
  ip: string;
  deviceId: string | null;
  /** Spec §9 client type code from the user agent. */
  clientType: number;
  lang: string;
}

/** A device that sent no valid id is one unknown device: it must verify every time. */
const UNKNOWN_DEVICE = 'unknown';
/** How long a new device may take to pass its SMS check after the password. */
export const DEVICE_CHECK_WINDOW_MS = 10 * 60_000;

/** A login's answer, and the session token its cookie carries when it opened one (never in the answer). */
export interface LoginOutcome {
  result: LoginResult;
  session: { refreshToken: string; expiresAt: number } | null;
}

export interface InviteCodes {
  inviteCode?: string | undefined;
  referCode?: string | undefined;
}

export interface AuthDeps {
  accounts: AccountRepository;
  devices: DeviceRepository;
  passwords: Passwords;
  sessions: Pick<SessionService, 'open'>;
  limiter: AttemptLimiter;
  /** The whole site's registrations an hour (REGISTRATIONS_PER_HOUR). */
  registrationsPerHour: number;
  registrationsPerAddress: number;
  smsCodes: SmsCodeService;
  /** Lifts an ended account ban before a login is refused for it. */
  reinstateIfClear?: (userId: number) => Promise<boolean>;
  /** The currency new accounts register in (the site variant's). */
  defaultCurrency: string;
  now?: () => number;
}

/** Login, registration and phone flows of spec §4 with the lockout and registration limits. */
export function createAuthService(deps: AuthDeps) {
  const now = deps.now ?? Date.now;
  // Verifying against a real hash when the user is unknown keeps both answers equally slow.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= deps.passwords.hash('no-such-user-0'));

  const guard = createLoginGuard(deps.limiter);

  async function openSession(user: UserRow, client: ClientInfo): Promise<LoginOutcome> {
    if (user.status !== 1 && !(await deps.reinstateIfClear?.(user.id)))
      throw new AppError('forbidden', 'auth.accountDisabled');
    if (client.deviceId) await deps.devices.touch(user.id, client.deviceId, String(client.clientType), now(), true);
    const opened = await deps.sessions.open(user.id, client.deviceId);
    return {
      result: {
        accessToken: opened.token,
        accessExpiresAt: opened.accessExpiresAt,
        state: null,
        mobile: null,
        mobileArea: null,
        deviceId: client.deviceId,
        loginState: 0,
      },
      session: { refreshToken: opened.refreshToken, expiresAt: opened.expiresAt },
    };
  }

  /**
   * loginState 1 (spec §4, our rule): a member with a bound phone and at least one trusted device
   * who logs in by password from another device passes an SMS check first. The first device ever
   * and phone logins (which proved the phone already) are trusted at once.
   */
  async function needsDeviceCheck(user: UserRow, client: ClientInfo): Promise<boolean> {
    if (!user.mobile || !user.mobileArea || user.status !== 1) return false;
    const device = client.deviceId ? await deps.devices.find(user.id, client.deviceId) : undefined;
    if (device?.verifiedAt != null) return false;
    return (await deps.devices.countVerified(user.id)) > 0;
  }

  async function startDeviceCheck(
    user: UserRow & { mobile: string; mobileArea: string },
    client: ClientInfo,
  ): Promise<LoginOutcome> {
    await deps.devices.touch(user.id, client.deviceId ?? UNKNOWN_DEVICE, String(client.clientType), now(), false);
    await deps.smsCodes
      .send({ countryCode: user.mobileArea, phone: user.mobile }, client.lang, client.ip)
      .catch((err: unknown) => {
        // A code sent under a minute ago is still valid: the dialog uses that one.
        if (!(err instanceof AppError && err.codeName === 'rateLimited')) throw err;
      });
    return {
      result: {
        accessToken: '',
        state: null,
        mobile: maskNumber(user.mobile),
        mobileArea: user.mobileArea,
        deviceId: client.deviceId,
        loginState: 1,
      },
      session: null,
    };
  }

  /** Counts a registration attempt against its address, then against the site's ceiling. */
  async function assertRegistrationAllowed(ip: string) {
    const r = await deps.limiter.hit(`register:ip:${ip}`, deps.registrationsPerAddress, REGISTRATION_WINDOW_MS);
    if (r.count > deps.registrationsPerAddress)
      throw new AppError('rateLimited', 'auth.tooManyRegistrations', null, { minutes: minutesLeft(r.resetInMs) });
    const all = await deps.limiter.hit('register:all', deps.registrationsPerHour, REGISTRATION_WINDOW_MS);
    if (all.count > deps.registrationsPerHour)
      throw new AppError('rateLimited', 'auth.registrationsBusy', null, { minutes: minutesLeft(all.resetInMs) });
  }

  async function createUser(
    fields: { userName: string; passwordHash: string; mobile: string | null; mobileArea: string | null } & InviteCodes,
  ): Promise<UserRow> {
    if (await deps.accounts.isUserNameTaken(fields.userName)) throw new AppError('conflict', 'auth.userNameTaken');
    const { id, created } = await deps.accounts
      .insertIfAbsent(
        {
          ...fields,
          inviteCode: fields.inviteCode ?? null,
          referCode: fields.referCode ?? null,
          role: 'member',
          nickName: null,
          avatarId: 0,
          vipLevel: 0,
          regCurrency: deps.defaultCurrency,
          status: 1,
        },
        now(),
      )
      .catch((err: unknown) => {
        // Only the phone's unique index can fail here: another registration took the phone meanwhile.
        throw fields.mobile ? new AppError('conflict', 'auth.phoneTaken') : err;
      });
    if (!created) throw new AppError('conflict', 'auth.userNameTaken');
    const user = await deps.accounts.findById(id);
    if (!user) throw new Error(`user ${id} vanished after insert`);
    return user;
  }

  return {
    async loginByPassword(input: { userName: string; password: string }, client: ClientInfo): Promise<LoginOutcome> {
      await guard.assertOpen(input.userName, client.ip);
      const user = await deps.accounts.findByUserName(input.userName);
      const ok = await deps.passwords.verify(user?.passwordHash ?? (await dummy()), input.password);
      if (!user || !ok) throw await guard.failed(input.userName, client.ip);
      await guard.succeeded(input.userName, client.ip);
      if (user.mobile && user.mobileArea && (await needsDeviceCheck(user, client)))
        return startDeviceCheck({ ...user, mobile: user.mobile, mobileArea: user.mobileArea }, client);
      return openSession(user, client);
    },

    /** The verification dialog's call: the SMS code for a device that passed the password moments ago. */
    async verifyDevice(input: { userName: string; smsCode: string }, client: ClientInfo): Promise<LoginOutcome> {
      await guard.assertOpen(input.userName, client.ip);
      const user = await deps.accounts.findByUserName(input.userName);
      const pending = user ? await deps.devices.find(user.id, client.deviceId ?? UNKNOWN_DEVICE) : undefined;
      if (
        !user?.mobile ||
        !user.mobileArea ||
        !pending ||
        pending.verifiedAt !== null ||
        pending.lastSeenAt < now() - DEVICE_CHECK_WINDOW_MS
      ) {
        throw new AppError('validationFailed', 'auth.codeWrong');
      }
      await deps.smsCodes.consume({ countryCode: user.mobileArea, phone: user.mobile }, input.smsCode);
      return openSession(user, client);
    },

    async register(
      input: { userName: string; password: string } & InviteCodes,
      client: ClientInfo,
    ): Promise<LoginOutcome> {
      await assertRegistrationAllowed(client.ip);
      const passwordHash = await deps.passwords.hash(input.password);
      const user = await createUser({
        userName: input.userName,
        passwordHash,
        mobile: null,
        mobileArea: null,
        inviteCode: input.inviteCode,
        referCode: input.referCode,
      });
      return openSession(user, client);
    },

    /** Sends a code for login or registration; the answer is the same whether the phone has an account or not. */
    async sendPhoneCode(countryCode: string, phone: string, client: ClientInfo) {
      return deps.smsCodes.send(normalisePhone(countryCode, phone), client.lang, client.ip);
    },

    /**
     * Phone login. Only a caller holding the phone's code learns that it has no account (and keeps the
     * code for registration). Proving the bound phone lifts a password lock (login-guard.ts).
     */
    async loginByPhone(
      input: { countryCode: string; mobile: string; smsCode: string },
      client: ClientInfo,
    ): Promise<LoginOutcome> {
      const p = normalisePhone(input.countryCode, input.mobile);
      const user = await deps.accounts.findByMobile(p.countryCode, p.phone);
      if (!user) {
        await deps.smsCodes.verify(p, input.smsCode);
        throw new AppError('notFound', 'auth.phoneNotRegistered');
      }
      await deps.smsCodes.consume(p, input.smsCode);
      await guard.confirmedBySms(user.userName, client.ip);
      return openSession(user, client);
    },

    async registerByPhone(
      input: { countryCode: string; mobile: string; smsCode: string; userName: string } & InviteCodes,
      client: ClientInfo,
    ): Promise<LoginOutcome> {
      const p = normalisePhone(input.countryCode, input.mobile);
      // The code first: only the phone's holder learns whether it has an account.
      await deps.smsCodes.verify(p, input.smsCode);
      await assertRegistrationAllowed(client.ip);
      if (await deps.accounts.findByMobile(p.countryCode, p.phone)) throw new AppError('conflict', 'auth.phoneTaken');
      if (await deps.accounts.isUserNameTaken(input.userName)) throw new AppError('conflict', 'auth.userNameTaken');
      await deps.smsCodes.consume(p, input.smsCode);
      // A phone account logs in by code; its random password is never shown and can be set later.
      const passwordHash = await deps.passwords.hash(randomBytes(24).toString('base64url'));
      const user = await createUser({
        userName: input.userName,
        passwordHash,
        mobile: p.phone,
        mobileArea: p.countryCode,
        inviteCode: input.inviteCode,
        referCode: input.referCode,
      });
      return openSession(user, client);
    },

    /** An operator lifts a user's login lock; answers the user name and whether a lock held, or undefined for no such user. */
    async unlockByOperator(userId: number): Promise<{ userName: string; wasLocked: boolean } | undefined> {
      const user = await deps.accounts.findById(userId);
      if (!user) return undefined;
      return { userName: user.userName, wasLocked: await guard.unlockByOperator(user.userName) };
    },

    /** A free user name that passes the contract's rule: a letter, then 7 digits. */
    async suggestUserName(): Promise<string> {
      for (let i = 0; i < 20; i++) {
        const name = `m${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
        if (!(await deps.accounts.isUserNameTaken(name))) return name;
      }
      throw new AppError('conflict');
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
