import { sportProfile } from '../catalogue/sports.js';
import type { Play } from '../catalogue/sports.js';
import { Rng } from '../random.js';
import { goalRules } from './goals.js';
import { inningsRules, oversRules, roundRules } from './innings.js';
import { drivePeriods } from './play.js';
import type { PeriodRules } from './play.js';
import { possessionRules } from './possessions.js';
import { setRules } from './sets.js';
import { matchStatus } from '@matchday/contract';
import { cloneState } from './state.js';
import type { MatchEvent, MatchState } from './state.js';

const rulesCache = new Map<number, PeriodRules>();

function buildRules(play: Play): PeriodRules {
  switch (play.kind) {
    case 'goals':
      return goalRules(play);
    case 'possessions':
      return possessionRules(play);
    case 'innings':
      return inningsRules(play);
    case 'overs':
      return oversRules(play);
    case 'sets':
      return setRules(play);
    case 'rounds':
      return roundRules(play);
    case 'outright':
      throw new Error('outright events are not played');
  }
}

function rulesFor(sid: number): PeriodRules {
  let rules = rulesCache.get(sid);
  if (!rules) {
    rules = buildRules(sportProfile(sid).play);
    rulesCache.set(sid, rules);
  }
  return rules;
}

export interface Advanced {
  state: MatchState;
  events: MatchEvent[];
}

/**
 * Plays `wallSeconds` of real time at `speed` (SIM_SPEED: 2 plays two match seconds per
 * second). Pure: the same state and time give the same result, and the input is not changed.
 */
export function advance(state: MatchState, wallSeconds: number, speed = 1): Advanced {
  const next = cloneState(state);
  const events: MatchEvent[] = [];
  const seconds = Math.max(0, wallSeconds * speed);
  if (seconds === 0 || next.status === matchStatus.ended) return { state: next, events };
  const rng = new Rng(next.rng);
  drivePeriods(next, rulesFor(next.sid), rng, seconds, events);
  next.rng = rng.state;
  return { state: next, events };
}

/** Whether markets are suspended right now by a dangerous moment. */
export function isSuspended(state: MatchState): boolean {
  return state.status === matchStatus.live && state.elapsed < state.suspendedUntil;
}
