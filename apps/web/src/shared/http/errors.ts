import { parseMaintenanceWindow } from '@matchday/core';

/** A non-success envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: unknown = null,
  ) {
    super(msg || `code ${code}`);
    this.name = 'ApiError';
  }
}

/**
 * The text to show for a failed call: the first field issue's message when the server named a
 * field (its `msg` then carries the field path too), else the envelope's message, else `fallback`.
 */
export function failureText(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  const issue = (err.data as { issues?: Array<{ message?: unknown }> } | null)?.issues?.[0]?.message;
  return typeof issue === 'string' && issue ? issue : err.msg || fallback;
}

/**
 * Code 8: spec §7 says the response "is returned whole", so the caller gets the whole envelope
 * here (and its parsed window) instead of only `data`.
 */
export class MaintenanceError extends ApiError {
  readonly envelope: { code: 8; msg: string; data: unknown };
  readonly window: { startMs: number; endMs: number } | null;

  constructor(msg: string, data: unknown) {
    super(8, msg, data);
    this.name = 'MaintenanceError';
    this.envelope = { code: 8, msg, data };
    this.window = parseMaintenanceWindow(msg);
  }
}

export class NetworkError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

export class TimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = 'TimeoutError';
  }
}
