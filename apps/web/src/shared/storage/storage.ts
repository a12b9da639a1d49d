import { storageKeys, type StorageKey, type StoredValue } from './schema';

/** Stored as `{v, d}`: the version and the data. */
interface Envelope {
  v: number;
  d: unknown;
}

function area(key: StorageKey): Storage | null {
  try {
    return storageKeys[key].area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored value, or the key's default when absent, malformed or of an older version. */
export function readStored<K extends StorageKey>(key: K): StoredValue<K> {
  const spec = storageKeys[key];
  let text: string | null;
  try {
    text = area(key)?.getItem(spec.name) ?? null;
  } catch {
    return spec.default as StoredValue<K>;
  }
  if (text === null) return spec.default as StoredValue<K>;
  try {
    const env = JSON.parse(text) as Envelope;
    if (env.v !== spec.version) throw new Error(`version ${String(env.v)} is not ${spec.version}`);
    return spec.schema(env.d) as StoredValue<K>;
  } catch (err) {
    console.warn(`stored ${spec.name} is unreadable, using its default`, err);
    return spec.default as StoredValue<K>;
  }
}

/** Writes a value; a full or unavailable storage is logged, never thrown. */
export function writeStored<K extends StorageKey>(key: K, value: StoredValue<K>): void {
  const spec = storageKeys[key];
  try {
    area(key)?.setItem(spec.name, JSON.stringify({ v: spec.version, d: value } satisfies Envelope));
  } catch (err) {
    console.warn(`could not store ${spec.name}`, err);
  }
}

export function removeStored(key: StorageKey): void {
  try {
    area(key)?.removeItem(storageKeys[key].name);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
