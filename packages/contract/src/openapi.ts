import { z } from 'zod';
import { appEndpoints, areaOf } from './app-endpoints.js';
import { apiCodes } from './codes.js';
import type { Endpoint } from './endpoint.js';
import { errorEnvelope } from './envelope.js';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

function parameters(e: Endpoint): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', e.params],
    ['query', e.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, s] of Object.entries(json.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: s });
    }
  }
  return out;
}

function operation(e: Endpoint): JsonSchema {
  const success = {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: {
      code: { type: 'integer', const: apiCodes.success.code },
      msg: { type: 'string' },
      data: toSchema(e.response, 'output'),
    },
  };
  const error = {
    description: 'Error envelope (see the code catalogue)',
    content: { 'application/json': { schema: toSchema(errorEnvelope, 'output') } },
  };
  return {
    operationId: e.id,
    summary: e.summary,
    tags: [areaOf(e)],
    ...(e.access === 'visitor' ? {} : { security: [{ token: [] }] }),
    'x-access': e.access,
    ...(e.tokenInHeaderOnly ? { 'x-token-in-header-only': true } : {}),
    parameters: parameters(e),
    ...(e.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(e.body, 'input') } } } }
      : {}),
    responses: {
      '200': { description: 'Success envelope', content: { 'application/json': { schema: success } } },
      '400': error,
      ...(e.access === 'visitor' ? {} : { '401': error, '403': error }),
      '501': error,
    },
  };
}

/** An OpenAPI 3.1 document of every `/api/*` endpoint, generated from the contract. */
export function buildOpenApiDocument(opts: { serverUrl?: string } = {}): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const e of appEndpoints) {
    const p = openApiPath(e.path);
    paths[p] = { ...paths[p], [e.method.toLowerCase()]: operation(e) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Matchday app server',
      version: '1.0.0',
      description:
        'Every answer is the envelope {code, msg, data}; code 200 is success. See packages/contract/README.md for the code catalogue.',
    },
    ...(opts.serverUrl ? { servers: [{ url: opts.serverUrl }] } : {}),
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    paths,
  };
}
