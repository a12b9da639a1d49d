import { sportsPaths } from '@matchday/contract/client';
import { sportsCall } from '@/shared/http/sports-client';

/** Where cash-outs stand (§8 step 3), for one the platform did not settle at once. */
export const fetchCashOuts = (ids: readonly string[]) =>
  sportsCall(sportsPaths.getCashOutsByIds, { ids: [...ids] }, { noNeedResponseMsg: true });
