import { z } from 'zod';
import { walletCurrencies } from './currencies.js';

/**
 * Field rules the spec leaves out (§5 "not shown"), shared by the server's validation and the
 * web forms. Messages are message keys (see messages/en.ts), translated where they are shown.
 */
export const userNameField = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9]{3,15}$/, { message: 'validation.userName.format' });

export const passwordField = z
  .string()
  .min(8, { message: 'validation.password.length' })
  .max(32, { message: 'validation.password.length' })
  .regex(/[A-Za-z]/, { message: 'validation.password.letterAndDigit' })
  .regex(/\d/, { message: 'validation.password.letterAndDigit' });

/** A member's or anchor's display name. */
export const nickNameField = z
  .string()
  .trim()
  .min(1, { message: 'validation.nickName.length' })
  .max(24, { message: 'validation.nickName.length' });

/** One of the ten stock avatars, or 0 for the default. */
export const avatarIdField = z.number().int().min(0).max(10);

export const smsCodeField = z.string().regex(/^\d{6}$/, { message: 'validation.smsCode.format' });

export const countryCodeField = z.string().regex(/^\+?\d{1,4}$/, { message: 'validation.countryCode.format' });

const phoneRules: Record<string, RegExp> = {
  '84': /^0?\d{9}$/,
  '86': /^1\d{10}$/,
};

/** Phone digits checked per country code: VN 9 digits (a leading 0 allowed), CN 11 from 1, others 6–15. */
export function isValidPhone(countryCode: string, phone: string): boolean {
  const rule = phoneRules[countryCode.replace(/^\+/, '')] ?? /^\d{6,15}$/;
  return rule.test(phone);
}

export const phoneField = z.string().regex(/^\d{6,15}$/, { message: 'validation.phone.format' });

/** Money in integer minor units (1/100 of a currency unit). */
export const amountMinorField = z
  .number({ message: 'validation.amount.format' })
  .int({ message: 'validation.amount.format' })
  .positive({ message: 'validation.amount.positive' })
  .max(Number.MAX_SAFE_INTEGER, { message: 'validation.amount.tooLarge' });

export const roleField = z.enum(['member', 'anchor', 'admin']);
export type Role = z.infer<typeof roleField>;

export const walletCurrencyField = z.enum(walletCurrencies, { message: 'validation.currency.unknown' });

/** A client-made key that makes a money request safe to retry: the same key never moves money twice. */
export const idempotencyKeyField = z.string().regex(/^[\w:-]{8,64}$/, { message: 'validation.idempotencyKey.format' });
