import type { FastifyInstance } from 'fastify';
import type { OutboxEntry } from './outbox-sms-gateway.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `/dev/sms-outbox`: the codes the local gateway "sent", newest first (never registered in prod). */
export function smsOutboxRoutes(app: FastifyInstance, entries: () => readonly OutboxEntry[]) {
  app.get('/dev/sms-outbox', async (req, reply) => {
    const wantsJson =
      (req.query as { format?: string }).format === 'json' || (req.headers.accept ?? '').includes('application/json');
    if (wantsJson) return reply.send({ messages: entries() });
    const rows = entries()
      .map(
        (e) =>
          `<tr><td>${new Date(e.sentAt).toISOString()}</td><td>${escapeHtml(e.to)}</td><td>${escapeHtml(e.text)}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SMS outbox</title><meta http-equiv="refresh" content="5"></head>` +
          `<body><h1>SMS outbox</h1><p>Codes the local SMS gateway would have sent (development and test modes only). Refreshes every 5 s.</p>` +
          `<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>Text</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No messages yet.</td></tr>'}</tbody></table></body></html>`,
      );
  });
}
