import { sportsPaths } from '@matchday/contract/client';
import { sportsCall } from '@/shared/http/sports-client';

/** Live cash-out quotes of some open orders (§8), polled quietly. */
export const fetchCashOutPrices = (orderIds: readonly string[]) =>
  sportsCall(sportsPaths.cashOutPrice, { orderIds: [...orderIds] }, { noNeedResponseMsg: true });
