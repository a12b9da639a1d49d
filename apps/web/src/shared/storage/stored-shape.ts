/**
 * The checks a stored value must pass before the app trusts it. Hand-written rather than zod so
 * the first route stays light; each check returns the value (unknown fields dropped unless kept)
 * or throws a TypeError naming the path that failed.
 */
export type StoredShape<T> = (value: unknown, path?: string) => T;

const fail = (path: string, expected: string): never => {
  throw new TypeError(`${path || 'value'}: expected ${expected}`);
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const text =
  (maxLength = Number.POSITIVE_INFINITY): StoredShape<string> =>
  (v, p = '') =>
    typeof v === 'string' && v.length <= maxLength ? v : fail(p, `text of at most ${maxLength} characters`);

export const finiteNumber: StoredShape<number> = (v, p = '') =>
  typeof v === 'number' && Number.isFinite(v) ? v : fail(p, 'a number');

export const anyValue: StoredShape<unknown> = (v) => v;

export const oneOf =
  <const T extends readonly (string | number)[]>(...values: T): StoredShape<T[number]> =>
  (v, p = '') =>
    (values as readonly unknown[]).includes(v) ? (v as T[number]) : fail(p, `one of ${values.join(', ')}`);

export const nullable =
  <T>(shape: StoredShape<T>): StoredShape<T | null> =>
  (v, p = '') =>
    v === null ? null : shape(v, p);

export const listOf =
  <T>(shape: StoredShape<T>): StoredShape<T[]> =>
  (v, p = '') =>
    Array.isArray(v) ? v.map((item, i) => shape(item, `${p}[${i}]`)) : fail(p, 'a list');

export const recordOf =
  <T>(shape: StoredShape<T>): StoredShape<Record<string, T>> =>
  (v, p = '') => {
    if (!isPlainObject(v)) return fail(p, 'an object');
    const out: Record<string, T> = {};
    for (const [k, item] of Object.entries(v)) out[k] = shape(item, `${p}.${k}`);
    return out;
  };

type ShapeFields = Record<string, StoredShape<unknown>>;
type FieldsOf<F extends ShapeFields> = { [K in keyof F]: ReturnType<F[K]> };

/** An object with these fields; `keepOthers` keeps fields the check does not name (refreshed elsewhere). */
export const objectOf =
  <F extends ShapeFields>(fields: F, { keepOthers = false } = {}): StoredShape<FieldsOf<F>> =>
  (v, p = '') => {
    if (!isPlainObject(v)) return fail(p, 'an object');
    const out: Record<string, unknown> = keepOthers ? { ...v } : {};
    for (const [k, shape] of Object.entries(fields)) out[k] = shape(v[k], `${p}.${k}`);
    return out as FieldsOf<F>;
  };
