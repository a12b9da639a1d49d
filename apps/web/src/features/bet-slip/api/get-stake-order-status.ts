import { sportsPaths } from '@matchday/contract/client';
import { sportsCall } from '@/shared/http/sports-client';

/** Where placed orders stand (§6.6); polled quietly while any is created or confirming. */
export const fetchOrderStatus = (orderIds: readonly string[]) =>
  sportsCall(sportsPaths.getStakeOrderStatus, { orderIds: [...orderIds] }, { noNeedResponseMsg: true });
