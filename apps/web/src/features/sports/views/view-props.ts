import type { OddsType } from '@matchday/core';
import type { Follows } from '../hooks/use-follows';
import type { Statistics } from '../lib/list-types';
import type { SportsParams } from '../lib/sports-search';

/** What the sports page hands its list views; each takes the part it reads. */
export interface SportsViewProps {
  params: SportsParams;
  go: (patch: Partial<SportsParams>) => void;
  stats: Statistics | undefined;
  follows: Follows;
  oddsType: OddsType;
}
