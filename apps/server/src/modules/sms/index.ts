import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AttemptLimiter } from '../../attempts/attempt-limiter.js';
import type { AppConfig } from '../../config.js';
import type { AppDatabase } from '../../db/database.js';
import { createHttpSmsGateway } from './http-sms-gateway.js';
import { createOutboxSmsGateway } from './outbox-sms-gateway.js';
import { createSmsCodeRepository } from './sms-code.repository.js';
import { createSmsCodeService, type SmsCodeService } from './sms-code.service.js';
import { smsOutboxRoutes } from './sms-outbox.routes.js';

export { assertPhone, normalisePhone } from './phone-rule.js';
export type { SmsCodeService } from './sms-code.service.js';

export interface SmsModule {
  /** Sends, checks and uses the 6-digit codes. */
  codes: SmsCodeService;
  /** `/dev/sms-outbox` at the root, when the local outbox delivers and the mode is not prod. */
  registerRootRoutes(app: FastifyInstance): void;
}

/** SMS: the gateway SMS_GATEWAY picks (the local outbox or an HTTP provider) and the codes sent through it (`sms_codes`). */
export function createSmsModule(deps: {
  db: AppDatabase;
  config: Pick<AppConfig, 'smsGateway' | 'smsHttpUrl' | 'smsHttpToken' | 'mode' | 'attempts'>;
  /** Counts the sends per phone, per address and for the whole site. */
  limiter: AttemptLimiter;
  logger: FastifyBaseLogger;
}): SmsModule {
  const { config, logger } = deps;
  const outbox = createOutboxSmsGateway(logger);
  const gateway =
    config.smsGateway === 'http'
      ? createHttpSmsGateway({ url: config.smsHttpUrl!, token: config.smsHttpToken! })
      : outbox;
  if (config.mode === 'prod' && gateway === outbox)
    logger.warn('SMS_GATEWAY is the local outbox: codes go to the log only; set SMS_GATEWAY=http for real delivery');
  return {
    codes: createSmsCodeService({
      repo: createSmsCodeRepository(deps.db),
      gateway,
      limiter: deps.limiter,
      sendsPerHour: config.attempts.smsSendsPerHour,
    }),
    registerRootRoutes(app) {
      if (config.mode !== 'prod' && gateway === outbox) smsOutboxRoutes(app, outbox.entries);
    },
  };
}
