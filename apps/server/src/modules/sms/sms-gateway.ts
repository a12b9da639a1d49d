/** One text message to a phone in E.164 form (`+84912345678`). */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * The port every SMS goes through. The local default is the outbox; a real provider plugs in by
 * configuration (SMS_GATEWAY=http with SMS_HTTP_URL and SMS_HTTP_TOKEN).
 */
export interface SmsGateway {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {}
