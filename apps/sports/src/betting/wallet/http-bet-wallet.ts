import {
  betWalletBalance,
  betWalletCredit,
  betWalletDebit,
  MERCHANT_SIGNATURE_HEADER,
  MERCHANT_TIMESTAMP_HEADER,
  sportsEnvelopeOf,
  type BetWallet,
  type SportsCall,
  type SportsDataOf,
  type SportsRequestOf,
} from '@matchday/contract';
import { signMerchantCall } from '@matchday/contract/merchant-signature';
import { BetWalletRefusedError, BetWalletUnreachableError } from '../../errors.js';

export interface HttpBetWalletOptions {
  /** The operator's base URL (SPORTS_WALLET_URL), e.g. http://localhost:8080. */
  url: string;
  /** SPORTS_MERCHANT_SECRET, shared with the operator. */
  secret: string;
  fetch?: typeof fetch;
  /** One attempt's limit; 5 s when absent. */
  timeoutMs?: number;
  now?: () => number;
  /** Waits before each retry; 200 ms, 1 s and 3 s when absent (four attempts in all). */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_RETRY_DELAYS_MS = [200, 1000, 3000] as const;
const DEFAULT_TIMEOUT_MS = 5000;

/** A fault of the transport, worth sending the same body again. */
class Transient extends Error {}

/**
 * The wallet port over the operator's signed seamless-wallet calls (`/merchant/wallet/v1/*`),
 * for a standalone platform. A network failure, timeout or non-JSON answer is retried with the
 * same body, so the same key: the operator answers a repeated key with its first outcome. Each
 * attempt is signed afresh (a signature is accepted once) with a timestamp that never repeats in
 * this process, so two identical calls in one millisecond are not taken for a replay.
 */
export function createHttpBetWallet(opts: HttpBetWalletOptions): BetWallet {
  const base = opts.url.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  const delays = opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let lastTimestamp = 0;

  const nextTimestamp = () => {
    lastTimestamp = Math.max(now(), lastTimestamp + 1);
    return String(lastTimestamp);
  };

  async function attempt<C extends SportsCall>(call: C, body: string): Promise<unknown> {
    const timestamp = nextTimestamp();
    let res: Response;
    try {
      res = await doFetch(`${base}${call.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [MERCHANT_TIMESTAMP_HEADER]: timestamp,
          [MERCHANT_SIGNATURE_HEADER]: signMerchantCall(opts.secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (err) {
      throw new Transient(err instanceof Error ? err.message : String(err));
    }
    if (res.status >= 500 || res.status === 408 || res.status === 429) throw new Transient(`HTTP ${res.status}`);
    // A 404 here usually means the app server runs without SPORTS_PLATFORM_URL, so it serves no wallet calls.
    if (!res.ok)
      throw new BetWalletRefusedError(null, `operator wallet at ${base}${call.path} answered HTTP ${res.status}`);
    try {
      return await res.json();
    } catch (err) {
      throw new Transient(`unreadable answer: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  async function send<C extends SportsCall>(call: C, payload: SportsRequestOf<C>): Promise<SportsDataOf<C>> {
    const body = JSON.stringify(payload);
    let failure = '';
    for (let i = 0; i <= delays.length; i++) {
      if (i > 0) await sleep(delays[i - 1]!);
      let json: unknown;
      try {
        json = await attempt(call, body);
      } catch (err) {
        if (!(err instanceof Transient)) throw err;
        failure = err.message;
        continue;
      }
      const answer = sportsEnvelopeOf(call.response.nullable()).safeParse(json);
      if (!answer.success)
        throw new BetWalletRefusedError(null, `operator wallet at ${base}${call.path} answered outside the contract`);
      const { code, message, data } = answer.data;
      if (code !== 0)
        throw new BetWalletRefusedError(
          code,
          `operator wallet at ${base}${call.path} refused the call: ${code} ${message}`,
        );
      if (data === null)
        throw new BetWalletRefusedError(null, `operator wallet at ${base}${call.path} answered success without data`);
      return data as SportsDataOf<C>;
    }
    throw new BetWalletUnreachableError(
      `operator wallet unreachable at ${base}${call.path} after ${delays.length + 1} attempts: ${failure}`,
    );
  }

  return {
    debit: (move) => send(betWalletDebit, move),
    credit: (move) => send(betWalletCredit, move),
    balance: async (userId, currency) => (await send(betWalletBalance, { userId, currency })).balance,
  };
}
