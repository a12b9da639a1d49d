import { SPORTS } from '@matchday/core';
import { PLAYS } from './profiles.js';

/** Names in the four languages of the feed. */
export interface Names {
  zh: string;
  en: string;
  vi: string;
  th: string;
}

/** Match-period codes (`mc.pe`): period k is `first + step(k-1)`, the break after it one more. */
export interface PeriodCodes {
  notStarted: number;
  first: number;
  ended: number;
  /** Codes between one period and the next (baseball: top, mid, bottom, end). */
  step: number;
}

/** One scoring value of a possession and its weight at average strength. */
export interface ScoreValue {
  points: number;
  weight: number;
}

export type Play =
  | {
      kind: 'goals';
      periods: number;
      periodSeconds: number;
      breakSeconds: number;
      goalsPerMatch: number;
      homeEdge: number;
    }
  | {
      kind: 'possessions';
      periods: number;
      periodSeconds: number;
      breakSeconds: readonly number[];
      possessionSeconds: number;
      values: readonly ScoreValue[];
      overtimeSeconds: number;
      homeEdge: number;
    }
  | { kind: 'innings'; innings: number; halfInningSeconds: number; runsPerTeam: number; homeEdge: number }
  | { kind: 'overs'; overs: number; overSeconds: number; runsPerOver: number; runsSd: number; homeEdge: number }
  | {
      kind: 'sets';
      setsToWin: number;
      target: number;
      lastTarget: number;
      cap: number | null;
      tennis: boolean;
      pointSeconds: number;
      basePoint: number;
    }
  | { kind: 'rounds'; rounds: number; roundSeconds: number; breakSeconds: number; stoppagePerRound: number }
  | { kind: 'outright' };

export interface SportProfile {
  sid: number;
  key: string;
  names: Names;
  play: Play;
  codes: PeriodCodes;
  /** Clock counts down within a period (basketball) rather than up from kick-off. */
  countDown: boolean;
  /** Local kick-off hours leagues of this sport use. */
  localHours: readonly number[];
}

function names(sid: number): Names {
  const sport = SPORTS.find((s) => s.id === sid);
  if (!sport) throw new Error(`sport ${sid} missing from core`);
  return { zh: sport.names['zh-cn'], en: sport.names.en, vi: sport.names.vi, th: sport.names.th };
}

/** Every sport of spec §3 with how it is played and priced. */
export const SPORT_PROFILES: readonly SportProfile[] = PLAYS.map((p) => ({ ...p, names: names(p.sid) }));

export function sportProfile(sid: number): SportProfile {
  const profile = SPORT_PROFILES.find((p) => p.sid === sid);
  if (!profile) throw new Error(`unknown sport ${sid}`);
  return profile;
}
