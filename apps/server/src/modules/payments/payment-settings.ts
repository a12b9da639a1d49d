import { limitsOf, readLimits, REAL_METHOD_LIMITS, SANDBOX_LIMITS, type MethodLimits } from './payment-limits.js';
import { readDataKeys, type DataKeys } from './sealed-text.js';

export interface SandboxSettings {
  kind: 'sandbox';
  limits: MethodLimits;
}

/** The generic hosted payment page (hosted-payment-provider.ts). */
export interface HostedSettings {
  kind: 'hosted';
  /** PAYMENT_HOSTED_URL: the page members are sent to with the signed request. */
  url: string;
  /** PAYMENT_HOSTED_STATUS_URL: the signed status query. */
  statusUrl: string;
  /** PAYMENT_HOSTED_REFUND_URL: the signed refund call; without it the hosted provider refunds nothing. */
  refundUrl?: string;
  merchantId: string;
  secret: string;
  /** The provider's integer amounts count units (0) or hundredths (2) of the currency (ISO 4217: VND 0, CNY 2, USD 2). */
  decimals: ReadonlyMap<string, number>;
  limits: MethodLimits;
}

/** VNPay's PAY API, version 2.1.0 (vnpay-protocol.ts). */
export interface VnpaySettings {
  kind: 'vnpay';
  /** PAYMENT_VNPAY_URL: the payment page, `…/paymentv2/vpcpay.html`. */
  payUrl: string;
  /** PAYMENT_VNPAY_API_URL: querydr, `…/merchant_webapi/api/transaction`. */
  apiUrl: string;
  tmnCode: string;
  hashSecret: string;
  limits: MethodLimits;
}

export type ProviderSettings = SandboxSettings | HostedSettings | VnpaySettings;

/** Payments' part of the configuration, read by `readPaymentSettings` with the rest of the environment. */
export interface PaymentSettings {
  /** In PAYMENT_PROVIDER's order: a deposit goes to the first that takes its currency. */
  providers: ProviderSettings[];
  /** PAYMENT_WITHDRAW_LIMITS: bank payouts' minimum and maximum per request, by currency. */
  withdrawLimits: MethodLimits;
  /** PAYMENT_EXPIRY_MIN: how long a member has to pay on the provider's page. */
  expiryMs: number;
  /** PAYMENT_RECONCILE_S: how often pending orders are queried at their provider (0: never). */
  reconcileMs: number;
  /** DATA_KEY (required in prod) and DATA_KEY_PREVIOUS: what seals bank account numbers at rest (sealed-text.ts). */
  dataKeys: DataKeys;
}

export const PROVIDER_KINDS = ['sandbox', 'hosted', 'vnpay'] as const;
/** Shared secrets shorter than this are refused, as for the sports link. */
const MIN_SECRET_LENGTH = 32;
const ISO_DECIMALS: Readonly<Record<string, number>> = { VND: 0, CNY: 2, USD: 2 };

type Str = (name: string) => string | undefined;
type UrlOf = (name: string, schemes: string[]) => string | undefined;

/**
 * Reads PAYMENT_* and DATA_KEY* (apps/server/src/modules/payments/README.md). The sandbox is the
 * default outside prod; MODE=prod needs a real provider, refuses the sandbox unless DEMO=on, and
 * needs DATA_KEY. Problems are pushed.
 */
export function readPaymentSettings(str: Str, urlOf: UrlOf, mode: string, problems: string[]): PaymentSettings {
  const demo = str('DEMO') === 'on';
  const prod = mode === 'prod';
  const listed = str('PAYMENT_PROVIDER');
  const names = (listed ?? (prod && !demo ? '' : 'sandbox'))
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length === 0)
    problems.push(
      'MODE=prod needs PAYMENT_PROVIDER: vnpay or hosted with its PAYMENT_VNPAY_* or PAYMENT_HOSTED_* settings (apps/server/src/modules/payments/README.md); the sandbox takes no real money',
    );
  const providers: ProviderSettings[] = [];
  for (const name of new Set(names)) {
    if (name === 'sandbox') {
      if (prod && !demo)
        problems.push(
          'PAYMENT_PROVIDER=sandbox is refused in MODE=prod: anyone can mark its payments paid (DEMO=on allows it for a demonstration)',
        );
      providers.push({
        kind: 'sandbox',
        limits: readLimits('PAYMENT_SANDBOX_LIMITS', str('PAYMENT_SANDBOX_LIMITS'), limitsOf(SANDBOX_LIMITS), problems),
      });
    } else if (name === 'hosted') {
      const hosted = readHosted(str, urlOf, problems);
      if (hosted) providers.push(hosted);
    } else if (name === 'vnpay') {
      const vnpay = readVnpay(str, urlOf, problems);
      if (vnpay) providers.push(vnpay);
    } else problems.push(`PAYMENT_PROVIDER must list ${PROVIDER_KINDS.join(', ')} (got "${name}")`);
  }
  return {
    providers,
    withdrawLimits: readLimits(
      'PAYMENT_WITHDRAW_LIMITS',
      str('PAYMENT_WITHDRAW_LIMITS'),
      limitsOf(REAL_METHOD_LIMITS),
      problems,
    ),
    expiryMs: wholeIn(str, 'PAYMENT_EXPIRY_MIN', 15, 5, 1440, problems) * 60_000,
    reconcileMs: wholeIn(str, 'PAYMENT_RECONCILE_S', 60, 0, 86_400, problems) * 1000,
    dataKeys: readDataKeys(str, mode, problems),
  };
}

function wholeIn(str: Str, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const text = str(name) ?? String(fallback);
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${text}")`);
    return fallback;
  }
  return n;
}

/** The named variables, each present, or a problem naming the missing ones. */
function required(str: Str, problems: string[], provider: string, names: string[]): string[] | undefined {
  const values = names.map((n) => str(n));
  const missing = names.filter((_, i) => values[i] === undefined);
  if (missing.length > 0) {
    problems.push(`PAYMENT_PROVIDER=${provider} needs ${missing.join(', ')}`);
    return undefined;
  }
  return values as string[];
}

function strongSecret(name: string, value: string, problems: string[]): boolean {
  if (value.length >= MIN_SECRET_LENGTH && new Set(value).size > 8) return true;
  problems.push(
    `${name} must be at least ${MIN_SECRET_LENGTH} characters of random data (the value the provider issued)`,
  );
  return false;
}

/**
 * A redirecting provider's settings: its page and API URLs, its id (checked by `idRule`), its
 * secret and its limits over `currencies`. Each problem is named; undefined when unusable.
 */
function readProvider(
  str: Str,
  urlOf: UrlOf,
  problems: string[],
  kind: 'hosted' | 'vnpay',
  names: readonly [string, string, string, string],
  idRule: { pattern: RegExp; problem: string },
  currencies?: readonly string[],
) {
  const prefix = `PAYMENT_${kind.toUpperCase()}`;
  const first = urlOf(names[0], ['http:', 'https:']);
  const second = urlOf(names[1], ['http:', 'https:']);
  const values = required(str, problems, kind, [...names]);
  const base = limitsOf(REAL_METHOD_LIMITS);
  const limits = readLimits(`${prefix}_LIMITS`, str(`${prefix}_LIMITS`), base, problems, currencies);
  if (!values || !first || !second) return undefined;
  const [, , id, secret] = values as [string, string, string, string];
  if (!idRule.pattern.test(id)) problems.push(idRule.problem);
  if (!strongSecret(names[3], secret, problems)) return undefined;
  return { urls: [first, second] as const, id, secret, limits };
}

function readHosted(str: Str, urlOf: UrlOf, problems: string[]): HostedSettings | undefined {
  const decimals = new Map(Object.entries(ISO_DECIMALS));
  for (const part of (str('PAYMENT_HOSTED_DECIMALS') ?? '').split(',').filter((p) => p.trim())) {
    const m = /^([A-Z]{3}):([02])$/.exec(part.trim());
    if (m && decimals.has(m[1]!)) decimals.set(m[1]!, Number(m[2]));
    else
      problems.push(
        `PAYMENT_HOSTED_DECIMALS: "${part}" must be CURRENCY:0 or CURRENCY:2 for ${[...decimals.keys()].join(', ')}`,
      );
  }
  const read = readProvider(
    str,
    urlOf,
    problems,
    'hosted',
    ['PAYMENT_HOSTED_URL', 'PAYMENT_HOSTED_STATUS_URL', 'PAYMENT_HOSTED_MERCHANT_ID', 'PAYMENT_HOSTED_SECRET'],
    { pattern: /^[\w-]{1,64}$/, problem: 'PAYMENT_HOSTED_MERCHANT_ID must be 1–64 letters, digits, _ or -' },
  );
  const refundUrl = urlOf('PAYMENT_HOSTED_REFUND_URL', ['http:', 'https:']);
  if (!read) return undefined;
  const [url, statusUrl] = read.urls;
  const { id: merchantId, secret, limits } = read;
  return { kind: 'hosted', url, statusUrl, ...(refundUrl ? { refundUrl } : {}), merchantId, secret, decimals, limits };
}

function readVnpay(str: Str, urlOf: UrlOf, problems: string[]): VnpaySettings | undefined {
  const read = readProvider(
    str,
    urlOf,
    problems,
    'vnpay',
    ['PAYMENT_VNPAY_URL', 'PAYMENT_VNPAY_API_URL', 'PAYMENT_VNPAY_TMN_CODE', 'PAYMENT_VNPAY_HASH_SECRET'],
    {
      pattern: /^[A-Za-z0-9]{8}$/,
      problem: 'PAYMENT_VNPAY_TMN_CODE must be the 8 letters or digits VNPay issued (vnp_TmnCode)',
    },
    ['VND'], // VNPay takes đồng only.
  );
  if (!read) return undefined;
  const [payUrl, apiUrl] = read.urls;
  return { kind: 'vnpay', payUrl, apiUrl, tmnCode: read.id, hashSecret: read.secret, limits: read.limits };
}
