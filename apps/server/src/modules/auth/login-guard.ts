import { AppError } from '../../http/app-error.js';
import { minutesLeft, type AttemptLimiter, type AttemptState } from '../../attempts/attempt-limiter.js';

/** The password-login limits (defaults in this module's README, "Limits"). */
export const LOGIN_LIMITS = {
  /** Failed logins on one account, from any address, that lock it (PCI DSS 8.3.4: at most 10). */
  accountFailures: 10,
  /** How long a lock lasts from the failure that set it, unless the owner or an operator lifts it. */
  lockMs: 30 * 60_000,
  /** Failures one address may make on one account before that address is stopped for it. */
  addressAccountFailures: 5,
  /** Failures one address may make across all accounts before it is stopped (credential stuffing). */
  addressFailures: 20,
  /** After the owner unlocks by SMS, each other address that failed on the account is stopped for it this long. */
  barMs: 24 * 3600_000,
} as const;

const name = (userName: string) => userName.toLowerCase();
const keys = {
  account: (user: string) => `login:user:${name(user)}`,
  address: (ip: string) => `login:ip:${ip}`,
  pair: (user: string, ip: string) => `login:pair:${name(user)}:${ip}`,
  bar: (user: string, ip: string) => `login:bar:${name(user)}:${ip}`,
};

const locked = (s: AttemptState) =>
  new AppError('accountLocked', 'auth.lockedMinutes', null, { minutes: minutesLeft(s.resetInMs) });
const stoppedHere = (s: AttemptState) =>
  new AppError('rateLimited', 'auth.tooManyFailuresHere', null, { minutes: minutesLeft(s.resetInMs) });

/**
 * Lockouts for password logins, counted in the shared attempt limiter (Redis across nodes):
 * - an account locks after 10 failures from anywhere, for everyone, for 30 minutes;
 * - an address is stopped on one account after 5 of its failures there, and everywhere after 20;
 * - a success forgives the address its failures on that account and clears the account's count;
 * - the owner lifts a lock at once by an SMS code to the bound phone (phone login); then every
 *   other address that failed on the account is stopped for it for 24 hours, so re-locking costs
 *   an attacker fresh addresses each time; an operator lifts one from the super admin centre.
 * The account key is the name typed, known or not, so a lock says nothing about whether it exists.
 */
export function createLoginGuard(limiter: AttemptLimiter) {
  const L = LOGIN_LIMITS;

  /** The account's lock, when it holds. */
  async function lockOf(userName: string): Promise<AttemptState | undefined> {
    const s = await limiter.peek(keys.account(userName));
    return s.count >= L.accountFailures ? s : undefined;
  }

  /** Clears the account's count and its list of failing addresses. */
  async function clearAccount(userName: string) {
    await limiter.reset(keys.account(userName));
  }

  /** A right password: the address's failures on this account are forgiven, the account's count cleared. */
  async function succeeded(userName: string, ip: string): Promise<void> {
    const pair = await limiter.peek(keys.pair(userName, ip));
    if (pair.count > 0) await limiter.forgive(keys.address(ip), pair.count);
    await Promise.all([limiter.reset(keys.pair(userName, ip)), clearAccount(userName)]);
  }

  return {
    lockOf,

    /** Refuses a login the limits stop, before the password is checked (so a stopped guess is never counted). */
    async assertOpen(userName: string, ip: string): Promise<void> {
      const [address, pair, bar, account] = await Promise.all([
        limiter.peek(keys.address(ip)),
        limiter.peek(keys.pair(userName, ip)),
        limiter.peek(keys.bar(userName, ip)),
        lockOf(userName),
      ]);
      if (account) throw locked(account);
      if (bar.count > 0) throw stoppedHere(bar);
      if (address.count >= L.addressFailures) throw stoppedHere(address);
      if (pair.count >= L.addressAccountFailures) throw stoppedHere(pair);
    },

    /** Counts a wrong password; returns the refusal to answer (a lock or a stop it set, else wrong credentials). */
    async failed(userName: string, ip: string): Promise<AppError> {
      const [account, address, pair] = await Promise.all([
        limiter.hit(keys.account(userName), L.accountFailures, L.lockMs),
        limiter.hit(keys.address(ip), L.addressFailures, L.lockMs),
        limiter.hit(keys.pair(userName, ip), L.addressAccountFailures, L.lockMs),
        limiter.remember(keys.account(userName), ip, L.lockMs),
      ]);
      if (account.count >= L.accountFailures) return locked(account);
      if (address.count >= L.addressFailures) return stoppedHere(address);
      if (pair.count >= L.addressAccountFailures) return stoppedHere(pair);
      return new AppError('wrongCredentials');
    },

    succeeded,

    /**
     * The owner proved the bound phone (SMS login): a lock is lifted, and the other addresses that
     * failed on the account meanwhile are stopped for it for 24 hours. The owner's own address is spared.
     */
    async confirmedBySms(userName: string, ip: string): Promise<void> {
      if (await lockOf(userName)) {
        const others = (await limiter.recall(keys.account(userName))).filter((a) => a !== ip);
        await Promise.all(others.map((a) => limiter.hit(keys.bar(userName, a), 1, L.barMs)));
      }
      await succeeded(userName, ip);
    },

    /** An operator lifts the lock (audited by the caller); answers whether one held. */
    async unlockByOperator(userName: string): Promise<boolean> {
      const held = (await lockOf(userName)) !== undefined;
      await clearAccount(userName);
      return held;
    },
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;
