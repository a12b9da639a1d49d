import type { Role } from '@matchday/contract';

/** Who calls an endpoint: a member, anchor or super admin with an open session. */
export interface Caller {
  userId: number;
  userName: string;
  role: Role;
  sessionId: number;
}

export type TokenCheck = { kind: 'valid'; caller: Caller } | { kind: 'expired' } | { kind: 'unknown' };

/** What the endpoint registrar needs of sessions: a token's caller (the session module answers it). */
export interface CallerResolver {
  check(token: string): Promise<TokenCheck>;
}
