/** The app server's link to a standalone sports platform (`npm run start:sports`). */
export interface SportsPlatformLink {
  /** SPORTS_PLATFORM_URL: where this server calls the platform's merchant API. */
  url: string;
  /** SPORTS_PLATFORM_PUBLIC_URL: where browsers reach it (apiServerAddress, push); SPORTS_PLATFORM_URL when unset. */
  publicUrl: string;
  /** SPORTS_MERCHANT_SECRET: shared with the platform; signs the token requests. */
  merchantSecret: string;
}

/** A shared secret shorter than this is refused (the platform refuses the same). */
const MIN_SECRET_LENGTH = 32;

/**
 * Reads the standalone platform link: none when SPORTS_PLATFORM_URL is unset (the launcher may
 * embed the platform); with it, SPORTS_MERCHANT_SECRET is required. Problems are pushed, not thrown.
 */
export function readSportsPlatformLink(
  str: (name: string) => string | undefined,
  urlOf: (name: string, schemes: string[]) => string | undefined,
  problems: string[],
): SportsPlatformLink | undefined {
  const url = urlOf('SPORTS_PLATFORM_URL', ['http:', 'https:']);
  const publicUrl = urlOf('SPORTS_PLATFORM_PUBLIC_URL', ['http:', 'https:']);
  const merchantSecret = str('SPORTS_MERCHANT_SECRET');
  if (!url) {
    if (merchantSecret || publicUrl)
      problems.push(
        'SPORTS_MERCHANT_SECRET and SPORTS_PLATFORM_PUBLIC_URL need SPORTS_PLATFORM_URL (the standalone sports platform, e.g. http://localhost:8090)',
      );
    return undefined;
  }
  if (!merchantSecret || merchantSecret.length < MIN_SECRET_LENGTH) {
    problems.push(
      `SPORTS_PLATFORM_URL needs SPORTS_MERCHANT_SECRET: at least ${MIN_SECRET_LENGTH} characters, the same value the sports platform runs with`,
    );
    return undefined;
  }
  const trim = (u: string) => u.replace(/\/+$/, '');
  return { url: trim(url), publicUrl: trim(publicUrl ?? url), merchantSecret };
}
