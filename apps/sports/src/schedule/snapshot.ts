import type { League } from '../catalogue/leagues.js';
import type { MatchState } from '../simulator/state.js';
import type { OutrightEvent } from './outrights.js';
import type { Fixture } from './schedule.js';

/** The world at one instant: the schedule's leagues, matches and outrights, and each match's state. */
export interface Snapshot {
  now: number;
  leagues: readonly League[];
  league(id: number): League | undefined;
  fixtures: readonly Fixture[];
  fixture(id: number): Fixture | undefined;
  outrights: readonly OutrightEvent[];
  outright(id: number): OutrightEvent | undefined;
  stateOf(fixture: Fixture): MatchState;
  /** Status without playing matches that have not kicked off (most of the schedule). */
  statusOf(fixture: Fixture): MatchState['status'];
}

/** What answers snapshots: the feed (states shared within the second), so readers below it need not import it. */
export interface SnapshotSource {
  snapshot(now: number): Snapshot;
}
