import {
  apiCodes,
  authSessionRefresh,
  buildPath,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  isSuccessCode,
  type BodyOf,
  type DataOf,
  type Endpoint,
  type EndpointRoute,
  type ParamsOf,
  type QueryOf,
} from '@matchday/contract/client';
import { HTTP_TIMEOUT_MS } from '@matchday/core';
import { ApiError, MaintenanceError, NetworkError, TimeoutError } from './errors';
import { httpHooks } from './http-hooks';

export interface CallOptions<E> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  noNeedResponseMsg?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Codes never toasted by the client (spec §8). */
const SILENT_CODE = apiCodes.quietFailure.code;

let expiredNotified = false;
/** After a new login, an expired session may be announced again. */
export function resetExpiredSessionFlag(): void {
  expiredNotified = false;
}

/** The spec's once-only expired-session confirm (§4, §8): the app shows it, then logs out. */
export function notifyExpiredSession(): void {
  if (expiredNotified) return;
  expiredNotified = true;
  httpHooks().onExpiredSession();
}

/** An access token this close to its end is renewed before a call rather than refused during it. */
const RENEW_BEFORE_MS = 30_000;
let renewing: Promise<boolean> | null = null;

/**
 * A fresh access token from the session's httpOnly cookie (issue 17 #9), handed to `onAccessToken`:
 * true when the session goes on, false when it is over (the server answered sessionExpired). A network
 * failure rejects, so a blip never logs anyone out. Concurrent callers share one request.
 */
export function refreshSession(): Promise<boolean> {
  renewing ??= requestAccessToken().finally(() => {
    renewing = null;
  });
  return renewing;
}

async function requestAccessToken(): Promise<boolean> {
  const h = httpHooks();
  const res = await fetchWithTimeout(
    authSessionRefresh.path,
    {
      method: 'POST',
      // The cookie is httpOnly and SameSite=Strict; the CSRF header proves the call is our own page's.
      headers: { ...commonHeaders(), 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: '{}',
      credentials: 'same-origin',
    },
    HTTP_TIMEOUT_MS,
  );
  const env = await readEnvelope(res);
  if (isSuccessCode(env.code)) {
    const { accessToken, accessExpiresAt } = env.data as { accessToken: string; accessExpiresAt: number };
    h.onAccessToken(accessToken, accessExpiresAt);
    return true;
  }
  if (env.code === apiCodes.sessionExpired.code) return false;
  throw new ApiError(env.code, env.msg, env.data);
}

export function commonHeaders(): Record<string, string> {
  const h = httpHooks();
  const lang = h.getLanguage();
  const user = h.getUserName();
  return {
    ...(user ? { Username: user } : {}),
    Language: lang,
    'Accept-Language': lang,
    client: '1',
    deviceNo: h.getDeviceId(),
    clientModel: h.getClientModel(),
    appVersion: h.appVersion,
    platform: 'vietnam',
  };
}

/** Fetch with the timeout and the caller's signal; maps failures to TimeoutError and NetworkError. */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(url, { ...init, signal: signal ? AbortSignal.any([timeout, signal]) : timeout });
  } catch (err) {
    if (timeout.aborted) throw new TimeoutError(timeoutMs);
    if (signal?.aborted) throw err;
    throw new NetworkError(err instanceof Error ? err.message : 'network error');
  }
}

function isEnvelope(v: unknown): v is { code: number; msg?: string; message?: string; data?: unknown } {
  return typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number';
}

export async function readEnvelope(res: Response): Promise<{ code: number; msg: string; data: unknown }> {
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new NetworkError(`HTTP ${res.status}: not an envelope`, res.status);
  }
  if (!isEnvelope(json)) throw new NetworkError(`HTTP ${res.status}: not an envelope`, res.status);
  return { code: json.code, msg: json.msg ?? json.message ?? '', data: json.data ?? null };
}

/** Toasts a failure's message unless the request, the code or an empty message say not to (spec §8). */
export function toastFailure(code: number, msg: string, noNeedResponseMsg?: boolean): void {
  if (noNeedResponseMsg || code === SILENT_CODE || msg.trim() === '') return;
  httpHooks().toast(msg);
}

/**
 * Calls an app-server endpoint (its zod-free route from `@matchday/contract/client`) and
 * resolves with its `data`.
 * Rejects with MaintenanceError (code 8, the whole envelope), ApiError, NetworkError or TimeoutError.
 */
export async function apiCall<E extends Endpoint>(
  endpoint: EndpointRoute<E>,
  opts: CallOptions<E> = {},
  renewed = false,
): Promise<DataOf<E>> {
  const h = httpHooks();
  const expiresAt = h.getTokenExpiresAt();
  if (!renewed && h.getToken() && expiresAt !== null && expiresAt - Date.now() < RENEW_BEFORE_MS)
    await refreshSession().catch(() => undefined);
  const path = buildPath(endpoint.path, (opts.params ?? {}) as Record<string, string | number>);
  const query = opts.query
    ? `?${new URLSearchParams(
        Object.entries(opts.query as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      )}`
    : '';
  // Our own calls carry the CSRF header: the session refresh and logout read the cookie only with it.
  const headers: Record<string, string> = { ...commonHeaders(), [CSRF_HEADER]: CSRF_HEADER_VALUE };
  let body: string | FormData | undefined;
  let token = h.getToken();
  if (endpoint.method !== 'GET') {
    const given = (opts.body ?? {}) as Record<string, unknown>;
    // A body token replaces the header, except where the contract keeps the header the only token (spec §7).
    if (typeof given.token === 'string' && given.token !== '' && !endpoint.tokenInHeaderOnly) token = given.token;
    if (endpoint.contentType === 'multipart' && given instanceof FormData) body = given;
    else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify({
        ...given,
        oddsChange: h.getOddsChange(),
        currencyId: h.getCurrencyId(),
        languageType: h.getLanguage(),
      });
    }
  }
  if (token) headers.Authorization = token;
  const sentSession = token !== null && token === h.getToken();

  const res = await fetchWithTimeout(
    path + query,
    { method: endpoint.method, headers, ...(body !== undefined ? { body } : {}) },
    opts.timeoutMs ?? endpoint.timeoutMs ?? HTTP_TIMEOUT_MS,
    opts.signal,
  );
  const env = await readEnvelope(res);
  if (isSuccessCode(env.code)) return env.data as DataOf<E>;
  if (env.code === apiCodes.maintenance.code) throw new MaintenanceError(env.msg, env.data);
  if (env.code === apiCodes.sessionExpired.code) {
    // The access token lives minutes: one from the session cookie, then the call once more (refused before it ran).
    if (!renewed && sentSession) {
      // Another call renewed it meanwhile: this one goes again with the new token.
      if (h.getToken() !== null && h.getToken() !== token) return apiCall(endpoint, opts, true);
      let live: boolean;
      try {
        live = await refreshSession();
      } catch {
        throw new ApiError(env.code, env.msg, env.data); // offline: this call fails, the session stays
      }
      if (live) return apiCall(endpoint, opts, true);
    }
    notifyExpiredSession();
    throw new ApiError(env.code, env.msg, env.data);
  }
  toastFailure(env.code, env.msg, opts.noNeedResponseMsg);
  throw new ApiError(env.code, env.msg, env.data);
}
