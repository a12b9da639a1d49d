import type { Access, DataOf, Endpoint } from '@matchday/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Site } from '@matchday/core';
import { AppError } from './app-error.js';
import type { Caller, CallerResolver } from './caller.js';
import { requestLanguage } from './language.js';
import { sendCode } from './reply.js';
import { describeIssues, nulIssues, type FieldIssue } from './validation.js';

const rank: Record<Access, number> = { visitor: 0, member: 1, anchor: 2, admin: 3 };

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerContext<E extends Endpoint> {
  params: Parsed<NonNullable<E['params']>>;
  query: Parsed<NonNullable<E['query']>>;
  body: Parsed<NonNullable<E['body']>>;
  /** null only on visitor endpoints. */
  caller: Caller | null;
  lang: string;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends Endpoint> = (ctx: HandlerContext<E>) => Promise<DataOf<E>>;

/** A module's front door toward HTTP: it registers its contract endpoints inside the /api registrar. */
export interface EndpointOwner {
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
}

export interface RegistrarDeps {
  config: { site: Site; mode: string };
  /** Resolves a token to its caller (the session module). */
  callers: CallerResolver;
  /** Every endpoint registered so far, so the app can find those still without a handler. */
  registered: Set<Endpoint>;
}

/** The body's `token` overrides the header, except on endpoints the contract declares `tokenInHeaderOnly` (spec §7). */
function tokenOf(req: FastifyRequest, endpoint: Endpoint): string | undefined {
  const body = req.body as { token?: unknown } | undefined;
  if (!endpoint.tokenInHeaderOnly && body && typeof body.token === 'string' && body.token !== '') return body.token;
  const header = req.headers.authorization;
  const value = header?.replace(/^Bearer\s+/i, '').trim();
  return value ? value : undefined;
}

/**
 * Registers one contract endpoint: caller resolution, role check, input validation, then the
 * handler, whose result is wrapped in the success envelope. Without a handler the endpoint
 * answers `featureUnavailable` (after auth and validation), never a fake success.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  deps: RegistrarDeps,
  endpoint: E,
  handler?: EndpointHandler<E>,
) {
  deps.registered.add(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (req, reply) => {
      const lang = requestLanguage(req, deps.config.site);
      const token = tokenOf(req, endpoint);
      let caller: Caller | null = null;
      if (token) {
        const check = await deps.callers.check(token);
        if (check.kind === 'valid') caller = check.caller;
        else if (endpoint.access !== 'visitor') return sendCode(reply, 'sessionExpired', lang);
      }
      if (endpoint.access !== 'visitor') {
        if (!caller) return sendCode(reply, 'unauthenticated', lang);
        if (rank[caller.role] < rank[endpoint.access]) return sendCode(reply, 'forbidden', lang);
      }

      const issues: FieldIssue[] = [];
      const parse = (schema: z.ZodType | undefined, input: unknown, where: string) => {
        if (!schema) return undefined;
        // zod 4 leaves the input out of an issue unless asked: without it a wrong type reads as a missing field.
        const r = schema.safeParse(input ?? {}, { reportInput: true });
        if (!r.success) issues.push(...describeIssues(r.error, where, lang));
        else issues.push(...nulIssues(r.data, where, lang));
        return r.success ? r.data : undefined;
      };
      const params = parse(endpoint.params, req.params, 'params');
      const query = parse(endpoint.query, req.query, 'query');
      const body = parse(endpoint.body, req.body, 'body');
      if (issues.length > 0) {
        const first = issues[0]!;
        return sendCode(reply, 'validationFailed', lang, { issues }, { text: `${first.path}: ${first.message}` });
      }

      if (!handler) return sendCode(reply, 'featureUnavailable', lang);
      try {
        const data = await handler({ params, query, body, caller, lang, req, reply } as HandlerContext<E>);
        if (deps.config.mode !== 'prod') endpoint.response.parse(data);
        return reply.code(200).send({ code: 200, msg: 'ok', data: data ?? null });
      } catch (err) {
        if (err instanceof AppError) return sendCode(reply, err.codeName, lang, err.data, err.msgOverride, err.vars);
        throw err;
      }
    },
  });
}
