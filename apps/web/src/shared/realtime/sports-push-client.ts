import { apiCodes } from '@matchday/contract/client';
import { httpHooks } from '@/shared/http/http-hooks';
import { createRealtimeClient, type RealtimeClient } from '@/shared/realtime/realtime-client';
import { readStored } from '@/shared/storage/storage';

/** `pushServerAddress` as a socket URL: a path is on this host; http(s) becomes ws(s). */
export function pushSocketUrl(address: string, here: Pick<Location, 'protocol' | 'host'> = location): string {
  if (/^wss?:\/\//.test(address)) return address;
  if (/^https?:\/\//.test(address)) return address.replace(/^http/, 'ws');
  return `${here.protocol === 'https:' ? 'wss' : 'ws'}://${here.host}${address.startsWith('/') ? '' : '/'}${address}`;
}

let client: RealtimeClient | null = null;
let clientUrl = '';
let clientToken = '';

/**
 * The tab's second socket, to the sports platform's push (the app's own `/ws` is the first),
 * authenticated with the sports token. Without a stored platform address it fetches a token
 * first; an expired token (14010) fetches a fresh one and authenticates again.
 */
export async function sportsPushClient(): Promise<RealtimeClient> {
  let config = readStored('sportsConfig');
  if (!config) {
    await httpHooks().refreshSportsToken();
    config = readStored('sportsConfig');
    if (!config) throw new Error('no sports platform access');
  }
  const url = pushSocketUrl(config.pushUrl);
  if (client && clientUrl !== url) {
    client.close();
    client = null;
    clientToken = '';
  }
  if (!client) {
    clientUrl = url;
    const created = createRealtimeClient({
      url,
      onError: (code) => {
        if (code !== apiCodes.sportsTokenExpired.code) return;
        void httpHooks()
          .refreshSportsToken()
          .then(() => {
            clientToken = readStored('sportsConfig')?.token ?? '';
            created.setToken(clientToken || null);
          });
      },
    });
    client = created;
  }
  if (clientToken !== config.token) {
    clientToken = config.token;
    client.setToken(config.token);
  }
  return client;
}

/** Closes the sports socket (logout, tests); the next subscriber opens a fresh one. */
export function closeSportsPushClient(): void {
  client?.close();
  client = null;
  clientUrl = '';
  clientToken = '';
}
