/**
 * Every sports-platform path, declared once and free of zod so the browser can import it
 * (`@matchday/contract/client`). The calls in this folder take their paths from here.
 */
export const sportsPaths = {
  getList: '/v1/match/getList',
  statistical: '/v1/match/statistical',
  getMatchDetail: '/v1/match/getMatchDetail',
  getOnSaleLeagues: '/v1/match/getOnSaleLeagues',
  matchCount: '/v1/match/matchCount',
  queryMatchByRecommend: '/v1/match/queryMatchByRecommend',
  recommendMatchList: '/v1/match/recommendMatchList',
  getBannerMatchList: '/v1/match/getBannerMatchList',
  matchResultList: '/v1/match/matchResultList',
  matchResultPage: '/v1/match/matchResultPage',
  matchResultInfo: '/v1/match/matchResultInfo',
  bulletinListTop: '/v1/bulletin/listTop',
  bulletinListPage: '/v1/bulletin/listPage',
  merchantDetail: '/v1/merchant/detail',
  merchantUserToken: '/merchant/v1/userToken',
  languageStaticList: '/language/staticList',
} as const;

export type SportsPathName = keyof typeof sportsPaths;
export type SportsPath = (typeof sportsPaths)[SportsPathName];
