import { gameProviderId, inHouseGameProvider } from '@matchday/contract';

/** A shared secret shorter than this is refused, as the sports platform's is. */
const MIN_SECRET_LENGTH = 32;

/**
 * Reads GAME_WALLET_PROVIDERS, `id:secret` pairs separated by commas: the third-party game
 * providers allowed to call the signed wallet, each with its own secret. None (the default) serves
 * no HTTP wallet; our own games call in process. Problems are pushed, not thrown.
 */
export function readGameProviders(
  str: (name: string) => string | undefined,
  problems: string[],
): ReadonlyMap<string, string> {
  const providers = new Map<string, string>();
  for (const pair of (str('GAME_WALLET_PROVIDERS') ?? '').split(',')) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf(':');
    const id = (at < 0 ? pair : pair.slice(0, at)).trim();
    const secret = pair.slice(at + 1).trim();
    if (at < 0 || !gameProviderId.safeParse(id).success || id === inHouseGameProvider || providers.has(id))
      problems.push(
        `GAME_WALLET_PROVIDERS: "${id}" must be a new provider id (a-z, 0-9, _ or -, not "${inHouseGameProvider}") followed by :secret`,
      );
    else if (secret.length < MIN_SECRET_LENGTH)
      problems.push(
        `GAME_WALLET_PROVIDERS: provider "${id}" needs a secret of at least ${MIN_SECRET_LENGTH} characters`,
      );
    else providers.set(id, secret);
  }
  return providers;
}
