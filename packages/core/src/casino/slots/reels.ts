import type { SlotGame, SlotReelSetData } from './slot-types.js';

/** One reel strip, with each stop's visible window precomputed so evaluation never takes a modulo. */
export interface CompiledStrip {
  readonly length: number;
  readonly symbols: Uint8Array;
  /** window[stop × 3 + row]: the symbol index shown on that row when the reel lands on `stop`. */
  readonly window: Uint8Array;
  /** scatters[stop]: how many scatters the window shows. */
  readonly scatters: Uint8Array;
}

/** A game with one of its reel sets, ready to spin and to enumerate. */
export interface SlotReelSet {
  readonly game: SlotGame;
  readonly rtp: number;
  readonly base: readonly CompiledStrip[];
  readonly free: readonly CompiledStrip[];
  readonly wild: number;
  readonly scatter: number;
  /** pays[symbol × 6 + run]: credits for a run of `run` (3–5) reels, 0 otherwise. */
  readonly pays: Int32Array;
  readonly scatterPays: Int32Array;
  readonly awards: Int32Array;
}

const ROWS = 3;

/** The reel stop a fairness float lands on: floor(f × reelLength), the published slot mapping. */
export function stopFromFloat(f: number, reelLength: number): number {
  if (!(f >= 0 && f < 1)) throw new RangeError(`a fairness float is in [0, 1), got ${f}`);
  return Math.floor(f * reelLength);
}

function compileStrip(game: SlotGame, text: string, reel: number, scatter: number, wild: number): CompiledStrip {
  const codes = text.trim().split(/\s+/);
  const symbols = new Uint8Array(codes.length);
  codes.forEach((code, i) => {
    const index = game.symbols.findIndex((s) => s.code === code);
    if (index < 0) throw new Error(`${game.id} reel ${reel + 1}: unknown symbol ${code}`);
    symbols[i] = index;
  });
  // Paying runs start on reel 1, so a wild there would need its own pays: the games keep it off reel 1.
  if (reel === 0 && symbols.includes(wild)) throw new Error(`${game.id}: no wild on reel 1`);
  const length = symbols.length;
  if (length < ROWS) throw new Error(`${game.id} reel ${reel + 1}: a strip needs at least ${ROWS} symbols`);
  const window = new Uint8Array(length * ROWS);
  const scatters = new Uint8Array(length);
  for (let stop = 0; stop < length; stop++) {
    for (let row = 0; row < ROWS; row++) {
      const symbol = symbols[(stop + row) % length]!;
      window[stop * ROWS + row] = symbol;
      if (symbol === scatter) scatters[stop]!++;
    }
  }
  return { length, symbols, window, scatters };
}

function compileReels(game: SlotGame, reels: readonly string[], scatter: number, wild: number): CompiledStrip[] {
  if (reels.length !== game.reels) throw new Error(`${game.id}: ${game.reels} reels expected`);
  return reels.map((text, reel) => compileStrip(game, text, reel, scatter, wild));
}

/** A table by scatter count, padded with its last entry so any count a screen can show indexes it. */
function byScatterCount(table: readonly number[]): Int32Array {
  const padded = new Int32Array(16);
  for (let count = 0; count < padded.length; count++) padded[count] = table[Math.min(count, table.length - 1)]!;
  return padded;
}

/** Compiles any strips for a game (the shipped ones, or a candidate while tuning). */
export function compileReelSet(game: SlotGame, data: SlotReelSetData, freeReels = game.freeSpinReels): SlotReelSet {
  const wild = game.symbols.findIndex((s) => s.kind === 'wild');
  const scatter = game.symbols.findIndex((s) => s.kind === 'scatter');
  const pays = new Int32Array(game.symbols.length * 6);
  game.symbols.forEach((s, i) => s.pays.forEach((credits, k) => (pays[i * 6 + 3 + k] = credits)));
  return {
    game,
    rtp: data.rtp,
    base: compileReels(game, data.reels, scatter, wild),
    free: compileReels(game, freeReels, scatter, wild),
    wild,
    scatter,
    pays,
    scatterPays: byScatterCount(game.scatterPays),
    awards: byScatterCount(game.freeSpinAwards),
  };
}

const compiled = new WeakMap<SlotGame, Map<number, SlotReelSet>>();

/** The shipped reel set with this nominal RTP (the game's default when none is given). */
export function slotReelSet(game: SlotGame, rtp: number = game.defaultRtp): SlotReelSet {
  let sets = compiled.get(game);
  if (!sets) compiled.set(game, (sets = new Map()));
  const cached = sets.get(rtp);
  if (cached) return cached;
  const data = game.reelSets.find((r) => r.rtp === rtp);
  if (!data) {
    const offered = game.reelSets.map((r) => r.rtp).join(', ');
    throw new RangeError(`${game.id} ships reel sets for RTP ${offered}, not ${rtp}`);
  }
  const set = compileReelSet(game, data);
  sets.set(rtp, set);
  return set;
}
