type Handler = (body: Record<string, unknown>) => unknown;

/** The platform's answers by path suffix, set per test; and every call made, in order. */
export const routes = { current: new Map<string, Handler>() };
export const calls: Array<{ path: string; body: Record<string, unknown> }> = [];

/** Stands in for `sportsCall` (mocked in the test file): records the call and answers from `routes`. */
export async function fakeSportsCall(path: string, body: Record<string, unknown>): Promise<unknown> {
  calls.push({ path, body });
  const handler = [...routes.current].find(([suffix]) => path.endsWith(suffix))?.[1];
  if (!handler) throw new Error(`unexpected ${path}`);
  return handler(body);
}

export const callsTo = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)).map((c) => c.body);
