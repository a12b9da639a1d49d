import { z } from 'zod';
import { defineSportsCall } from './call.js';
import { sportsBodyFields } from './language.js';
import { sportsPaths } from './paths.js';

/** `/v1/user/base` (spec §3.8): the member and the wallet balance the platform sees, in major units as strings. */
export const userBaseData = z.object({
  uid: z.string(),
  bl: z.string(),
  currencyId: z.number().int(),
  cbs: z.array(z.object({ bl: z.string(), cid: z.number().int() })),
});

export const userBase = defineSportsCall({
  path: sportsPaths.userBase,
  body: sportsBodyFields,
  response: userBaseData,
  auth: 'member',
});
