import type { CompiledStrip, SlotReelSet } from './reels.js';
import { addScatterTail, addScreens, emptyMoments, scatterTails, type ScreenMoments } from './screen-moments.js';

/** A reel's stops grouped by what a ways game sees: each pay symbol's matches (0–3) and the scatters. */
interface ReelClasses {
  readonly size: number;
  /** matches[class × symbols + symbol]: window positions showing the symbol or the wild. */
  readonly matches: Int32Array;
  readonly scatters: Int32Array;
  readonly weight: Float64Array;
}

function classesOf(strip: CompiledStrip, symbols: number, wild: number, scatter: number): ReelClasses {
  const found = new Map<string, number>();
  const rows: number[][] = [];
  const scatters: number[] = [];
  const weight: number[] = [];
  for (let stop = 0; stop < strip.length; stop++) {
    const m = new Array<number>(symbols).fill(0);
    for (let row = 0; row < 3; row++) {
      const shown = strip.window[stop * 3 + row]!;
      for (let s = 0; s < symbols; s++) if (s !== scatter && (shown === s || shown === wild)) m[s]!++;
    }
    const key = `${m.join()}|${strip.scatters[stop]}`;
    const known = found.get(key);
    if (known !== undefined) {
      weight[known]!++;
      continue;
    }
    found.set(key, rows.length);
    rows.push(m);
    scatters.push(strip.scatters[stop]!);
    weight.push(1);
  }
  return {
    size: rows.length,
    matches: Int32Array.from(rows.flat()),
    scatters: Int32Array.from(scatters),
    weight: Float64Array.from(weight),
  };
}

/**
 * Every reel-stop combination of a 5-reel ways game, counted by symbol multiplicities: each reel's
 * stops are grouped by the matches they show, a symbol's ways are a running product carried while
 * its run lasts, and as soon as no symbol's run is still going the remaining reels are counted by
 * scatter count alone.
 */
export function enumerateWays(set: SlotReelSet, strips: readonly CompiledStrip[]): ScreenMoments {
  const { game, wild, scatter, pays, scatterPays, awards } = set;
  if (game.evaluation.kind !== 'ways' || strips.length !== 5) throw new Error(`${game.id} is not a 5-reel ways game`);
  const n = game.symbols.length;
  const paying = game.symbols.flatMap((s, i) => (s.kind === 'pay' ? [i] : []));
  const [a, b, c, d, e] = strips.map((s) => classesOf(s, n, wild, scatter)) as [
    ReelClasses,
    ReelClasses,
    ReelClasses,
    ReelClasses,
    ReelClasses,
  ];
  const tails = scatterTails(strips.map((s) => s.scatters));
  const alive = [0, 1, 2, 3].map(() => new Int32Array(paying.length));
  const ways = [0, 1, 2, 3].map(() => new Float64Array(n));
  const [alive0, alive1, alive2, alive3] = alive as [Int32Array, Int32Array, Int32Array, Int32Array];
  const [ways0, ways1, ways2, ways3] = ways as [Float64Array, Float64Array, Float64Array, Float64Array];
  const m = emptyMoments();
  for (let c0 = 0; c0 < a.size; c0++) {
    let n0 = 0;
    for (const s of paying) {
      const k = a.matches[c0 * n + s]!;
      if (k > 0) {
        alive0[n0++] = s;
        ways0[s] = k;
      }
    }
    for (let c1 = 0; c1 < b.size; c1++) {
      let n1 = 0;
      for (let i = 0; i < n0; i++) {
        const s = alive0[i]!;
        const k = b.matches[c1 * n + s]!;
        if (k > 0) {
          alive1[n1++] = s;
          ways1[s] = ways0[s]! * k;
        }
      }
      const w1 = a.weight[c0]! * b.weight[c1]!;
      const sc1 = a.scatters[c0]! + b.scatters[c1]!;
      if (n1 === 0) {
        addScatterTail(m, tails[2]!, 0, sc1, w1, scatterPays, awards);
        continue;
      }
      for (let c2 = 0; c2 < c.size; c2++) {
        let n2 = 0;
        for (let i = 0; i < n1; i++) {
          const s = alive1[i]!;
          const k = c.matches[c2 * n + s]!;
          if (k > 0) {
            alive2[n2++] = s;
            ways2[s] = ways1[s]! * k;
          }
        }
        const w2 = w1 * c.weight[c2]!;
        const sc2 = sc1 + c.scatters[c2]!;
        if (n2 === 0) {
          addScatterTail(m, tails[3]!, 0, sc2, w2, scatterPays, awards);
          continue;
        }
        for (let c3 = 0; c3 < d.size; c3++) {
          let n3 = 0;
          let settled = 0;
          for (let i = 0; i < n2; i++) {
            const s = alive2[i]!;
            const k = d.matches[c3 * n + s]!;
            if (k > 0) {
              alive3[n3++] = s;
              ways3[s] = ways2[s]! * k;
            } else settled += pays[s * 6 + 3]! * ways2[s]!;
          }
          const w3 = w2 * d.weight[c3]!;
          const sc3 = sc2 + d.scatters[c3]!;
          if (n3 === 0) {
            addScatterTail(m, tails[4]!, settled, sc3, w3, scatterPays, awards);
            continue;
          }
          for (let c4 = 0; c4 < e.size; c4++) {
            let w = settled;
            for (let i = 0; i < n3; i++) {
              const s = alive3[i]!;
              const k = e.matches[c4 * n + s]!;
              w += k > 0 ? pays[s * 6 + 5]! * ways3[s]! * k : pays[s * 6 + 4]! * ways3[s]!;
            }
            const sc = sc3 + e.scatters[c4]!;
            addScreens(m, w + scatterPays[sc]!, awards[sc]!, w3 * e.weight[c4]!);
          }
        }
      }
    }
  }
  return m;
}
