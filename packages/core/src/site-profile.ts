/** The two sites one deployment can be: Vietnam (`vn`, the default) or China (`cn`). */
export const sites = ['vn', 'cn'] as const;
export type Site = (typeof sites)[number];

/** What a site decides for someone it knows nothing about yet: a visitor, a new member, a blank form. */
export interface SiteProfile {
  /** Currency of new members and guest sports tokens. */
  currency: 'VND' | 'CNY';
  /** Message and page language when the user has chosen none (spec §4's region step). */
  language: 'vi' | 'zh-cn';
  /** The calling code phone forms start on, without "+". */
  phonePrefix: '84' | '86';
  /** The IANA zone every date and time of the site is shown in (issue 18 #7), whatever the device's. */
  timeZone: 'Asia/Ho_Chi_Minh' | 'Asia/Shanghai';
}

const profiles: Record<Site, SiteProfile> = {
  vn: { currency: 'VND', language: 'vi', phonePrefix: '84', timeZone: 'Asia/Ho_Chi_Minh' },
  cn: { currency: 'CNY', language: 'zh-cn', phonePrefix: '86', timeZone: 'Asia/Shanghai' },
};

export function siteProfile(site: Site): SiteProfile {
  return profiles[site];
}

export function isSite(value: string): value is Site {
  return (sites as readonly string[]).includes(value);
}
