import type { ReactNode } from 'react';
import { DigitsField, type DigitsFieldProps } from './digits-field';

type PhoneField = Omit<DigitsFieldProps, 'maxDigits'>;

/** A phone number as its country code (up to 4 digits) beside the national number (up to 15). */
export function PhoneNumberFields({ countryCode, mobile }: { countryCode: PhoneField; mobile: PhoneField }) {
  return (
    <div className="grid grid-cols-[6rem_1fr] gap-2">
      <DigitsField maxDigits={4} {...countryCode} />
      <DigitsField maxDigits={15} {...mobile} />
    </div>
  );
}

/** The 6-digit code a text message brought, with the button (`send`) that asks for one beside it. */
export function SmsCodeField({ send, ...code }: PhoneField & { send?: ReactNode }) {
  const field = <DigitsField maxDigits={6} autoComplete="one-time-code" {...code} />;
  if (!send) return field;
  return (
    <div className="grid grid-cols-[1fr_auto] items-end gap-2">
      {field}
      {send}
    </div>
  );
}
