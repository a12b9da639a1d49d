import { createHash, randomInt } from 'node:crypto';
import { messageFor } from '@matchday/contract';
import { AppError } from '../../http/app-error.js';
import { minutesLeft, type AttemptLimiter } from '../../attempts/attempt-limiter.js';
import type { PhoneNumber } from './phone-rule.js';
import type { SmsCodeRepository, SmsCodeRow } from './sms-code.repository.js';
import type { SmsGateway } from './sms-gateway.js';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_MAX_TRIES = 5;
export const SMS_RESEND_AFTER_MS = 60_000;
export const SMS_PER_PHONE_PER_HOUR = 5;
/** Codes one address may have sent an hour, to any phones (the site's ceiling is SMS_SENDS_PER_HOUR). */
export const SMS_PER_ADDRESS_PER_HOUR = 10;
const HOUR_MS = 3600_000;

const keyOf = (p: PhoneNumber) => `${p.countryCode}-${p.phone}`;
// The key is in the hash so one leaked row cannot be replayed for another phone.
const hashCode = (phoneKey: string, code: string) => createHash('sha256').update(`${phoneKey}:${code}`).digest('hex');

/**
 * SMS codes: 6 digits, valid 5 minutes, 5 tries, a new one after 60 s; 5 per phone, 10 per address
 * and the site's ceiling (SMS_SENDS_PER_HOUR) an hour.
 */
export function createSmsCodeService(deps: {
  repo: SmsCodeRepository;
  gateway: SmsGateway;
  limiter: AttemptLimiter;
  /** The whole site's sends an hour. */
  sendsPerHour: number;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const usable = (row: SmsCodeRow | undefined): row is SmsCodeRow =>
    row !== undefined && row.consumedAt === null && row.expiresAt > now() && row.attempts < SMS_CODE_MAX_TRIES;

  /** Counts a send against a key; refuses it with the message once the key is over its limit. */
  async function count(key: string, limit: number, message: 'sms.tooMany' | 'sms.tooManyHere' | 'sms.busy') {
    const sent = await deps.limiter.hit(key, limit, HOUR_MS);
    if (sent.count > limit) throw new AppError('rateLimited', message, null, { minutes: minutesLeft(sent.resetInMs) });
  }

  /** The latest code of a phone when `code` is it; a wrong guess counts as a try. Throws what to do otherwise. */
  async function match(phone: PhoneNumber, code: string): Promise<SmsCodeRow> {
    const phoneKey = keyOf(phone);
    const row = await deps.repo.latestByKey(phoneKey);
    if (!row || row.consumedAt !== null || row.expiresAt <= now())
      throw new AppError('validationFailed', 'auth.codeWrong');
    if (row.attempts >= SMS_CODE_MAX_TRIES) throw new AppError('rateLimited', 'auth.codeTooManyTries');
    if (row.codeHash !== hashCode(phoneKey, code)) {
      const tries = await deps.repo.addAttempt(row.id);
      throw tries >= SMS_CODE_MAX_TRIES
        ? new AppError('rateLimited', 'auth.codeTooManyTries')
        : new AppError('validationFailed', 'auth.codeWrong');
    }
    return row;
  }

  return {
    /** Sends a code to a phone for a caller at `ip`; the answer never depends on whether the phone has an account. */
    async send(phone: PhoneNumber, lang: string, ip: string): Promise<{ resendAfterSeconds: number }> {
      const phoneKey = keyOf(phone);
      const last = await deps.repo.latestByKey(phoneKey);
      // The wait guards an unused code; once one is used, the next purpose may have its own at once.
      const waitMs = last && last.consumedAt === null ? last.createdAt + SMS_RESEND_AFTER_MS - now() : 0;
      if (waitMs > 0)
        throw new AppError(
          'rateLimited',
          'sms.resendWait',
          { resendAfterSeconds: Math.ceil(waitMs / 1000) },
          { seconds: Math.ceil(waitMs / 1000) },
        );
      // The address first, so one that asks for many phones is stopped before it spends their allowances.
      await count(`sms:ip:${ip}`, SMS_PER_ADDRESS_PER_HOUR, 'sms.tooManyHere');
      await count(`sms:${phoneKey}`, SMS_PER_PHONE_PER_HOUR, 'sms.tooMany');
      await count('sms:all', deps.sendsPerHour, 'sms.busy');

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const t = now();
      await deps.repo.insert({
        phoneKey,
        phone: phone.phone,
        codeHash: hashCode(phoneKey, code),
        createdAt: t,
        expiresAt: t + SMS_CODE_TTL_MS,
      });
      await deps.gateway.send({
        to: `+${phone.countryCode}${phone.phone}`,
        text: messageFor('sms.codeText', lang, { code }),
      });
      return { resendAfterSeconds: SMS_RESEND_AFTER_MS / 1000 };
    },

    /** Checks the latest code sent to a phone number without using it; a wrong guess counts as a try. */
    async check(phone: string, code: string): Promise<boolean> {
      const row = await deps.repo.latestByPhone(phone.replace(/^0+/, ''));
      if (!usable(row)) return false;
      if (row.codeHash === hashCode(row.phoneKey, code)) return true;
      await deps.repo.addAttempt(row.id);
      return false;
    },

    /** Checks the code without using it (it stays valid for the next step), or throws what consume would. */
    async verify(phone: PhoneNumber, code: string): Promise<void> {
      await match(phone, code);
    },

    /** Uses the code once, or throws the message that says what to do. */
    async consume(phone: PhoneNumber, code: string): Promise<void> {
      const row = await match(phone, code);
      if (!(await deps.repo.consume(row.id, now()))) throw new AppError('validationFailed', 'auth.codeWrong');
    },
  };
}
export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
