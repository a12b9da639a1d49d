import { userAuthGetVerificationDomainType, userCountryCodeList, userHomeBarList } from '@matchday/contract';
import { siteProfile } from '@matchday/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';

/** Calling codes accepted for phone login, in the order the picker shows them (the site's own first). */
const COUNTRY_CODES: ReadonlyArray<readonly [code: string, iso: string]> = [
  ['84', 'VN'],
  ['86', 'CN'],
  ['852', 'HK'],
  ['853', 'MO'],
  ['886', 'TW'],
  ['66', 'TH'],
  ['855', 'KH'],
  ['856', 'LA'],
  ['95', 'MM'],
  ['65', 'SG'],
  ['60', 'MY'],
  ['62', 'ID'],
  ['63', 'PH'],
  ['81', 'JP'],
  ['82', 'KR'],
  ['1', 'US'],
  ['44', 'GB'],
  ['61', 'AU'],
];

/** Menu keys the home bar knows, with their routes; `hot` marks where live play is. */
const HOME_BAR_ROUTES: Record<string, { route: string; hot: boolean }> = {
  home: { route: '/', hot: false },
  sports: { route: '/sports', hot: true },
  live: { route: '/anchorPlay', hot: true },
  casino: { route: '/electronic/1', hot: false },
  promotions: { route: '/activity', hot: false },
};

function regionName(iso: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang === 'zh-cn' ? 'zh-CN' : lang], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

export function siteListRoutes(app: FastifyInstance, deps: RegistrarDeps, menuOrder: () => Promise<string[]>) {
  registerEndpoint(app, deps, userCountryCodeList, async ({ lang }) => {
    const first = siteProfile(deps.config.site).phonePrefix;
    const ordered = [...COUNTRY_CODES.filter(([c]) => c === first), ...COUNTRY_CODES.filter(([c]) => c !== first)];
    return ordered.map(([countryCode, iso]) => ({ countryCode, iso, name: regionName(iso, lang) }));
  });

  registerEndpoint(app, deps, userHomeBarList, async () =>
    (await menuOrder())
      .filter((key) => key in HOME_BAR_ROUTES)
      .map((key, sort) => ({ key, route: HOME_BAR_ROUTES[key]!.route, sort, hot: HOME_BAR_ROUTES[key]!.hot })),
  );

  // No slider or captcha: login is guarded by per-account and per-IP lockouts (0 = no human check).
  registerEndpoint(app, deps, userAuthGetVerificationDomainType, async () => ({ domainType: 0 }));
}
