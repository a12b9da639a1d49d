/**
 * Tunes the slots' base reel strips to each shipped RTP and writes them as data
 * (packages/core/src/casino/slots/reel-sets/<game>-reels.ts):
 * `npx tsx --conditions=@matchday/source apps/games/src/scripts/tune-reel-sets.ts [game-id]`.
 * The search is seeded, so a re-run writes the same strips. It moves one symbol at a time between
 * pay symbols (and the wild, within bounds) on one reel, scoring each candidate with the exact mean
 * (meanReturn), until the RTP is within 0.002 points of the target; the par sheet then confirms it
 * by full enumeration.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileReelSet, meanReturn, parSheet, seededRandom, SLOT_GAMES, type SlotGame } from '@matchday/core';
import { layOutReel, type ReelMix } from './reel-layout.js';
import { STARTING_MIXES } from './starting-mixes.js';

export const SHIPPED_RTPS = [90, 92, 94, 96, 97, 98, 99];
const TOLERANCE = 0.00002;

function layOut(game: SlotGame, mixes: readonly ReelMix[]): string[] | null {
  const scatter = game.symbols.find((s) => s.kind === 'scatter')!.code;
  const reels = mixes.map((mix) => layOutReel(mix, scatter));
  return reels.every((r) => r !== null) ? (reels as string[]) : null;
}

function rtpOf(game: SlotGame, reels: readonly string[], free: readonly string[]): number {
  return meanReturn(compileReelSet(game, { rtp: 0, reels }, free));
}

interface Move {
  readonly reel: number;
  readonly from: string;
  readonly to: string;
}

/** The mixes with one symbol on one reel swapped for another, or null when the move is not allowed. */
function moved(mixes: readonly ReelMix[], { reel, from, to }: Move, wild: string): ReelMix[] | null {
  const mix = { ...mixes[reel]! };
  if (from === to || mix[from]! <= 1) return null;
  mix[from]!--;
  mix[to] = (mix[to] ?? 0) + 1;
  if (mix[wild] !== undefined && mix[wild] > 4) return null;
  return mixes.map((m, i) => (i === reel ? mix : m));
}

/**
 * Steepest descent first (the single move landing closest, while it gets closer), which keeps the
 * strips near the starting mix; then a seeded random walk with rare sideways steps for the last digits.
 */
function tune(game: SlotGame, target: number, free: readonly string[], seed: number): string[] {
  const start = STARTING_MIXES[game.id]!.base;
  const next = seededRandom(seed);
  const wild = game.symbols.find((s) => s.kind === 'wild')!.code;
  const paying = game.symbols.filter((s) => s.kind === 'pay').map((s) => s.code);
  const moves = start.flatMap((mix, reel) => {
    const movable = wild in mix ? [...paying, wild] : paying;
    return movable.flatMap((from) => movable.map((to) => ({ reel, from, to })));
  });
  let mixes = start.map((m) => ({ ...m }));
  let reels = layOut(game, mixes)!;
  let error = Math.abs(rtpOf(game, reels, free) - target);
  const attempt = (move: Move) => {
    const candidate = moved(mixes, move, wild);
    const laid = candidate && layOut(game, candidate);
    return laid ? { candidate, laid, e: Math.abs(rtpOf(game, laid, free) - target) } : null;
  };
  for (;;) {
    const best = moves.map(attempt).reduce((a, b) => (b && (!a || b.e < a.e) ? b : a), null);
    if (!best || best.e >= error) break;
    ({ candidate: mixes, laid: reels, e: error } = best);
  }
  for (let step = 0; step < 200_000 && error > TOLERANCE; step++) {
    const tried = attempt(moves[Math.floor(next() * moves.length)]!);
    if (!tried || (tried.e >= error && next() >= 0.02)) continue;
    ({ candidate: mixes, laid: reels, e: error } = tried);
  }
  if (error > TOLERANCE) throw new Error(`${game.id}: no strips within ${TOLERANCE} of ${target}`);
  return reels;
}

function constName(game: SlotGame): string {
  return game.id.toUpperCase().replace(/-/g, '_');
}

function fileText(game: SlotGame, sets: { rtp: number; reels: string[] }[], free: readonly string[]): string {
  const name = constName(game);
  const reels = (r: readonly string[]) => `[\n${r.map((s) => `      '${s}',`).join('\n')}\n    ]`;
  return `// Written by apps/games/src/scripts/tune-reel-sets.ts: re-run it rather than editing by hand.
import type { SlotReelSetData } from '../slot-types.js';

/** ${game.name.en}: base-game strips per nominal RTP, reel 1 first, each stop's window is it and the two after. */
export const ${name}_REEL_SETS: readonly SlotReelSetData[] = [
${sets.map((s) => `  {\n    rtp: ${s.rtp},\n    reels: ${reels(s.reels).replace(/\n {4}/g, '\n    ')},\n  },`).join('\n')}
];

/** ${game.name.en}: the free-spin strips, shared by every RTP. */
export const ${name}_FREE_SPIN_REELS: readonly string[] = ${reels(free)
    .replace(/\n {6}/g, '\n  ')
    .replace(/\n {4}\]/, '\n]')};
`;
}

const only = process.argv[2];
for (const game of SLOT_GAMES.filter((g) => !only || g.id === only)) {
  const free = layOut(game, STARTING_MIXES[game.id]!.free)!;
  const sets = SHIPPED_RTPS.map((rtp, i) => ({ rtp, reels: tune(game, rtp / 100, free, 1000 + i) }));
  const path = fileURLToPath(
    new URL(`../../../../packages/core/src/casino/slots/reel-sets/${game.id}-reels.ts`, import.meta.url),
  );
  writeFileSync(path, fileText(game, sets, free));
  for (const s of sets) {
    const sheet = parSheet(compileReelSet(game, s, free));
    console.log(
      `${game.id} ${s.rtp}%: rtp ${(sheet.rtp * 100).toFixed(4)}%, σ ${sheet.volatility.toFixed(2)}, hit ${(sheet.hitFrequency * 100).toFixed(1)}%, free spins 1 in ${(1 / sheet.freeSpinFrequency).toFixed(0)}`,
    );
  }
}
