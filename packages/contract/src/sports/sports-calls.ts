import { betList, newBetList } from './bet-history.js';
import { betMatchMarketOfJumpLine, betMultiple, getStakeOrderStatus, singlePass } from './bet-slip.js';
import { bulletinListPage, bulletinListTop } from './bulletin.js';
import { cashOutBet, cashOutPrice, getCashOutsByIds } from './cash-out.js';
import { cashOutReserveBet, cashOutReserveCancel, reserveCashOutStatusInfoByIds } from './cash-out-reserve.js';
import { languageStaticList } from './language.js';
import { matchGetList, matchGetMatchDetail, matchStatistical } from './match.js';
import { matchCount, matchGetOnSaleLeagues, matchQueryMatchByRecommend } from './match-menu.js';
import { matchGetBannerMatchList, matchRecommendMatchList } from './match-picks.js';
import { merchantDetail, merchantUserToken } from './merchant.js';
import {
  newReserveBetList,
  reserveBet,
  reserveBetList,
  reserveCancel,
  reserveGetBetParameter,
  reserveStatusInfoByIds,
  reserveUpdate,
} from './reserve.js';
import { matchResultInfo, matchResultList, matchResultPage } from './results.js';
import { merchantMaintenance, merchantMaintenanceAnnounce } from './maintenance.js';
import { merchantResultCorrect, merchantResultList, merchantResultVoid } from './results-desk.js';
import { userBase } from './user-base.js';

/** Every player call (guest or member); paths are unique (tested). */
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
  userBase,
  betMatchMarketOfJumpLine,
  singlePass,
  betMultiple,
  getStakeOrderStatus,
  newBetList,
  betList,
  cashOutPrice,
  cashOutBet,
  getCashOutsByIds,
  cashOutReserveBet,
  cashOutReserveCancel,
  reserveCashOutStatusInfoByIds,
  reserveGetBetParameter,
  reserveBet,
  reserveBetList,
  newReserveBetList,
  reserveUpdate,
  reserveCancel,
  reserveStatusInfoByIds,
] as const;

/** Server-to-server calls of the operator (merchant), signed with the shared secret. */
export const sportsMerchantCalls = [
  merchantUserToken,
  merchantResultList,
  merchantResultCorrect,
  merchantResultVoid,
  merchantMaintenance,
  merchantMaintenanceAnnounce,
] as const;
