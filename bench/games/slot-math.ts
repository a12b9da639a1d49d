/**
 * The slots' math figures: (a) exact-RTP enumeration speed, every reel-stop combination of the base
 * and free-spin reels of each slot's default reel set (best of 3 runs), and (b) a seeded simulation of
 * 10,000,000 paid rounds per slot on one core, whose RTP must land inside the 99% band around the
 * exact one (exact ± 2.576 σ / √rounds). Targets: (a) >= 5,000,000 combinations/s, (b) >= 1,000,000 spins/s.
 */
import { enumerateScreens, parSheetFromMoments, SLOT_GAMES, simulateSlot, slotReelSet } from '@matchday/core';

const ROUNDS = Number(process.env.BENCH_SLOT_ROUNDS ?? 10_000_000);
const TARGET_COMBINATIONS = 5_000_000;
const TARGET_SPINS = 1_000_000;
const Z99 = 2.576;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

export function slotMath(): boolean {
  let ok = true;
  for (const game of SLOT_GAMES) {
    const set = slotReelSet(game);
    let best = Infinity;
    let sheet = null;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const base = enumerateScreens(set, set.base);
      const free = enumerateScreens(set, set.free);
      best = Math.min(best, (performance.now() - t0) / 1000);
      sheet = parSheetFromMoments(set, base, free);
    }
    const exact = sheet!;
    const combinations = exact.baseCombinations + exact.freeSpinCombinations;
    const perSecond = combinations / best;
    console.log(
      `(a) ${game.id} ${set.rtp}% enumeration: ${fmt(combinations)} reel-stop combinations in ${best.toFixed(3)} s: ` +
        `${fmt(perSecond)}/s (target >= ${fmt(TARGET_COMBINATIONS)}/s); exact RTP ${(exact.rtp * 100).toFixed(4)}%, σ ${exact.volatility.toFixed(3)}`,
    );
    const t0 = performance.now();
    const sim = simulateSlot(set, ROUNDS, 20261127);
    const seconds = (performance.now() - t0) / 1000;
    const band = (Z99 * exact.volatility) / Math.sqrt(ROUNDS);
    const inside = Math.abs(sim.rtp - exact.rtp) <= band;
    console.log(
      `(b) ${game.id} simulation: ${fmt(ROUNDS)} paid rounds in ${seconds.toFixed(2)} s on one core: ${fmt(ROUNDS / seconds)} spins/s ` +
        `(target >= ${fmt(TARGET_SPINS)}/s); RTP ${(sim.rtp * 100).toFixed(3)}% vs exact ${(exact.rtp * 100).toFixed(3)}% ` +
        `± ${(band * 100).toFixed(3)} (99% band): ${inside ? 'inside' : 'OUTSIDE'}; hit ${(sim.hitFrequency * 100).toFixed(2)}% ` +
        `(exact ${(exact.hitFrequency * 100).toFixed(2)}%), free spins 1 in ${(1 / sim.freeSpinFrequency).toFixed(1)} (exact ${(1 / exact.freeSpinFrequency).toFixed(1)})`,
    );
    ok &&= perSecond >= TARGET_COMBINATIONS && ROUNDS / seconds >= TARGET_SPINS && inside;
  }
  return ok;
}
