import type { FastifyInstance } from 'fastify';

function envelope(res: { statusCode: number; json: () => unknown }) {
  const body = res.json() as { code: number; msg: string; data: ReturnType<typeof JSON.parse> };
  return { status: res.statusCode, code: body.code, msg: body.msg, data: body.data };
}

/** Calls the app as one session: JSON in, the whole envelope out. */
export function callerFor(app: FastifyInstance, token: string | null, lang = 'en') {
  const headers = { language: lang, ...(token ? { authorization: token } : {}) };
  return {
    async get(url: string) {
      return envelope(await app.inject({ method: 'GET', url, headers }));
    },
    async post(url: string, payload: object = {}) {
      return envelope(await app.inject({ method: 'POST', url, payload, headers }));
    },
    async put(url: string, payload: object = {}) {
      return envelope(await app.inject({ method: 'PUT', url, payload, headers }));
    },
  };
}
export type Caller = ReturnType<typeof callerFor>;

/** Waits until `check` passes (async callbacks, pushes), or fails with its last error. */
export async function eventually(check: () => Promise<void> | void, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
