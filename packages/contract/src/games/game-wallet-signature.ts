/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { createMerchantVerifier, readSignedBody } from '../sports/merchant-signature.js';
import type { GameWalletCodeName } from './game-wallet-codes.js';
import {
  GAME_PROVIDER_HEADER,
  GAME_SIGNATURE_HEADER,
  GAME_TIMESTAMP_HEADER,
  gameProviderId,
  gameWalletSigningText,
  type GameWalletCall,
  type GameWalletRequestOf,
} from './game-wallet.js';

/** Hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the provider's secret (node only: the `game-wallet-signature` entry). */
export function signGameWalletCall(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(gameWalletSigningText(timestamp, rawBody)).digest('hex');
}

/** The headers a provider sends with a body: its id, the timestamp and the signature. */
export function gameWalletHeaders(provider: string, secret: string, timestamp: string, rawBody: string) {
  return {
    [GAME_PROVIDER_HEADER]: provider,
    [GAME_TIMESTAMP_HEADER]: timestamp,
    [GAME_SIGNATURE_HEADER]: signGameWalletCall(secret, timestamp, rawBody),
  };
}

export type GameWalletCallRead<B> =
  { ok: true; provider: string; body: B } | { ok: false; refusal: GameWalletCodeName; info?: string };

/**
 * Checks a provider's signed calls as the operator reads them: the same timestamp window, HMAC and
 * once-only rule as the sports merchant calls (`createMerchantVerifier`), one verifier per provider.
 */
export function createGameWalletReader(secrets: ReadonlyMap<string, string>, clock: () => number = Date.now) {
  const verifiers = new Map(
    [...secrets].map(([provider, secret]) => [provider, createMerchantVerifier(secret, clock)]),
  );
  return function read<C extends GameWalletCall>(
    call: C,
    headers: Readonly<Record<string, string | string[] | undefined>>,
    rawBody: string,
  ): GameWalletCallRead<GameWalletRequestOf<C>> {
    const header = (name: string) => {
      const value = headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const provider = header(GAME_PROVIDER_HEADER);
    if (provider === undefined) return { ok: false, refusal: 'signatureRequired', info: GAME_PROVIDER_HEADER };
    const verify = gameProviderId.safeParse(provider).success ? verifiers.get(provider) : undefined;
    if (!verify) return { ok: false, refusal: 'unknownProvider' };
    const check = verify(header(GAME_TIMESTAMP_HEADER), header(GAME_SIGNATURE_HEADER), rawBody);
    if (check === 'missing' || check === 'stale') return { ok: false, refusal: 'signatureRequired' };
    if (check !== 'ok') return { ok: false, refusal: 'invalidSignature' };
    const body = readSignedBody(call.body, rawBody);
    return body.ok ? { ok: true, provider, body: body.data as GameWalletRequestOf<C> } : body;
  };
}
