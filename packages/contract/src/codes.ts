/**
 * The app server's answer codes (`/api/*` envelope `{code, msg, data}`).
 * Each code has an HTTP status and a message key `code.<name>`; the messages live in `messages/`,
 * one module per language. Spec §8 fixes 8, 14010 and 1002000035; the rest is our design (see README).
 */
export const apiCodes = {
  /** Success. Spec §4 "verification success (code 200)" uses the same value everywhere. */
  success: { code: 200, http: 200 },
  /** Spec §8: maintenance; `msg` carries `[startMs-endMs]`. Returned whole to the caller. */
  maintenance: { code: 8, http: 503 },
  /** Spec §8: the sports platform token must be refreshed, then the call retried once. */
  sportsTokenExpired: { code: 14010, http: 401 },
  /** Spec §8: a failure the calling screen handles itself; the client never toasts it. */
  quietFailure: { code: 1002000035, http: 409 },
  validationFailed: { code: 10001, http: 400 },
  unauthenticated: { code: 10101, http: 401 },
  /** The once-only "login expired" confirm, then forced logout (spec §4, §8). */
  sessionExpired: { code: 10102, http: 401 },
  forbidden: { code: 10103, http: 403 },
  accountLocked: { code: 10104, http: 423 },
  /** Login with a wrong user name or password (one message for both, so names cannot be probed). */
  wrongCredentials: { code: 10105, http: 401 },
  rateLimited: { code: 10201, http: 429 },
  notFound: { code: 10301, http: 404 },
  conflict: { code: 10302, http: 409 },
  idempotencyConflict: { code: 10303, http: 409 },
  /** Results desk: the match is not in the sports platform's kept days. */
  resultMatchUnknown: { code: 10310, http: 404 },
  /** Results desk: the match has no recorded result to correct or void. */
  resultNotRecorded: { code: 10311, http: 409 },
  /** Results desk: the change would store the result as it already stands. */
  resultUnchanged: { code: 10312, http: 409 },
  /** Results desk: scores that do not fit the match (another sport's period, no final score, totals that disagree). */
  resultScoresInvalid: { code: 10313, http: 400 },
  /** Results desk: the result changed (another operator's correction) since the version the change was made on. */
  resultChangedMeanwhile: { code: 10314, http: 409 },
  insufficientFunds: { code: 10401, http: 409 },
  responsibleGamblingBlock: { code: 10402, http: 403 },
  /** The movement would take a balance past what the ledger lets an account hold (`ledgerLimitsOf`, docs/money.md "Limits"). */
  balanceLimitExceeded: { code: 10403, http: 409 },
  /** The price the caller agreed to (named in the call) is no longer the price: nothing was charged; `data` carries the price now. */
  priceChanged: { code: 10404, http: 409 },
  /** The amount or currency is outside what the payment method takes (its minimum and maximum per transaction). */
  paymentLimit: { code: 10410, http: 400 },
  featureUnavailable: { code: 10501, http: 501 },
  /**
   * Site maintenance is on (a window at point 0): a call that moves money or launches play
   * (`refusedDuringSiteMaintenance`) is refused; `data` is the window `{ startTime, endTime }`.
   */
  siteMaintenance: { code: 10502, http: 503 },
  internalError: { code: 10999, http: 500 },
} as const satisfies Record<string, { code: number; http: number }>;

export type ApiCodeName = keyof typeof apiCodes;
export type ApiCode = (typeof apiCodes)[ApiCodeName]['code'];

const byNumber = new Map<number, ApiCodeName>(
  Object.entries(apiCodes).map(([name, c]) => [c.code, name as ApiCodeName]),
);

/** The catalogue name of a numeric code, or undefined for codes we do not issue. */
export function apiCodeName(code: number): ApiCodeName | undefined {
  return byNumber.get(code);
}

/** `/api/*` success is 200; the sports platform's `/v1` success is 0 (spec §8 "code 0 in one reading"). */
export function isSuccessCode(code: number): boolean {
  return code === apiCodes.success.code || code === 0;
}
