import { SmsDeliveryError, type SmsGateway, type SmsMessage } from './sms-gateway.js';

/**
 * A provider reached over HTTPS: POST `{to, text}` as JSON with a bearer token; any 2xx is
 * accepted. Most SMS APIs take this shape; a provider with another one gets its own adapter here.
 */
export function createHttpSmsGateway(opts: {
  url: string;
  token: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): SmsGateway {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    name: 'http',
    async send(message: SmsMessage) {
      const res = await doFetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.token}` },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      }).catch((err: unknown) => {
        throw new SmsDeliveryError(`SMS provider unreachable: ${String(err)}`);
      });
      if (!res.ok) throw new SmsDeliveryError(`SMS provider answered HTTP ${res.status}`);
    },
  };
}
