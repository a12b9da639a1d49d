import { merchantUserToken, sportsEnvelopeOf, type SportsAccess } from '@matchday/contract';
import { AppError } from '../../../http/app-error.js';
import { PlatformUnreachable, type PlatformClient } from '../platform-client.js';

const answer = sportsEnvelopeOf(merchantUserToken.response.nullable());

/**
 * SportsAccess for a standalone platform: asks its merchant API (`POST /merchant/v1/userToken`,
 * signed) for the member's token, and hands out the platform's public URL as apiServerAddress. A
 * platform that is down or refuses answers featureUnavailable.
 */
export function createHttpSportsAccess({
  client,
  guestCurrency,
  onFailure,
}: {
  client: PlatformClient;
  /** Currency of guests (the site's). */
  guestCurrency: string;
  onFailure?: (detail: string) => void;
}): SportsAccess {
  const fail = (detail: string): never => {
    onFailure?.(detail);
    throw new AppError('featureUnavailable');
  };
  const { publicUrl } = client.link;
  return {
    async grant(who, lang) {
      let json: unknown;
      try {
        json = await client.merchant(merchantUserToken.path, {
          userId: who?.userId ?? 0,
          userName: who?.userName ?? 'guest',
          currency: who?.currency ?? guestCurrency,
          languageType: lang,
          ...(who?.session ? { session: who.session } : {}),
        });
      } catch (err) {
        return fail(err instanceof PlatformUnreachable ? err.message : String(err));
      }
      const parsed = answer.safeParse(json);
      if (!parsed.success || parsed.data.code !== 0 || !parsed.data.data) {
        return fail(
          `sports platform refused the token request: ${parsed.success ? `code ${parsed.data.code} ${parsed.data.message}` : 'unexpected answer'}`,
        );
      }
      return {
        token: parsed.data.data.token,
        apiServerAddress: publicUrl,
        pcAddress: publicUrl,
        pushServerAddress: `${publicUrl}/push`,
        virtualAddress: `${publicUrl}/virtual`,
      };
    },
  };
}
