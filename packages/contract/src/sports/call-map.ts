import type { betList, newBetList } from './bet-history.js';
import type { betMatchMarketOfJumpLine, betMultiple, getStakeOrderStatus, singlePass } from './bet-slip.js';
import type { bulletinListPage, bulletinListTop } from './bulletin.js';
import type { cashOutBet, cashOutPrice, getCashOutsByIds } from './cash-out.js';
import type { cashOutReserveBet, cashOutReserveCancel, reserveCashOutStatusInfoByIds } from './cash-out-reserve.js';
import type { SportsBodyOf, SportsDataOf } from './call.js';
import type { languageStaticList } from './language.js';
import type { matchGetList, matchGetMatchDetail, matchStatistical } from './match.js';
import type { matchCount, matchGetOnSaleLeagues, matchQueryMatchByRecommend } from './match-menu.js';
import type { matchGetBannerMatchList, matchRecommendMatchList } from './match-picks.js';
import type { merchantDetail } from './merchant.js';
import type { sportsPaths } from './paths.js';
import type {
  newReserveBetList,
  reserveBet,
  reserveBetList,
  reserveCancel,
  reserveGetBetParameter,
  reserveStatusInfoByIds,
  reserveUpdate,
} from './reserve.js';
import type { matchResultInfo, matchResultList, matchResultPage } from './results.js';
import type { userBase } from './user-base.js';

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
  [sportsPaths.userBase]: typeof userBase;
  [sportsPaths.batchBetMatchMarketOfJumpLine]: typeof betMatchMarketOfJumpLine;
  [sportsPaths.singlePass]: typeof singlePass;
  [sportsPaths.betMultiple]: typeof betMultiple;
  [sportsPaths.getStakeOrderStatus]: typeof getStakeOrderStatus;
  [sportsPaths.newBetList]: typeof newBetList;
  [sportsPaths.betList]: typeof betList;
  [sportsPaths.cashOutPrice]: typeof cashOutPrice;
  [sportsPaths.cashOutBet]: typeof cashOutBet;
  [sportsPaths.getCashOutsByIds]: typeof getCashOutsByIds;
  [sportsPaths.cashOutReserveBet]: typeof cashOutReserveBet;
  [sportsPaths.cashOutReserveCancel]: typeof cashOutReserveCancel;
  [sportsPaths.reserveCashOutStatusInfoByIds]: typeof reserveCashOutStatusInfoByIds;
  [sportsPaths.reserveGetBetParameter]: typeof reserveGetBetParameter;
  [sportsPaths.reserveBet]: typeof reserveBet;
  [sportsPaths.reserveBetList]: typeof reserveBetList;
  [sportsPaths.newReserveBetList]: typeof newReserveBetList;
  [sportsPaths.reserveUpdate]: typeof reserveUpdate;
  [sportsPaths.reserveCancel]: typeof reserveCancel;
  [sportsPaths.reserveStatusInfoByIds]: typeof reserveStatusInfoByIds;
}

export type BrowserSportsPath = keyof BrowserSportsCalls;
/** The body a browser sends to a path, before the client adds the common fields. */
export type BrowserSportsBody<P extends BrowserSportsPath> = SportsBodyOf<BrowserSportsCalls[P]>;
/** `data` of a path's success envelope. */
export type BrowserSportsData<P extends BrowserSportsPath> = SportsDataOf<BrowserSportsCalls[P]>;
