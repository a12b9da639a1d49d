export type { Localized, SlotEvaluation, SlotGame, SlotReelSetData, SlotSymbol, SlotSymbolKind } from './slot-types.js';
export { compileReelSet, slotReelSet, stopFromFloat, type CompiledStrip, type SlotReelSet } from './reels.js';
export { scattersOnScreen, screenCredits, type SlotWin } from './screen-pays.js';
export {
  MAX_FREE_SPINS,
  spinFromFloats,
  winFromCredits,
  type FloatSource,
  type SlotRound,
  type SlotScreen,
} from './spin.js';
export { meanReturn, scatterCountChances, screenMeans, type ScreenMeans } from './expected-rtp.js';
export { enumerateScreens, parSheet, parSheetFromMoments, type ParSheet } from './par-sheet.js';
export type { ScreenMoments } from './screen-moments.js';
export { simulateSlot, type SlotSimulation } from './simulate.js';
export { fairFloatSource, slotRoundFromSeeds } from './fair-spin.js';
export { DRAGON_FORTUNE } from './dragon-fortune.js';
export { GOLDEN_GOAL } from './golden-goal.js';
export { SLOT_GAMES, slotGame } from './catalogue.js';
