import { createContext, useContext } from 'react';
import type { OddsFormat } from '../lib/placement';

/** Who the slip is for: the member, their wallet currency and the odds format they read. */
export interface SlipMember {
  userId: number;
  currency: string;
  oddsFormat: OddsFormat;
}

export const SlipMemberContext = createContext<SlipMember>({ userId: 0, currency: 'VND', oddsFormat: 1 });

export const useSlipMember = () => useContext(SlipMemberContext);
