import { merchantUserToken } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import type { SportsTokens } from '../../auth/sports-tokens.js';
import type { MerchantVerifier } from '@matchday/contract/merchant-signature';
import { registerMerchantCall } from './merchant-call.js';

/**
 * `POST /merchant/v1/userToken`: the operator's server asks for a member's platform token
 * (contract `merchant.ts`), signed like every merchant call.
 */
export function userTokenRoute(app: FastifyInstance, verify: MerchantVerifier, tokens: SportsTokens): void {
  registerMerchantCall(app, verify, merchantUserToken, ({ userId, userName, currency, languageType, session }) => {
    const { token, expiresAt } = tokens.issue({ userId, userName, currency, lang: languageType ?? 'ENG', session });
    return { token, expiresAt };
  });
}
