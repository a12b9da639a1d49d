import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** AES-256 keys are 32 bytes. */
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Sealed texts start `s1.`: version 1 is AES-256-GCM, `s1.<key id>.<base64url(iv ‖ ciphertext ‖ tag)>`. */
const VERSION = 's1';
const MIN_DISTINCT_BYTES = 8;

/** DATA_KEY and DATA_KEY_PREVIOUS: the key that seals, and older keys that only open what they sealed. */
export interface DataKeys {
  /** DATA_KEY; undefined outside prod when unset (a key derived from the app secret is used). */
  current: Buffer | undefined;
  /** DATA_KEY_PREVIOUS, comma-separated: rows sealed under them are opened and sealed again under DATA_KEY. */
  previous: Buffer[];
}

/** 32 bytes written as 64 hex digits or base64 (standard or URL-safe, padding optional), else undefined. */
function keyOf(text: string): Buffer | undefined {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return Buffer.from(t, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(t)) return undefined;
  const key = Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

/**
 * Reads DATA_KEY (required in MODE=prod) and DATA_KEY_PREVIOUS: each key 32 random bytes, as
 * `openssl rand -hex 32` or `openssl rand -base64 32` prints them. Problems are pushed.
 */
export function readDataKeys(str: (name: string) => string | undefined, mode: string, problems: string[]): DataKeys {
  const advice = 'make one with `openssl rand -hex 32`';
  const read = (name: string, text: string): Buffer | undefined => {
    const key = keyOf(text);
    if (!key) problems.push(`${name} must be 32 random bytes as 64 hex digits or base64 (${advice})`);
    else if (new Set(key).size < MIN_DISTINCT_BYTES)
      problems.push(`${name} repeats too few bytes to be random: ${advice}`);
    else return key;
    return undefined;
  };
  const text = str('DATA_KEY');
  if (text === undefined && mode === 'prod')
    problems.push(
      `MODE=prod needs DATA_KEY: the key that encrypts bank account numbers in the database, 32 random bytes (${advice})`,
    );
  const previous = (str('DATA_KEY_PREVIOUS') ?? '')
    .split(',')
    .filter((p) => p.trim())
    .map((p, i) => read(`DATA_KEY_PREVIOUS (key ${i + 1})`, p));
  return {
    current: text === undefined ? undefined : read('DATA_KEY', text),
    previous: previous.filter((k): k is Buffer => k !== undefined),
  };
}

/** Outside prod without DATA_KEY: a key derived from the app secret, so a dev start needs no setup. */
export function derivedDataKey(appSecret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'matchday', 'data-key v1', KEY_BYTES));
}

/** A key's public name in sealed texts: 8 hex digits of a hash of it, so the key that opens a text is found. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('matchday data key id').update(key).digest('hex').slice(0, 8);
}

export interface Sealer {
  /** AES-256-GCM under the current key, a fresh IV each time. */
  seal(plain: string): string;
  /** The plain text of a sealed one under any known key; a text stored before sealing comes back as it is. */
  open(stored: string): string;
  /** True when `stored` is sealed under the current key. */
  isCurrent(stored: string): boolean;
  /** `stored` sealed under the current key: as it is when it already is, else opened and sealed again. */
  reseal(stored: string): string;
  /** What every text sealed under the current key starts with (for queries that find the others). */
  currentPrefix: string;
}

/**
 * Seals short texts (bank account numbers) for storage. `purpose` is bound into each text as GCM's
 * additional data, so a text sealed for one column does not open as another's.
 */
export function createSealer(keys: { current: Buffer; previous: readonly Buffer[] }, purpose: string): Sealer {
  const byId = new Map<string, Buffer>();
  for (const key of [...keys.previous, keys.current]) byId.set(keyIdOf(key), key);
  const currentId = keyIdOf(keys.current);
  const currentPrefix = `${VERSION}.${currentId}.`;
  const aad = Buffer.from(purpose, 'utf8');

  const sealer: Sealer = {
    currentPrefix,
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys.current, iv).setAAD(aad);
      const body = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return currentPrefix + body.toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(`${VERSION}.`)) return stored;
      const [, id = '', data = ''] = stored.split('.');
      const key = byId.get(id);
      if (!key) throw new Error(`sealed under key ${id}, which neither DATA_KEY nor DATA_KEY_PREVIOUS holds`);
      const body = Buffer.from(data, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, IV_BYTES), {
        authTagLength: TAG_BYTES,
      }).setAAD(aad);
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
    isCurrent: (stored) => stored.startsWith(currentPrefix),
    reseal: (stored) => (sealer.isCurrent(stored) ? stored : sealer.seal(sealer.open(stored))),
  };
  return sealer;
}

/**
 * The sealer of a service: DATA_KEY seals; DATA_KEY_PREVIOUS and the key derived from the app
 * secret open older texts. Without DATA_KEY (outside prod only) the derived key seals.
 */
export function sealerFor(keys: DataKeys, appSecret: Buffer, purpose: string): Sealer {
  const derived = derivedDataKey(appSecret);
  return createSealer(
    keys.current
      ? { current: keys.current, previous: [...keys.previous, derived] }
      : { current: derived, previous: keys.previous },
    purpose,
  );
}
