import { languageStaticList } from './language.js';
import { matchGetList, matchGetMatchDetail, matchStatistical } from './match.js';
import { matchCount, matchGetOnSaleLeagues, matchQueryMatchByRecommend } from './match-menu.js';
import { matchResultList, matchResultPage } from './results.js';

/** Every `/v1` call declared so far; paths are unique (tested). */
export const sportsCalls = [
  matchGetList,
  matchStatistical,
  matchGetMatchDetail,
  languageStaticList,
  matchGetOnSaleLeagues,
  matchCount,
  matchQueryMatchByRecommend,
  matchResultList,
  matchResultPage,
] as const;
