import type {
  SportsClockPush,
  SportsLinePush,
  SportsOddsPush,
  SportsScorePush,
  SportsStatusPush,
} from '@matchday/contract';
import type { LinePrice, MatchFrame } from './match-frame.js';

type Entry<P extends { m: unknown[] }> = P['m'][number];

/** What changed in one match between two turns of a topic; absent parts did not change. */
export interface MatchDelta {
  status?: Entry<SportsStatusPush>;
  clock?: Entry<SportsClockPush>;
  score?: Entry<SportsScorePush>;
  odds?: Entry<SportsOddsPush>;
}

/** `all`: every line (the match topic); `list`: the list's main lines (the sport topic). */
export type DiffScope = 'all' | 'list';

/** Seconds a running clock may be off from where a client ticking it locally would show it. */
const CLOCK_TOLERANCE_S = 1.5;

/** The clock a client last received, and when: clients tick it locally from there. */
export interface ClockAnchor {
  mc: NonNullable<MatchFrame['mc']>;
  at: number;
}

/**
 * Whether a client ticking `anchor` locally (a second per second while it runs, up or down by
 * `tp`) no longer shows `next`: a stop, a restart, a new period, or play faster than the wall
 * clock (SIM_SPEED) needs a clock push; a clock that just runs does not.
 */
export function clockJumped(anchor: ClockAnchor | undefined, next: MatchFrame): boolean {
  const [a, b] = [anchor?.mc, next.mc];
  if (!a || !b || !anchor) return a !== b;
  if (a.r !== b.r || a.tp !== b.tp || a.pe !== b.pe || a.tu !== b.tu || a.itd !== b.itd) return true;
  const passed = a.r ? (next.at - anchor.at) / 1000 : 0;
  const expected = a.tp === 2 ? Math.max(0, a.s - passed) : a.s + passed;
  return Math.abs(b.s - expected) > CLOCK_TOLERANCE_S;
}

const sameLine = (a: LinePrice, b: LinePrice) =>
  a.ss === b.ss && a.od.length === b.od.length && a.od.every((od, i) => od === b.od[i]);

function linesIn(frame: MatchFrame, scope: DiffScope): Iterable<number> {
  return scope === 'all' ? frame.lines.keys() : frame.listIds;
}

function sameIds(a: MatchFrame, b: MatchFrame, scope: DiffScope): boolean {
  const [x, y] = scope === 'all' ? [a.lines, b.lines] : [a.listIds, b.listIds];
  if (x.size !== y.size) return false;
  for (const id of x.keys()) if (!y.has(id)) return false;
  return true;
}

/**
 * The deltas that take a client holding `prev` to `next`. Without `prev` (a topic's first tick,
 * or a match new to it) everything is sent, so a client subscribing late still converges. The
 * clock goes out when `clockJump` (the caller's `clockJumped` against what this topic last sent).
 */
export function diffMatch(
  prev: MatchFrame | undefined,
  next: MatchFrame,
  scope: DiffScope,
  clockJump = false,
): MatchDelta {
  const delta: MatchDelta = {};
  const { id } = next;
  if (!prev || prev.ms !== next.ms || prev.bo !== next.bo) delta.status = { id, ms: next.ms, bo: next.bo };
  if (next.mc && (!prev || clockJump)) delta.clock = { id, mc: next.mc };
  if (!prev || prev.scoreKey !== next.scoreKey) {
    delta.score = next.sb ? { id, nsg: next.nsg, sb: next.sb } : { id, nsg: next.nsg };
  }
  if (prev && prev.lines === next.lines) return delta;
  const changed: SportsLinePush[] = [];
  for (const lineId of linesIn(next, scope)) {
    const now = next.lines.get(lineId);
    const before = prev?.lines.get(lineId);
    if (now && (!before || !sameLine(before, now))) changed.push({ id: lineId, ss: now.ss, od: now.od });
  }
  const reshaped = prev !== undefined && !sameIds(prev, next, scope);
  if (changed.length > 0 || reshaped) delta.odds = reshaped ? { id, l: changed, n: 1 } : { id, l: changed };
  return delta;
}
