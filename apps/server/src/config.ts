import { isAbsolute, resolve } from 'node:path';
import { isSite, sites, type Site } from '@matchday/core';
import { weakSecretProblem } from './app-secret.js';
import { readAttemptSettings, type AttemptSettings } from './attempts/attempt-settings.js';
import { readPaymentSettings, type PaymentSettings } from './modules/payments/index.js';
import { readSportsPlatformLink, type SportsPlatformLink } from './modules/sports-platform/index.js';
import { readGameProviders } from './modules/game-wallet/index.js';
import { readConnectionSettings, type ConnectionSettings } from './modules/live/index.js';

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
  /** Live video (modules/live/README.md). */
  live: LiveConfig;
  /** A standalone sports platform to get tokens from; none = embedded by the launcher, or no sports. */
  sportsPlatform: SportsPlatformLink | undefined;
  /** GAME_WALLET_PROVIDERS: third-party game providers and their secrets for the signed game wallet (none by default). */
  gameProviders: ReadonlyMap<string, string>;
  /** PAYMENT_*: deposit providers, their limits and the withdrawal limits, read by the payments module. */
  payments: PaymentSettings;
  /** TRUST_PROXY and the site-wide ceilings on registrations and SMS sends (src/attempts). */
  attempts: AttemptSettings;
  /** Caps on `/ws` sockets and video players, per address and in all (modules/live/README.md "Connections"). */
  connections: ConnectionSettings;
  /** DEMO: seed the demo logins, balances, streams and notices; on outside prod, in prod only with DEMO=on (which warns at every start). */
  demo: boolean;
}

export interface LiveConfig {
  /** `nms`: the embedded node-media-server; `srs`: an external SRS. */
  mediaServer: 'nms' | 'srs';
  /** Embedded RTMP ingest port; 0 picks a free one (the default in MODE=test). */
  rtmpPort: number;
  /** What anchors are told to push to, when it differs from rtmp://{PUBLIC_URL host}:{RTMP_PORT}/live. */
  rtmpPublicUrl: string | undefined;
  srs: { rtmpUrl: string; playbackUrl: string; apiUrl: string | undefined; hookToken: string } | undefined;
  /** Demo anchors publish a test pattern (default on, off in MODE=test and prod). */
  demo: boolean;
  /** How long a dropped publisher may reconnect before its stream comes off air. */
  reconnectGraceMs: number;
  ffmpegPath: string | undefined;
  /** LIVE_PREFERRED_LINE: the playback line the operator prefers (`queryCustomerLineSwitch`). */
  preferredLine: 'flv' | 'hls';
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
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535)
    problems.push(`PORT must be a whole number from 1 to 65535 (got "${portText}")`);

  const urlOf = (name: string, schemes: string[]) => {
    const v = str(name);
    if (v === undefined) return undefined;
    try {
      const u = new URL(v);
      if (!schemes.includes(u.protocol))
        problems.push(`${name} must start with ${schemes.map((s) => `${s}//`).join(' or ')} (got "${u.protocol}//…")`);
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return v;
  };
  const databaseUrl = urlOf('DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = urlOf('REDIS_URL', ['redis:', 'rediss:']);
  const publicUrl = urlOf('PUBLIC_URL', ['http:', 'https:']);

  const site = str('SITE') ?? 'vn';
  if (!isSite(site)) problems.push(`SITE must be ${sites.map((s) => `"${s}"`).join(' or ')} (got "${site}")`);
  const mode = str('MODE') ?? 'dev';
  if (!['dev', 'test', 'uat', 'prod'].includes(mode))
    problems.push(`MODE must be one of dev, test, uat, prod (got "${mode}")`);
  const logLevel = str('LOG_LEVEL') ?? (mode === 'test' ? 'warn' : 'info');
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  const host = str('HOST') ?? '0.0.0.0';
  const smsGateway = str('SMS_GATEWAY') ?? 'outbox';
  if (smsGateway !== 'outbox' && smsGateway !== 'http')
    problems.push(`SMS_GATEWAY must be "outbox" or "http" (got "${smsGateway}")`);
  const smsHttpUrl = urlOf('SMS_HTTP_URL', ['http:', 'https:']);
  const smsHttpToken = str('SMS_HTTP_TOKEN');
  if (smsGateway === 'http' && (!smsHttpUrl || !smsHttpToken))
    problems.push('SMS_GATEWAY=http needs SMS_HTTP_URL and SMS_HTTP_TOKEN');

  const demoText = str('DEMO') ?? (mode === 'prod' ? 'off' : 'on');
  if (demoText !== 'on' && demoText !== 'off') problems.push(`DEMO must be "on" or "off" (got "${demoText}")`);
  const demo = demoText === 'on';

  const live = liveConfig(str, urlOf, mode, demo, problems);
  const sportsPlatform = readSportsPlatformLink(str, urlOf, problems);
  const gameProviders = readGameProviders(str, problems);
  const connections = readConnectionSettings(str, problems);
  const payments = readPaymentSettings(str, urlOf, mode, problems);
  const attempts = readAttemptSettings(str, problems);
  if (mode === 'prod')
    problems.push(...prodProblems(str, smsGateway, sportsPlatform, gameProviders, live.demo && !demo));

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
    live,
    sportsPlatform,
    gameProviders,
    connections,
    payments,
    attempts,
    demo,
  };
}

/** MODE=prod: strong secrets, a real SMS gateway, and no demo video without DEMO=on. */
function prodProblems(
  str: (name: string) => string | undefined,
  smsGateway: string,
  sportsPlatform: SportsPlatformLink | undefined,
  gameProviders: ReadonlyMap<string, string>,
  liveDemoWithoutDemo: boolean,
): string[] {
  const problems: string[] = [];
  const add = (problem: string | undefined) => problem && problems.push(problem);
  const appSecret = str('APP_SECRET');
  if (appSecret === undefined)
    add(
      'MODE=prod needs APP_SECRET: at least 32 bytes of random data (`openssl rand -hex 32`), the same on every node',
    );
  else add(weakSecretProblem('APP_SECRET', appSecret));
  // A link with a secret under 32 characters is refused by readSportsPlatformLink; prod also refuses a repeated one.
  if (sportsPlatform) add(weakSecretProblem('SPORTS_MERCHANT_SECRET', sportsPlatform.merchantSecret));
  for (const [id, secret] of gameProviders) add(weakSecretProblem(`GAME_WALLET_PROVIDERS (${id})`, secret));
  if (smsGateway !== 'http')
    add(
      'MODE=prod needs SMS_GATEWAY=http with SMS_HTTP_URL and SMS_HTTP_TOKEN (the outbox only writes codes to the log)',
    );
  if (liveDemoWithoutDemo) add('LIVE_DEMO=on needs DEMO=on in MODE=prod (demo anchors publish a test pattern)');
  add(publicUrlProblem(str('PUBLIC_URL')));
  return problems;
}

/**
 * Prod needs the address members reach: payment providers call back to it and the session cookie is
 * Secure only on https. Plain http passes only on a loopback host (a local trial behind nothing).
 */
function publicUrlProblem(publicUrl: string | undefined): string | undefined {
  if (publicUrl === undefined)
    return 'MODE=prod needs PUBLIC_URL, the https address members reach (payment callbacks and the Secure session cookie use it)';
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    return undefined; // Named already by the URL check.
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !loopback)
    return `PUBLIC_URL must be https in MODE=prod (got ${url.protocol}//${url.host}): session cookies and payment callbacks need TLS`;
  return undefined;
}

function liveConfig(
  str: (name: string) => string | undefined,
  urlOf: (name: string, schemes: string[]) => string | undefined,
  mode: string,
  demo: boolean,
  problems: string[],
): LiveConfig {
  const wholeIn = (name: string, fallback: number, min: number, max: number, unit = '') => {
    const text = str(name) ?? String(fallback);
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min || n > max)
      problems.push(`${name} must be a whole number from ${min} to ${max}${unit} (got "${text}")`);
    return n;
  };
  const rtmpPort = wholeIn('RTMP_PORT', mode === 'test' ? 0 : 1935, 0, 65535);
  const graceSeconds = wholeIn('LIVE_RECONNECT_GRACE_S', mode === 'test' ? 0 : 10, 0, 300, ' seconds');
  const mediaServer = str('MEDIA_SERVER') ?? 'nms';
  if (mediaServer !== 'nms' && mediaServer !== 'srs')
    problems.push(`MEDIA_SERVER must be "nms" (embedded) or "srs" (got "${mediaServer}")`);
  const demoText = str('LIVE_DEMO') ?? (mode === 'test' || mode === 'prod' || !demo ? 'off' : 'on');
  if (demoText !== 'on' && demoText !== 'off') problems.push(`LIVE_DEMO must be "on" or "off" (got "${demoText}")`);
  const rtmpPublicUrl = urlOf('RTMP_PUBLIC_URL', ['rtmp:', 'rtmps:']);
  const srsRtmpUrl = urlOf('SRS_RTMP_URL', ['rtmp:', 'rtmps:']);
  const srsPlaybackUrl = urlOf('SRS_PLAYBACK_URL', ['http:', 'https:']);
  const srsApiUrl = urlOf('SRS_API_URL', ['http:', 'https:']);
  const srsHookToken = str('SRS_HOOK_TOKEN');
  const preferredLine = str('LIVE_PREFERRED_LINE') ?? 'flv';
  if (preferredLine !== 'flv' && preferredLine !== 'hls')
    problems.push(`LIVE_PREFERRED_LINE must be "flv" or "hls" (got "${preferredLine}")`);
  if (mediaServer === 'srs') {
    if (!srsRtmpUrl || !srsPlaybackUrl)
      problems.push('MEDIA_SERVER=srs needs SRS_RTMP_URL (rtmp://…/live) and SRS_PLAYBACK_URL (http(s)://…/live)');
    if (!srsHookToken || srsHookToken.length < 16)
      problems.push(
        'MEDIA_SERVER=srs needs SRS_HOOK_TOKEN: at least 16 characters, also put in the http_hooks URLs of srs.conf',
      );
  }
  return {
    mediaServer: mediaServer as 'nms' | 'srs',
    rtmpPort,
    rtmpPublicUrl,
    srs:
      mediaServer === 'srs' && srsRtmpUrl && srsPlaybackUrl && srsHookToken
        ? { rtmpUrl: srsRtmpUrl, playbackUrl: srsPlaybackUrl, apiUrl: srsApiUrl, hookToken: srsHookToken }
        : undefined,
    demo: demoText === 'on',
    reconnectGraceMs: graceSeconds * 1000,
    ffmpegPath: str('FFMPEG_PATH'),
    preferredLine: preferredLine as 'flv' | 'hls',
  };
}
