import {
  MERCHANT_SIGNATURE_HEADER,
  MERCHANT_TIMESTAMP_HEADER,
  sportsCalls,
  sportsCodes,
  sportsMerchantCalls,
} from '@matchday/contract';
import type { SportsCall, SportsMatch } from '@matchday/contract';
import { signMerchantCall } from '@matchday/contract/merchant-signature';
import fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBetWallet } from '../betting/memory-bet-wallet.test-support.js';
import { createSportsPlatform } from '../platform/create-sports-platform.js';
import { SEED, START } from '../platform/test-platform.test-support.js';
import {
  arr,
  BASE_SEED,
  jsonText,
  obj,
  raw,
  Rng,
  seedFor,
  slots,
  type Node,
  type Obj,
} from '@matchday/contract/fuzz-json';

/**
 * Issue 17 "Done when": a fuzz test sends malformed bodies to every call the contract declares for
 * the sports platform (`sportsCalls` as a guest and with a member's token, `sportsMerchantCalls`
 * unsigned and signed): never an HTTP 500 nor the platform's own "500", systemError (6), never a
 * stack trace, always the `/v1` envelope `{code, success, message, data, info?}` with HTTP 200.
 *
 * Deterministic: each test draws from mulberry32 seeded with the seed in its name (from FUZZ_SEED,
 * default below, and the test's call and caller): `FUZZ_SEED=<base> npx vitest run --project sports
 * <this file> -t '<test name>'` replays it; a failure names its case and the exact request.
 * contract.test.ts checks a table of bad bodies per public call; this goes further: every call,
 * member and merchant calls too, wrong types in every field and nested leaf, hostile numbers and
 * strings, prototype and duplicate keys, invalid JSON, wrong content types, oversize bodies, hostile
 * tokens, languages and signatures, and a sweep of type-correct edge values through every field.
 */

const TEN_K = 10_000;
const hostileScalars = [
  'null',
  'true',
  'false',
  '0',
  '-0',
  '-1',
  '1.5',
  '1e309',
  '-1e309',
  '1e-400',
  '1e21',
  '9007199254740993',
  '123456789012345678901234567890',
  '2147483648',
  '"NaN"',
  '"Infinity"',
  '"1e309"',
  '"0x10"',
  '" 1 "',
  '""',
  '"0"',
  '"-1"',
  '"1.5"',
  '"99999999999999999999"',
  '"true"',
  '"null"',
  JSON.stringify('x'.repeat(TEN_K)),
  JSON.stringify('9'.repeat(TEN_K)),
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  '"x\\udfff"',
  '"\\u202e\\u2066abc\\u2069"',
  '"\\ufeff"',
  '"💩"',
  '"<script>alert(1)</script>"',
  '"%E0%A4%A"',
  '"__proto__"',
  '"constructor"',
  '"toString"',
];

function hostile(rng: Rng, depth = 0): Node {
  const roll = rng.int(20);
  if (roll < 13 || depth > 2) return raw(rng.pick(hostileScalars));
  switch (roll) {
    case 13:
      return arr([]);
    case 14:
      return obj([]);
    case 15:
      return arr(Array.from({ length: 1 + rng.int(3) }, () => hostile(rng, depth + 1)));
    case 16:
      return obj([
        ['__proto__', obj([['polluted', raw('true')]])],
        ['constructor', obj([['prototype', obj([['polluted', raw('true')]])]])],
      ]);
    case 17: {
      const n = rng.pick([64, 1000, 5000]);
      return raw('['.repeat(n) + ']'.repeat(n));
    }
    case 18: {
      const n = rng.pick([64, 1000, 5000]);
      return raw('{"a":'.repeat(n) + '1' + '}'.repeat(n));
    }
    default:
      return raw(`[${Array.from({ length: TEN_K }, (_, i) => String(i)).join(',')}]`);
  }
}

// ---------------------------------------------------------------------------------------------
// Plausible bodies from the contract's zod schemas (zod 4 definitions)

interface ZodDef {
  type: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  items?: unknown[];
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  options?: unknown[];
  entries?: Record<string, string | number>;
  values?: unknown[];
}
const defOf = (schema: unknown): ZodDef | undefined => (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;
const shapeKeys = (schema: unknown) => Object.keys(defOf(schema)?.shape ?? {});
const optional = (schema: unknown) => ['optional', 'default', 'prefault'].includes(defOf(schema)?.type ?? '');

/** Leaf candidates, kept when the leaf's own schema takes them; the feed's real ids join them before the tests. */
const plausibleNumbers: number[] = [1, 2, 3, 7, 10, 50, 100, 1000, 1.85, 2.5, START - 86_400_000, START];
const plausibleStrings: string[] = [
  'ENG',
  'VIE',
  'CMN',
  'VND',
  'a',
  '1',
  'h5',
  'GMT+8',
  'fuzz-key-00000001',
  '2026-11-22 00:00:00',
  '2026-11-23 23:59:59',
];

/** The member's own values, most of the time: a betting body names the wallet's currency (else 3017) and a known language. */
const usual: Record<string, string> = { currencyId: '1000', languageType: '"ENG"' };

function leaf(schema: unknown, rng: Rng, candidates: readonly unknown[]): Node {
  const parse = (schema as { safeParse?: (v: unknown) => { success: boolean } } | undefined)?.safeParse;
  const fitting = parse ? candidates.filter((c) => parse.call(schema, c).success) : [];
  return raw(JSON.stringify(rng.pick(fitting.length > 0 ? fitting : candidates)));
}

const fits = (schema: unknown, node: Node) => {
  const parse = (schema as { safeParse?: (v: unknown) => { success: boolean } } | undefined)?.safeParse;
  try {
    return parse?.call(schema, JSON.parse(jsonText(node))).success === true;
  } catch {
    return false;
  }
};

/** A value the schema takes, when a few draws find one (refinements across fields included); else the last draw. */
function plausible(schema: unknown, rng: Rng, depth = 0): Node {
  let node = draw(schema, rng, depth);
  for (let attempt = 1; attempt < 4 && !fits(schema, node); attempt++) node = draw(schema, rng, depth);
  return node;
}

function draw(schema: unknown, rng: Rng, depth: number): Node {
  const d = defOf(schema);
  if (!d || depth > 6) return raw('1');
  switch (d.type) {
    case 'object':
      return obj(
        Object.entries(d.shape ?? {})
          .filter(([, v]) => !optional(v) || rng.chance(0.6))
          .map(([k, v]) => [k, k in usual && rng.chance(0.8) ? raw(usual[k]!) : plausible(v, rng, depth + 1)]),
      );
    case 'array':
      return arr(Array.from({ length: 1 + rng.int(2) }, () => plausible(d.element, rng, depth + 1)));
    case 'tuple':
      return arr((d.items ?? []).map((i) => plausible(i, rng, depth + 1)));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return draw(d.innerType, rng, depth);
    case 'pipe':
      // z.preprocess: the input side is a transform, the output side says what is taken.
      return plausible(defOf(d.in)?.type === 'transform' ? d.out : d.in, rng, depth);
    case 'union':
      return plausible(rng.pick(d.options ?? []), rng, depth);
    case 'enum':
      return raw(JSON.stringify(rng.pick(Object.values(d.entries ?? { a: 'a' }))));
    case 'literal':
      return raw(JSON.stringify(rng.pick(d.values ?? [null])));
    case 'boolean':
      return raw(rng.pick(['true', 'false']));
    case 'number':
    case 'int':
    case 'bigint':
      return leaf(schema, rng, plausibleNumbers);
    case 'string':
      return leaf(schema, rng, plausibleStrings);
    default:
      return raw('null');
  }
}

const edgeStrings = ['"a\\u0000b"', '"\\ud800x"', '"\\u202eabc\\u202c"', '"💩"', '"   "', '"%00"'];
const edgeNumbers = ['0', '-1', '2147483648', '-2147483649', '9007199254740991', '1.0000001', '1e15', '0.001'];

/** A value of the type the slot holds, at its edges: these pass a bare type check and reach the handlers. */
function edge(slot: Node, rng: Rng): Node {
  if (slot.kind === 'arr')
    return rng.chance(0.5) ? arr([]) : arr(Array.from({ length: 200 }, () => slot.items[0] ?? raw('1')));
  if (slot.kind === 'raw' && slot.text.startsWith('"')) return raw(rng.pick(edgeStrings));
  if (slot.kind === 'raw' && /^-?\d/.test(slot.text)) return raw(rng.pick(edgeNumbers));
  return hostile(rng);
}

// ---------------------------------------------------------------------------------------------
// Cases

interface FuzzRequest {
  strategy: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const overlong = (n: number) => 'x'.repeat(n);
const invalidJsonTexts = [
  '{"languageType":',
  '{',
  "{'a':1}",
  '{"a":1,}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":1}garbage',
  '\ufeff{}',
  '\u0000',
  '   ',
  '[1,2',
  '{"a":1}{"b":2}',
];
const contentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonx',
  '*/*',
  '',
];
const hostileLanguages = [
  '"__proto__"',
  '"constructor"',
  '"toString"',
  JSON.stringify(overlong(5000)),
  '5',
  '{}',
  'null',
];
const hostileAuthorizations = [
  '',
  'Bearer',
  'forged.token',
  '.',
  '..',
  `${overlong(5000)}.${overlong(50)}`,
  '__proto__',
  'null',
  'eyJ1IjoxfQ.AAAA',
];
const hostileQueries = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'a=%E0%A4%A',
  `a=${overlong(5000)}`,
  'a=1&a=2&a[]=3',
  '%=%&&',
];

type Strategy =
  | 'field'
  | 'leaf'
  | 'multi'
  | 'edge'
  | 'allHostile'
  | 'proto'
  | 'dupKey'
  | 'language'
  | 'topLevel'
  | 'invalidJson'
  | 'contentType'
  | 'noBody'
  | 'huge'
  | 'query'
  | 'authorization';

function schedule(full: boolean): Strategy[] {
  if (!full) return ['field', 'allHostile', 'invalidJson', 'contentType', 'topLevel', 'huge', 'language', 'query'];
  return [
    ...Array<Strategy>(6).fill('field'),
    'leaf',
    'leaf',
    'leaf',
    'multi',
    'multi',
    ...Array<Strategy>(4).fill('edge'),
    'allHostile',
    'proto',
    'proto',
    'dupKey',
    'language',
    'language',
    'topLevel',
    'topLevel',
    'invalidJson',
    'invalidJson',
    'contentType',
    'contentType',
    'noBody',
    'huge',
    'query',
    'authorization',
  ];
}

function makeCase(call: SportsCall, strategy: Strategy, index: number, rng: Rng): FuzzRequest {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const keys = shapeKeys(call.body);
  const base = (): Obj => {
    const body = plausible(call.body, rng);
    return body.kind === 'obj' ? body : obj([]);
  };
  let url = call.path;
  let payload: string | undefined;
  switch (strategy) {
    case 'field': {
      const key = keys.length > 0 ? keys[index % keys.length]! : 'x';
      payload = jsonText(obj([...base().entries.filter(([k]) => k !== key), [key, hostile(rng)]]));
      break;
    }
    case 'leaf':
    case 'multi': {
      const body = base();
      for (let n = strategy === 'leaf' ? 1 : 2 + rng.int(3); n > 0; n--) {
        const at = slots(body);
        if (at.length > 0) rng.pick(at).set(hostile(rng));
      }
      payload = jsonText(body);
      break;
    }
    case 'edge': {
      const body = base();
      const at = slots(body);
      for (let n = 1 + rng.int(2); n > 0 && at.length > 0; n--) {
        const slot = rng.pick(at);
        slot.set(edge(slot.node, rng));
      }
      payload = jsonText(body);
      break;
    }
    case 'allHostile':
      payload = jsonText(obj(keys.map((k) => [k, hostile(rng)])));
      break;
    case 'proto': {
      const polluted = obj([['polluted', raw('true')]]);
      const extra: [string, Node][] = rng.pick([
        [['__proto__', polluted]],
        [['constructor', obj([['prototype', polluted]])]],
        [['__proto__', obj(keys.map((k) => [k, raw('"fuzz"')]))]],
      ]);
      const body = base();
      payload = jsonText(obj(rng.chance(0.5) ? [...extra, ...body.entries] : [...body.entries, ...extra]));
      break;
    }
    case 'dupKey': {
      const key = keys.length > 0 ? rng.pick(keys) : 'x';
      payload = jsonText(obj([[key, hostile(rng)], ...base().entries, [key, hostile(rng)]]));
      break;
    }
    case 'language':
      // Read before validation, to answer even a refusal in the caller's language.
      payload = jsonText(
        obj([
          ...base().entries.filter(([k]) => k !== 'languageType'),
          ['languageType', raw(rng.pick(hostileLanguages))],
        ]),
      );
      break;
    case 'topLevel':
      payload = rng.pick([
        'null',
        '[]',
        '[{}]',
        '"a string"',
        '1',
        'true',
        `[${jsonText(base())}]`,
        '['.repeat(5000) + ']'.repeat(5000),
        '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
      ]);
      break;
    case 'invalidJson':
      payload = rng.pick(invalidJsonTexts);
      break;
    case 'contentType': {
      const type = rng.pick(contentTypes);
      if (type === '') delete headers['content-type'];
      else headers['content-type'] = type;
      payload = rng.pick([jsonText(base()), 'languageType=ENG&__proto__=1', '------fuzz\r\n\r\n', '<a/>']);
      return { strategy: `${strategy} ${type || '(none)'}`, url, headers, payload };
    }
    case 'noBody':
      return { strategy, url, headers };
    case 'huge':
      payload = rng.pick([
        JSON.stringify({ [keys[0] ?? 'x']: 'x'.repeat(1024 * 1024 + 10) }),
        `{"a":[${Array.from({ length: 120_000 }, () => '1').join(',')}]}`,
        `{${Array.from({ length: 20_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
      ]);
      break;
    case 'query':
      url = `${call.path}?${rng.pick(hostileQueries)}`;
      payload = jsonText(base());
      break;
    case 'authorization':
      headers.authorization = rng.pick(hostileAuthorizations);
      payload = jsonText(base());
      return { strategy, url, headers, payload };
  }
  return { strategy, url, headers, ...(payload !== undefined ? { payload } : {}) };
}

const short = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);
const describeRequest = (r: FuzzRequest) =>
  `POST ${short(r.url, 200)} [${r.strategy}] headers=${short(JSON.stringify(r.headers), 200)}` +
  (r.payload !== undefined ? ` payload=${short(r.payload)}` : ' (no body)');
const describeResponse = (res: LightMyRequestResponse) =>
  `→ ${res.statusCode} ${String(res.headers['content-type'] ?? '')} ${short(res.body, 400)}`;

/** A stack frame, a source path, an engine's or a runtime's error text: nothing an answer may carry. */
const leak =
  /\bat .+\(.+:\d+:\d+\)|\n\s+at |node_modules|\.ts:\d+|\.[cm]?js:\d+|file:\/\/|SqliteError|SQLITE_|ZodError|TypeError|RangeError|ReferenceError|SyntaxError|Unexpected token|Maximum call stack|\bstack\b/i;
const knownCodes = new Set<number>(Object.values(sportsCodes));

/**
 * What every answer must be (the plugin's rule: always HTTP 200 with the `/v1` envelope): JSON,
 * `{code, success, message, data, info?}`, `success` exactly when code is 0, null data on a
 * refusal, a code the contract declares, never systemError (the platform's own 500), no leak.
 */
function verdict(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (leak.test(res.body)) return 'stack trace or internal error text in the answer';
  if (res.statusCode !== 200) return `HTTP ${res.statusCode}, not 200`;
  if (!/^application\/json/.test(String(res.headers['content-type'] ?? ''))) return 'not JSON';
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'body is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'not the envelope';
  const env = body as Record<string, unknown>;
  if (typeof env.code !== 'number' || !Number.isInteger(env.code)) return 'envelope without a numeric code';
  if (env.code === sportsCodes.systemError) return 'systemError';
  if (!knownCodes.has(env.code)) return `code ${env.code} is not in the contract`;
  if (env.success !== (env.code === sportsCodes.success)) return 'success does not match the code';
  if (typeof env.message !== 'string') return 'envelope without a message';
  if (!('data' in env)) return 'envelope without data';
  if (env.code !== sportsCodes.success && env.data !== null) return 'a refusal with data';
  if ('info' in env && typeof env.info !== 'string') return 'info is not a string';
  return null;
}

// ---------------------------------------------------------------------------------------------

const SECRET = 'f'.repeat(40);
const MEMBER = { userId: 7, userName: 'member07', currency: 'VND', session: '31' } as const;
const clock = { now: START };
const platform = createSportsPlatform({
  seed: SEED,
  speed: 1,
  now: () => clock.now,
  tokenSecret: Buffer.alloc(32, 7),
  tokenTtlMs: 24 * 3600_000,
  database: { memory: true },
  recordResults: false,
  settleEveryMs: 0,
  wallet: createMemoryBetWallet({ [`${MEMBER.userId}:VND`]: 100_000_000 }).wallet,
  bettingTimings: { liveDelayMs: { default: 0 }, videoLatencyMs: 0 },
  merchant: { secret: SECRET },
});
// At the root, as the standalone platform serves it: /v1/*, /language/*, /merchant/v1/*.
const app = fastify();
let stamp = 0;

beforeAll(async () => {
  await app.register(platform.plugin);
  await app.ready();
  // The feed's own ids and odds join the candidates, so plausible betting bodies name real markets.
  for (const type of [1, 3]) {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/match/getList',
      payload: { type, sportId: 1, size: 5, languageType: 'ENG' },
    });
    for (const match of (res.json() as { data: { records: SportsMatch[] } }).data.records) {
      const line = match.mg.flatMap((g) => g.mks).find((l) => l.ss === 1 && l.op.length > 0);
      if (!line) continue;
      plausibleNumbers.push(match.id, line.id, line.op[0]!.ty, line.op[0]!.od);
    }
  }
});
afterAll(() => app.close());

const memberToken = () => platform.tokens.issue({ ...MEMBER, lang: 'ENG' }).token;

function send(r: FuzzRequest) {
  return app.inject({
    method: 'POST',
    url: r.url,
    headers: r.headers,
    ...(r.payload !== undefined ? { payload: r.payload } : {}),
  });
}

/** Signs the exact bytes sent, with a fresh timestamp each time (a signature is accepted once). */
function signed(r: FuzzRequest): FuzzRequest {
  const timestamp = String(clock.now - ++stamp);
  return {
    ...r,
    headers: {
      ...r.headers,
      [MERCHANT_TIMESTAMP_HEADER]: timestamp,
      [MERCHANT_SIGNATURE_HEADER]: signMerchantCall(SECRET, timestamp, r.payload ?? ''),
    },
  };
}

const hostileSignatures = (rng: Rng): Record<string, string> =>
  rng.pick<Record<string, string>>([
    {},
    { [MERCHANT_TIMESTAMP_HEADER]: String(START) },
    {
      [MERCHANT_TIMESTAMP_HEADER]: rng.pick(['', 'NaN', '1e309', '-1', overlong(5000), String(START + 3600_000)]),
      [MERCHANT_SIGNATURE_HEADER]: 'ab',
    },
    {
      [MERCHANT_TIMESTAMP_HEADER]: String(START),
      [MERCHANT_SIGNATURE_HEADER]: rng.pick(['', 'zz', '0'.repeat(64), 'a'.repeat(5000), '__proto__']),
    },
  ]);

type Caller = 'guest' | 'member' | 'unsigned' | 'signed';

function run(label: string, call: SportsCall, caller: Caller) {
  const name = `${call.path} as ${caller}`;
  const seed = seedFor(name);
  it(`${name} (seed ${seed})`, async () => {
    const rng = new Rng(seed);
    const full = caller === 'member' || caller === 'signed' || (caller === 'guest' && call.auth === 'guest');
    const failures: string[] = [];
    for (const [i, strategy] of schedule(full).entries()) {
      let r = makeCase(call, strategy, i, rng);
      if (caller === 'member' && !('authorization' in r.headers))
        r = { ...r, headers: { ...r.headers, authorization: memberToken() } };
      if (caller === 'signed') r = signed(r);
      if (caller === 'unsigned') r = { ...r, headers: { ...r.headers, ...hostileSignatures(rng) } };
      const res = await send(r);
      const v = verdict(res);
      if (v) failures.push(`case ${i}: ${v}: ${describeRequest(r)} ${describeResponse(res)}`);
    }
    expect(failures, `${label}\n${failures.join('\n')}`).toEqual([]);
  });
}

describe(`fuzz of the sports platform (issue 17, base seed ${BASE_SEED})`, () => {
  describe('every player call, as a guest and as a member', () => {
    for (const call of sportsCalls) {
      run('guest', call, 'guest');
      run('member', call, 'member');
    }
  });

  describe('every merchant call, unsigned and signed', () => {
    for (const call of sportsMerchantCalls) {
      run('unsigned', call, 'unsigned');
      run('signed', call, 'signed');
    }
  });

  /** One fixed plausible body per call, then every value in it in turn at its type's edges. */
  describe('edge values in every field', () => {
    for (const call of [...sportsCalls, ...sportsMerchantCalls]) {
      it(`${call.path}`, async () => {
        const template = () => plausible(call.body, new Rng(seedFor(`sweep ${call.path}`)));
        const failures: string[] = [];
        let n = 0;
        for (const [i, slot] of slots(template()).entries()) {
          const values =
            slot.node.kind === 'arr'
              ? ['[]']
              : slot.node.kind === 'raw' && slot.node.text.startsWith('"')
                ? ['"a\\u0000b"', '"\\ud800x"']
                : slot.node.kind === 'raw' && /^-?\d/.test(slot.node.text)
                  ? ['2147483648', '-2147483649', '9007199254740993']
                  : [];
          for (const value of values) {
            const body = template();
            slots(body)[i]!.set(raw(value));
            const base: FuzzRequest = {
              strategy: `sweep slot ${i}`,
              url: call.path,
              headers: { 'content-type': 'application/json' },
              payload: jsonText(body),
            };
            const r =
              call.auth === 'merchant'
                ? signed(base)
                : { ...base, headers: { ...base.headers, authorization: memberToken() } };
            const res = await send(r);
            const v = verdict(res);
            if (v) failures.push(`case ${n}: ${v}: ${describeRequest(r)} ${describeResponse(res)}`);
            n++;
          }
        }
        expect(failures, failures.join('\n')).toEqual([]);
      });
    }
  });
});
