import type { bulletinListPage, bulletinListTop } from './bulletin.js';
import type { SportsBodyOf, SportsDataOf } from './call.js';
import type { languageStaticList } from './language.js';
import type { matchGetList, matchGetMatchDetail, matchStatistical } from './match.js';
import type { matchCount, matchGetOnSaleLeagues, matchQueryMatchByRecommend } from './match-menu.js';
import type { matchGetBannerMatchList, matchRecommendMatchList } from './match-picks.js';
import type { merchantDetail } from './merchant.js';
import type { sportsPaths } from './paths.js';
import type { matchResultInfo, matchResultList, matchResultPage } from './results.js';

/** The calls a browser makes, by path: types only, so the client's bundle carries no zod. */
interface BrowserSportsCalls {
  [sportsPaths.getList]: typeof matchGetList;
  [sportsPaths.statistical]: typeof matchStatistical;
  [sportsPaths.getMatchDetail]: typeof matchGetMatchDetail;
  [sportsPaths.getOnSaleLeagues]: typeof matchGetOnSaleLeagues;
  [sportsPaths.matchCount]: typeof matchCount;
  [sportsPaths.queryMatchByRecommend]: typeof matchQueryMatchByRecommend;
  [sportsPaths.recommendMatchList]: typeof matchRecommendMatchList;
  [sportsPaths.getBannerMatchList]: typeof matchGetBannerMatchList;
  [sportsPaths.matchResultList]: typeof matchResultList;
  [sportsPaths.matchResultPage]: typeof matchResultPage;
  [sportsPaths.matchResultInfo]: typeof matchResultInfo;
  [sportsPaths.bulletinListTop]: typeof bulletinListTop;
  [sportsPaths.bulletinListPage]: typeof bulletinListPage;
  [sportsPaths.merchantDetail]: typeof merchantDetail;
  [sportsPaths.languageStaticList]: typeof languageStaticList;
}

export type BrowserSportsPath = keyof BrowserSportsCalls;
/** The body a browser sends to a path, before the client adds the common fields. */
export type BrowserSportsBody<P extends BrowserSportsPath> = SportsBodyOf<BrowserSportsCalls[P]>;
/** `data` of a path's success envelope. */
export type BrowserSportsData<P extends BrowserSportsPath> = SportsDataOf<BrowserSportsCalls[P]>;
