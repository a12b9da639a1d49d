import { isAbsolute, resolve } from 'node:path';

export type Site = 'vn' | 'cn';
export type Mode = 'dev' | 'test' | 'uat' | 'prod';

export interface AppConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  site: Site;
  mode: Mode;
  logLevel: string;
  /** `outbox` (local default: log + /dev/sms-outbox) or `http` (a provider at smsHttpUrl). */
  smsGateway: 'outbox' | 'http';
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  /** Signing secret shared by every node (identity codes, payment callbacks); made under dataDir when unset. */
  appSecret: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and checks the environment; every bad value is reported at once, each with what is expected. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const problems: string[] = [];
  const str = (name: string) => {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };

  const portText = str('PORT') ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) problems.push(`PORT must be a whole number from 1 to 65535 (got "${portText}")`);

  const urlOf = (name: string, schemes: string[]) => {
    const v = str(name);
    if (v === undefined) return undefined;
    try {
      const u = new URL(v);
      if (!schemes.includes(u.protocol)) problems.push(`${name} must start with ${schemes.map((s) => `${s}//`).join(' or ')} (got "${u.protocol}//…")`);
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return v;
  };
  const databaseUrl = urlOf('DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = urlOf('REDIS_URL', ['redis:', 'rediss:']);
  const publicUrl = urlOf('PUBLIC_URL', ['http:', 'https:']);

  const site = str('SITE') ?? 'vn';
  if (site !== 'vn' && site !== 'cn') problems.push(`SITE must be "vn" or "cn" (got "${site}")`);
  const mode = str('MODE') ?? 'dev';
  if (!['dev', 'test', 'uat', 'prod'].includes(mode)) problems.push(`MODE must be one of dev, test, uat, prod (got "${mode}")`);
  const logLevel = str('LOG_LEVEL') ?? (mode === 'test' ? 'warn' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  const host = str('HOST') ?? '0.0.0.0';
  const smsGateway = str('SMS_GATEWAY') ?? 'outbox';
  if (smsGateway !== 'outbox' && smsGateway !== 'http') problems.push(`SMS_GATEWAY must be "outbox" or "http" (got "${smsGateway}")`);
  const smsHttpUrl = urlOf('SMS_HTTP_URL', ['http:', 'https:']);
  const smsHttpToken = str('SMS_HTTP_TOKEN');
  if (smsGateway === 'http' && (!smsHttpUrl || !smsHttpToken)) problems.push('SMS_GATEWAY=http needs SMS_HTTP_URL and SMS_HTTP_TOKEN');

  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = str('DATA_DIR') ?? './data';
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    host,
    port,
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir),
    databaseUrl,
    redisUrl,
    publicUrl: (publicUrl ?? `http://${shownHost}:${port}`).replace(/\/$/, ''),
    site: site as Site,
    mode: mode as Mode,
    logLevel,
    smsGateway: smsGateway as 'outbox' | 'http',
    smsHttpUrl,
    smsHttpToken,
    appSecret: str('APP_SECRET'),
  };
}
