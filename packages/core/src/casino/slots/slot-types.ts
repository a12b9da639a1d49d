import type { PackLanguage } from '../../language.js';

/** A text the web renders in the player's language. */
export type Localized = Readonly<Record<PackLanguage, string>>;

/** 'pay' symbols pay in runs from reel 1; the wild stands in for every pay symbol; scatters pay anywhere. */
export type SlotSymbolKind = 'pay' | 'wild' | 'scatter';

export interface SlotSymbol {
  /** The short code the reel strips are written in. */
  readonly code: string;
  readonly kind: SlotSymbolKind;
  readonly name: Localized;
  /** Credits for a run of 3, 4 and 5 (per line, or per way); empty for the wild and the scatter. */
  readonly pays: readonly [number, number, number] | readonly [];
}

/** 20 fixed paylines (a row index per reel, 0 = top) or 243 ways (any position on adjacent reels). */
export type SlotEvaluation =
  { readonly kind: 'lines'; readonly lines: readonly (readonly number[])[] } | { readonly kind: 'ways' };

/** One shipped reel set: the strips (space-separated symbol codes, reel 1 first) tuned to a nominal RTP. */
export interface SlotReelSetData {
  /** Nominal return to player in percent (90–99). */
  readonly rtp: number;
  readonly reels: readonly string[];
}

export interface SlotGame {
  readonly id: string;
  readonly name: Localized;
  readonly volatility: 'low' | 'high';
  readonly evaluation: SlotEvaluation;
  readonly reels: 5;
  readonly rows: 3;
  /**
   * Wins are counted in credits and converted once per round: win = floor(stake × credits / creditsPerStake)
   * in minor units (20 for the lines game: one credit is one line bet).
   */
  readonly creditsPerStake: number;
  readonly symbols: readonly SlotSymbol[];
  /** Credits by the number of scatters anywhere on the screen (index = count, 0–5). */
  readonly scatterPays: readonly number[];
  /** Free spins awarded by the number of scatters (index = count); the same table retriggers in free spins. */
  readonly freeSpinAwards: readonly number[];
  /** Every win in free spins (line or way and scatter) is multiplied by this. */
  readonly freeSpinMultiplier: number;
  /** The rules shown on the game's help page, one paragraph each. */
  readonly rules: readonly Localized[];
  readonly defaultRtp: number;
  readonly reelSets: readonly SlotReelSetData[];
  /** The strips free spins are played on, whatever base reel set the operator chose. */
  readonly freeSpinReels: readonly string[];
}
