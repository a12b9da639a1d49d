import type { Site } from '@matchday/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/language.js';
import { sendCode } from '../../http/reply.js';
import { SANDBOX_PAGE_CSP, sandboxPageHtml, sandboxPageLanguage } from './sandbox-page.js';
import type { SandboxPaymentProvider } from './sandbox-payment-provider.js';

/** A reference of the shape the sandbox hands out (SBX and hex); anything else is no payment, unread (a NUL breaks PostgreSQL text). */
const PAYMENT_REF = /^[A-Za-z0-9_-]{1,64}$/;

/** The sandbox provider's hosted page: pay, fail or cancel; the provider then calls the app back. */
export async function sandboxPageRoutes(parent: FastifyInstance, sandbox: SandboxPaymentProvider) {
  await parent.register(async (app) => {
    // Plain HTML forms post urlencoded; only this page accepts it.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    app.get<{ Params: { ref: string }; Querystring: { lang?: unknown } }>('/sandbox/pay/:ref', async (req, reply) => {
      const payment = PAYMENT_REF.test(req.params.ref) ? await sandbox.lookup(req.params.ref) : undefined;
      const lang = sandboxPageLanguage(payment?.lang, req.query.lang, req.headers['accept-language']);
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', SANDBOX_PAGE_CSP);
      return reply.code(payment ? 200 : 404).send(sandboxPageHtml(payment, lang));
    });

    app.post<{ Params: { ref: string }; Body: { decision?: string } }>('/sandbox/pay/:ref', async (req, reply) => {
      const decision = req.body?.decision;
      if (decision !== 'paid' && decision !== 'failed' && decision !== 'cancelled')
        return reply.code(400).type('text/plain').send('decision must be paid, failed or cancelled');
      const payment = PAYMENT_REF.test(req.params.ref) ? await sandbox.decide(req.params.ref, decision) : undefined;
      if (!payment) return reply.code(404).type('text/plain').send('no such payment');
      return reply.redirect(payment.returnUrl, 303);
    });
  });
}

/**
 * Where the sandbox does not run (MODE=prod without DEMO=on): its paths answer notFound in the
 * envelope, so neither a page nor the SPA's fallback is served for them and no decision is taken.
 */
export async function sandboxAbsentRoutes(parent: FastifyInstance, site: Site) {
  await parent.register(async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, {}),
    );
    const absent = async (req: FastifyRequest, reply: FastifyReply) =>
      sendCode(reply, 'notFound', requestLanguage(req, site));
    for (const url of ['/sandbox', '/sandbox/*']) {
      app.get(url, absent);
      app.post(url, absent);
    }
  });
}
