import type { FastifyBaseLogger } from 'fastify';
import type { SmsGateway, SmsMessage } from './sms-gateway.js';

export interface OutboxEntry extends SmsMessage {
  sentAt: number;
}

const KEEP = 100;

/** The local default: each message goes to the log and to an in-memory outbox (newest first). */
export function createOutboxSmsGateway(logger: FastifyBaseLogger, now: () => number = Date.now) {
  const entries: OutboxEntry[] = [];
  return {
    name: 'outbox',
    async send(message: SmsMessage) {
      entries.unshift({ ...message, sentAt: now() });
      entries.length = Math.min(entries.length, KEEP);
      logger.info({ to: message.to }, `SMS outbox: ${message.text}`);
    },
    entries: (): readonly OutboxEntry[] => entries,
  } satisfies SmsGateway & { entries(): readonly OutboxEntry[] };
}
export type OutboxSmsGateway = ReturnType<typeof createOutboxSmsGateway>;
