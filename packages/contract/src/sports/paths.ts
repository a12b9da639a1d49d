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
  userBase: '/v1/user/base',
  batchBetMatchMarketOfJumpLine: '/v1/order/batchBetMatchMarketOfJumpLine',
  singlePass: '/v1/order/bet/singlePass',
  betMultiple: '/v1/order/betMultiple',
  getStakeOrderStatus: '/v1/order/getStakeOrderStatus',
  newBetList: '/v1/order/new/bet/list',
  betList: '/v1/order/bet/list',
  cashOutPrice: '/v1/order/cashOut/price',
  cashOutBet: '/v1/order/cashOut/bet',
  getCashOutsByIds: '/v1/order/getCashOutsByIds',
  cashOutReserveBet: '/v1/order/cashOutReserve/bet',
  cashOutReserveCancel: '/v1/order/cashOutReserve/cancel',
  reserveCashOutStatusInfoByIds: '/v1/order/reserve/cashOut/statusInfoByIds',
  reserveGetBetParameter: '/v1/order/reserve/getBetParameter',
  reserveBet: '/v1/order/reserve/bet',
  reserveBetList: '/v1/order/reserve/betList',
  newReserveBetList: '/v1/order/new/reserve/betList',
  reserveUpdate: '/v1/order/reserve/update',
  reserveCancel: '/v1/order/reserve/cancel',
  reserveStatusInfoByIds: '/v1/order/reserve/statusInfoByIds',
  merchantUserToken: '/merchant/v1/userToken',
  walletDebit: '/merchant/wallet/v1/debit',
  walletCredit: '/merchant/wallet/v1/credit',
  walletBalance: '/merchant/wallet/v1/balance',
  languageStaticList: '/language/staticList',
} as const;

export type SportsPathName = keyof typeof sportsPaths;
export type SportsPath = (typeof sportsPaths)[SportsPathName];
