import { isValidPhone, messageFor } from '@matchday/contract';
import { AppError } from '../../http/app-error.js';

/** A phone as the server keys it: country code digits and the national number without leading zeros. */
export interface PhoneNumber {
  countryCode: string;
  phone: string;
}

export function normalisePhone(countryCode: string, phone: string): PhoneNumber {
  return { countryCode: countryCode.replace(/^\+/, ''), phone: phone.replace(/^0+/, '') };
}

/** The phone's digits checked against its country's rule (the contract's field only checks 6–15 digits). */
export function assertPhone(countryCode: string, phone: string, path: string, lang: string) {
  if (isValidPhone(countryCode, phone)) return;
  const message = messageFor('validation.phone.format', lang);
  throw new AppError(
    'validationFailed',
    { text: `${path}: ${message}` },
    { issues: [{ path, message, code: 'custom' }] },
  );
}
