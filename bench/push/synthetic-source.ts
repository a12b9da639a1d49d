import type { Clock } from '@matchday/contract';
import { seededRandom } from '@matchday/core';
import type { PushSource } from '../../apps/sports/src/push/feed-source.js';
import type { LinePrice, MatchFrame } from '../../apps/sports/src/push/match-frame.js';

export interface SyntheticOptions {
  matches: number;
  sports: readonly number[];
  linesPerMatch: number;
  /** Main lines a list item carries (the first lines of each match). */
  listLines: number;
  /** Option prices changed per wall second, spread evenly over the ticks. */
  changesPerSecond: number;
  seed: number;
}

interface LiveMatch {
  id: number;
  sid: number;
  kickoff: number;
  lines: Map<number, LinePrice>;
  listIds: Set<number>;
}

/**
 * Exactly `matches` live matches whose clocks run at wall speed and whose option prices move at
 * `changesPerSecond`: the load of the push bench, fed through the real publisher.
 */
export function syntheticSource(opts: SyntheticOptions, start: number): PushSource & { changes: () => number } {
  const rnd = seededRandom(opts.seed);
  const live: LiveMatch[] = Array.from({ length: opts.matches }, (_, i) => {
    const lines = new Map<number, LinePrice>();
    for (let j = 0; j < opts.linesPerMatch; j++) {
      const options = j % 3 === 0 ? 3 : 2;
      lines.set((i + 1) * 1000 + j, {
        ss: 1,
        od: Array.from({ length: options }, () => Math.round((1.2 + rnd() * 3) * 100) / 100),
      });
    }
    const listIds = new Set([...lines.keys()].slice(0, opts.listLines));
    return {
      id: 100_000 + i,
      sid: opts.sports[i % opts.sports.length]!,
      kickoff: start - Math.floor(rnd() * 80 * 60_000),
      lines,
      listIds,
    };
  });
  const byId = new Map(live.map((m) => [m.id, m]));
  const liveBySport = new Map<number, number[]>();
  for (const m of live) liveBySport.set(m.sid, [...(liveBySport.get(m.sid) ?? []), m.id]);
  let last = start;
  let changed = 0;
  let owed = 0;

  function move(now: number): void {
    owed += (opts.changesPerSecond * (now - last)) / 1000;
    last = now;
    const fresh = new Set<LiveMatch>();
    for (; owed >= 1; owed -= 1) {
      const match = live[Math.floor(rnd() * live.length)]!;
      // A changed match gets a new lines map, as the feed reprices into new groups.
      if (!fresh.has(match)) {
        match.lines = new Map(match.lines);
        fresh.add(match);
      }
      const ids = [...match.lines.keys()];
      const id = ids[Math.floor(rnd() * ids.length)]!;
      const line = match.lines.get(id)!;
      const k = Math.floor(rnd() * line.od.length);
      const od = line.od.map((v, i) =>
        i === k ? Math.max(1.01, Math.round((v + (rnd() < 0.5 ? -0.01 : 0.01)) * 100) / 100) : v,
      );
      match.lines.set(id, { ss: 1, od });
      changed++;
    }
  }

  return {
    changes: () => changed,
    at(now) {
      move(now);
      return {
        now,
        liveOf: (sid) => liveBySport.get(sid) ?? [],
        frame(id): MatchFrame | null {
          const m = byId.get(id);
          if (!m) return null;
          const mc: Clock = { s: Math.floor((now - m.kickoff) / 1000), r: true, tp: 1, pe: 1001, tu: 1, itd: 0 };
          const nsg = [{ pe: 1000, tyg: 5, sc: [1, 0] as [number, number] }];
          return {
            id,
            at: now,
            sid: m.sid,
            ms: 5,
            bo: 1,
            mc,
            nsg,
            scoreKey: JSON.stringify([nsg]),
            lines: m.lines,
            listIds: m.listIds,
          };
        },
      };
    },
  };
}
