import type { SlotReelSet, CompiledStrip } from './reels.js';
import { addScatterTail, addScreens, emptyMoments, scatterTails, type ScreenMoments } from './screen-moments.js';

/**
 * Every reel-stop combination of a 5-reel lines game, reel by reel: after each reel only the lines
 * whose run is still going are carried, a line's pay is settled the reel its run ends, and as soon as
 * no line is still running the remaining reels are counted by scatter count instead of stop by stop.
 */
export function enumerateLines(set: SlotReelSet, strips: readonly CompiledStrip[]): ScreenMoments {
  const { game, wild, scatter, pays, scatterPays, awards } = set;
  if (game.evaluation.kind !== 'lines' || strips.length !== 5) throw new Error(`${game.id} is not a 5-reel lines game`);
  const lines = game.evaluation.lines;
  const count = lines.length;
  const row = (l: number, r: number) => lines[l]![r]!;
  const [a, b, c, d, e] = strips as [CompiledStrip, CompiledStrip, CompiledStrip, CompiledStrip, CompiledStrip];
  // last[(symbol × 3 + row) × L5 + stop]: the pay of a run of 4 that reel 5 extends to 5, or not.
  const last = new Float64Array(game.symbols.length * 3 * e.length);
  for (let s = 0; s < game.symbols.length; s++) {
    for (let r = 0; r < 3; r++) {
      for (let stop = 0; stop < e.length; stop++) {
        const shown = e.window[stop * 3 + r]!;
        last[(s * 3 + r) * e.length + stop] = pays[s * 6 + (shown === s || shown === wild ? 5 : 4)]!;
      }
    }
  }
  const tails = scatterTails(strips.map((s) => s.scatters));
  const target = new Int32Array(count);
  const alive = [new Int32Array(count), new Int32Array(count), new Int32Array(count), new Int32Array(count)];
  const [alive0, alive1, alive2, alive3] = alive as [Int32Array, Int32Array, Int32Array, Int32Array];
  const m = emptyMoments();
  for (let s0 = 0; s0 < a.length; s0++) {
    let n0 = 0;
    for (let l = 0; l < count; l++) {
      const t = a.window[s0 * 3 + row(l, 0)]!;
      target[l] = t;
      if (t !== scatter) alive0[n0++] = l;
    }
    const sc0 = a.scatters[s0]!;
    for (let s1 = 0; s1 < b.length; s1++) {
      let n1 = 0;
      for (let i = 0; i < n0; i++) {
        const l = alive0[i]!;
        const shown = b.window[s1 * 3 + row(l, 1)]!;
        if (shown === target[l] || shown === wild) alive1[n1++] = l;
      }
      const sc1 = sc0 + b.scatters[s1]!;
      if (n1 === 0) {
        addScatterTail(m, tails[2]!, 0, sc1, 1, scatterPays, awards);
        continue;
      }
      for (let s2 = 0; s2 < c.length; s2++) {
        let n2 = 0;
        for (let i = 0; i < n1; i++) {
          const l = alive1[i]!;
          const shown = c.window[s2 * 3 + row(l, 2)]!;
          if (shown === target[l] || shown === wild) alive2[n2++] = l;
        }
        const sc2 = sc1 + c.scatters[s2]!;
        if (n2 === 0) {
          addScatterTail(m, tails[3]!, 0, sc2, 1, scatterPays, awards);
          continue;
        }
        for (let s3 = 0; s3 < d.length; s3++) {
          let n3 = 0;
          let settled = 0;
          for (let i = 0; i < n2; i++) {
            const l = alive2[i]!;
            const shown = d.window[s3 * 3 + row(l, 3)]!;
            if (shown === target[l] || shown === wild) alive3[n3++] = l;
            else settled += pays[target[l]! * 6 + 3]!;
          }
          const sc3 = sc2 + d.scatters[s3]!;
          if (n3 === 0) {
            addScatterTail(m, tails[4]!, settled, sc3, 1, scatterPays, awards);
            continue;
          }
          for (let s4 = 0; s4 < e.length; s4++) {
            let w = settled;
            for (let i = 0; i < n3; i++) {
              const l = alive3[i]!;
              w += last[(target[l]! * 3 + row(l, 4)) * e.length + s4]!;
            }
            const sc = sc3 + e.scatters[s4]!;
            addScreens(m, w + scatterPays[sc]!, awards[sc]!, 1);
          }
        }
      }
    }
  }
  return m;
}
