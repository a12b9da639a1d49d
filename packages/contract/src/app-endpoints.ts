import type { Endpoint, HttpMethod } from './endpoint.js';
import * as admin from './endpoints/admin.js';
import * as auth from './endpoints/auth.js';
import * as game from './endpoints/game.js';
import * as invite from './endpoints/invite.js';
import * as live from './endpoints/live.js';
import * as liveChat from './endpoints/live-chat.js';
import * as member from './endpoints/member.js';
import * as operation from './endpoints/operation.js';
import * as payments from './endpoints/payments.js';
import * as responsibleGambling from './endpoints/responsible-gambling.js';
import * as security from './endpoints/security.js';
import * as user from './endpoints/user.js';
import * as vip from './endpoints/vip.js';
import * as wallet from './endpoints/wallet.js';

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v;

/** Every `/api/*` endpoint of the app server, grouped by area (the OpenAPI tag). */
export const endpointAreas = {
  auth,
  member,
  wallet,
  payments,
  responsibleGambling,
  security,
  admin,
  invite,
  vip,
  operation,
  game,
  live,
  liveChat,
  user,
} as const;

export const appEndpoints: readonly Endpoint[] = Object.values(endpointAreas).flatMap((area) =>
  Object.values(area).filter(isEndpoint),
);

const index = new Map(appEndpoints.map((e) => [`${e.method} ${e.path}`, e]));

/** The endpoint declared for a method and a path pattern (`/api/live/stream/getInfo/:id`). */
export function findEndpoint(method: HttpMethod, path: string): Endpoint | undefined {
  return index.get(`${method} ${path}`);
}

/** The OpenAPI tag (area) of an endpoint. */
export function areaOf(endpoint: Endpoint): string {
  for (const [name, area] of Object.entries(endpointAreas)) {
    if (Object.values(area).includes(endpoint)) return name;
  }
  return 'other';
}
