import { siteProfile } from '@matchday/core';

/** What this build's site variant (SITE, spec §1) decides for a visitor, a new member or a blank form. */
export const SITE_PROFILE = siteProfile(__SITE__);
