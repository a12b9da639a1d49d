// Written by apps/games/src/scripts/tune-reel-sets.ts: re-run it rather than editing by hand.
import type { SlotReelSetData } from '../slot-types.js';

/** Dragon Fortune: base-game strips per nominal RTP, reel 1 first, each stop's window is it and the two after. */
export const DRAGON_FORTUNE_REEL_SETS: readonly SlotReelSetData[] = [
  {
    rtp: 90,
    reels: [
      'A N Q T TI LA K J N Q A KO DR T J K N Q LA T A J KO TI N Q K T A J S DR LA N Q T K KO J',
      'A N Q T TI LA K J N Q A KO DR T N J S K Q LA T A N J TI KO Q K N T A J W DR LA N Q T K KO J',
      'A N Q T TI A LA K S N Q KO A DR T W K N A Q J LA T A KO TI N Q K S T A DR LA N Q A W T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J W S K N Q LA T A J TI KO N Q K T A J DR LA N Q W T K KO J',
      'A N Q TI T LA J K N T Q A KO J TI T N Q LA A K J T KO DR N Q TI T A J S LA N Q K T KO J',
    ],
  },
  {
    rtp: 92,
    reels: [
      'A N Q T TI LA K J N Q A KO DR T J K N Q LA T A J KO TI N Q K T A J S DR LA N Q T K KO J',
      'A N Q TI T LA K J N T Q A KO DR TI S K T N Q J LA A T KO N Q K J TI T A W DR LA N Q K T KO J',
      'A N Q T TI J LA S K N Q A KO DR T J W N Q J LA T A K KO TI N J Q S T A DR J LA N Q W K T KO J',
      'A N Q T TI LA K J N Q A KO DR T J W S K N Q LA T A J TI KO N Q K T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J K N Q LA T A J KO TI N Q K T A J S DR LA N Q T K KO J',
    ],
  },
  {
    rtp: 94,
    reels: [
      'A N Q T TI K J Q LA N A KO DR T Q J K N T A Q J KO TI N K T Q LA A J S DR N Q T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J W S K N Q LA T A J TI KO N Q K T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J DR S N Q A KO T J K N Q LA T A DR J KO TI N Q K S T A J W LA N Q DR T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J W S K N Q LA T A J TI KO N Q K T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J K N Q LA T A J KO TI N Q K T A J S DR LA N Q T K KO J',
    ],
  },
  {
    rtp: 96,
    reels: [
      'A N Q T TI LA K J N Q A KO DR T J K N Q LA T A J KO TI N Q K T A J S DR LA N Q T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J W S K N Q LA T A J TI KO N Q K T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J S N Q A KO DR T J W K N Q LA T A J KO TI N Q K S T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J N T Q A KO DR J S K T N Q LA A J T TI KO N Q K T A J W DR LA N Q K T KO J',
      'A N Q T TI LA K J Q N KO DR T A Q J K N LA T Q J KO TI N K A T Q J S DR LA N Q T K KO J',
    ],
  },
  {
    rtp: 97,
    reels: [
      'A N Q T TI LA K J N Q A KO DR T J K N Q LA T A J KO TI N Q K T A J S DR LA N Q T K KO J',
      'A N Q T TI LA J K N T Q A KO DR J W S T N Q LA A K J T TI KO N Q T A J DR LA N Q W K T KO J',
      'A N Q T TI LA K J S N Q A KO DR T J W K N Q LA T A J KO TI N Q K S T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J KO N Q A DR T J S K N KO Q LA T A J TI N Q K T KO A J W DR LA N Q T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J K N Q LA T A J KO TI N Q K T A J S DR LA N Q T K KO J',
    ],
  },
  {
    rtp: 98,
    reels: [
      'A N Q T TI LA K J N Q A KO DR T J K N Q LA T A J KO TI N Q K T A J S DR LA N Q T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J W S K N Q LA T A J TI KO N Q K T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J S N Q A KO DR T J W K N Q LA T A J KO TI N Q K S T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J DR N Q A KO T J S K N Q LA T A DR J TI KO N Q K T A J W LA N Q DR T K KO J',
      'A N Q T TI LA K J Q N KO DR T A Q J K N LA T Q J KO TI N K A T Q J S DR LA N Q T K KO J',
    ],
  },
  {
    rtp: 99,
    reels: [
      'A N Q T TI LA K J A N Q KO T J A K N Q LA T J KO A DR TI N Q K T J S A LA N Q T K KO J',
      'A N Q T TI LA K J A N KO DR T Q J W S A K N LA T Q J A TI KO N K T J DR A LA Q N W T K KO J',
      'A N Q T TI LA K J S N Q A KO DR T J W K N Q LA T A J KO TI N Q K S T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J W S K N Q LA T A J TI KO N Q K T A J DR LA N Q W T K KO J',
      'A N Q T TI LA J K N T Q A KO DR J T N Q LA A K J T KO TI N Q T A J S DR LA N Q K T KO J',
    ],
  },
];

/** Dragon Fortune: the free-spin strips, shared by every RTP. */
export const DRAGON_FORTUNE_FREE_SPIN_REELS: readonly string[] = [
  'A N Q T TI LA K J N Q A KO DR T J K N Q LA T A J KO TI N Q K T A J S DR LA N Q T K KO J',
  'A N Q T TI LA K J W N Q A KO DR T J S K N W Q LA T A J KO TI N Q K W T A J DR LA N Q T K W KO J',
  'A N Q T TI LA K J W S N Q A KO DR T J K N W Q LA T A J KO TI N Q K W S T A J DR LA N Q T K W KO J',
  'A N Q T TI LA K J W N Q A KO DR T J S K N W Q LA T A J KO TI N Q K W T A J DR LA N Q T K W KO J',
  'A N Q T TI LA K J N Q A KO DR T J K N Q LA T A J KO TI N Q K T A J S DR LA N Q T K KO J',
];
