import { bulletinListPage, bulletinListTop } from './bulletin.js';
import { languageStaticList } from './language.js';
import { matchGetList, matchGetMatchDetail, matchStatistical } from './match.js';
import { matchCount, matchGetOnSaleLeagues, matchQueryMatchByRecommend } from './match-menu.js';
import { matchGetBannerMatchList, matchRecommendMatchList } from './match-picks.js';
import { merchantDetail, merchantUserToken } from './merchant.js';
import { matchResultInfo, matchResultList, matchResultPage } from './results.js';

/** Every player call (guest or member) declared so far; paths are unique (tested). */
export const sportsCalls = [
  matchGetList,
  matchStatistical,
  matchGetMatchDetail,
  languageStaticList,
  matchGetOnSaleLeagues,
  matchCount,
  matchQueryMatchByRecommend,
  matchRecommendMatchList,
  matchGetBannerMatchList,
  matchResultList,
  matchResultPage,
  matchResultInfo,
  bulletinListTop,
  bulletinListPage,
  merchantDetail,
] as const;

/** Server-to-server calls of the operator (merchant), signed with the shared secret. */
export const sportsMerchantCalls = [merchantUserToken] as const;
