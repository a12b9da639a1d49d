// Written by apps/games/src/scripts/tune-reel-sets.ts: re-run it rather than editing by hand.
import type { SlotReelSetData } from '../slot-types.js';

/** Dragon Fortune: base-game strips per nominal RTP, reel 1 first, each stop's window is it and the two after. */
export const DRAGON_FORTUNE_REEL_SETS: readonly SlotReelSetData[] = [
  {
    rtp: 90,
    reels: [
      'A N Q T TI LA N K J Q A N T J K KO N Q LA T A J N DR TI Q K T N A J S LA Q N T K KO J',
      'A N Q T TI A LA K N Q KO A DR T W S K N A Q J LA T A TI KO N Q K T A DR LA N Q A W T K KO J',
      'A N Q T TI LA K J S N Q A KO DR T J W K N Q LA T A J KO TI N Q K S T A J DR LA N Q W T K KO J',
      'A N Q TI T K J LA T Q A KO N DR J W TI S K T Q A N J T KO Q K LA TI T A J N DR Q W K T KO J',
      'A N Q TI T LA K J Q A KO N DR T J TI K Q LA T A N J KO Q K T TI A J N S DR LA Q T K KO J',
    ],
  },
  {
    rtp: 92,
    reels: [
      'A N Q T LA TI K J N T Q KO A LA J K T N Q J T KO DR LA TI N Q K A T J S N Q LA K T KO J',
      'A N Q T TI LA K J N Q A KO DR T J W S K N Q LA T A J TI KO N Q K T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J S N Q A KO DR T J W K N Q LA T A J KO TI N Q K S T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J W S K N Q LA T A J TI KO N Q K T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J K N Q LA T A J KO TI N Q K T A J S DR LA N Q T K KO J',
    ],
  },
  {
    rtp: 94,
    reels: [
      'A N Q T TI LA K J T Q A KO N DR J K T Q LA A N J T KO TI Q K T A J N S DR LA Q K T KO J',
      'A N Q T TI LA K J Q N A KO T Q J W S K N LA T A Q J DR TI KO N K T Q A J LA N Q W T K KO J',
      'A N Q T TI LA K J S N Q A KO DR T J W K N Q LA T A J KO TI N Q K S T A J DR LA N Q W T K KO J',
      'A N Q TI T LA K J A N Q KO DR J T W S A K N Q LA J A TI KO N T Q K J DR A LA N Q T W K KO J',
      'A N Q T TI LA K J N Q A KO DR T J K N Q LA T A J KO TI N Q K T A J S DR LA N Q T K KO J',
    ],
  },
  {
    rtp: 96,
    reels: [
      'A N Q TI T K LA J DR Q A KO N K J T Q LA A DR K N J KO TI T Q K A J N S LA Q DR T K KO J',
      'N Q A T J TI LA K N J Q KO DR T J W S K N Q LA J T J TI KO N Q K T J DR LA N Q J W T K KO J',
      'A N Q T TI LA K J S N Q A KO DR T J W K N Q LA T A J KO TI N Q K S T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J W S K N Q LA T A J TI KO N Q K T A J DR LA N Q W T K KO J',
      'A N Q T LA K J N TI T Q A KO DR J K T N Q LA A J T KO N Q K T A J S DR LA N Q K T KO J',
    ],
  },
  {
    rtp: 97,
    reels: [
      'A N Q T TI DR LA K J Q KO N T A J DR K Q LA T N J KO TI DR Q K A T J N S LA Q DR T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J W S K N Q LA T A J TI KO N Q K T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J S N Q A KO DR T J W K N Q LA T A J KO TI N Q K S T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J W S K N Q LA T A J TI KO N Q K T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J K N Q LA T A J KO TI N Q K T A J S DR LA N Q T K KO J',
    ],
  },
  {
    rtp: 98,
    reels: [
      'A N Q T TI DR LA K J Q A KO T J N DR K Q LA T A J KO TI DR Q K T N A J S LA Q DR T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J W S K N Q LA T A J TI KO N Q K T A J DR LA N Q W T K KO J',
      'A N Q TI T LA K J S A N Q KO DR J T W A K N Q LA J KO TI A N T Q K S J DR A LA N Q T W K KO J',
      'A N Q TI T LA J K N Q A KO DR T J W TI S N Q LA T A K J KO N Q T TI A J DR LA N Q W K T KO J',
      'A N Q T TI LA K J N Q A KO DR T J K N Q LA T A J KO TI N Q K T A J S DR LA N Q T K KO J',
    ],
  },
  {
    rtp: 99,
    reels: [
      'A N Q T TI K LA J N Q A KO T K J N Q LA T A K J KO DR TI N Q T K A J S LA N Q T K KO J',
      'A N Q T TI LA K J N Q A KO DR T J W S K N Q LA T A J TI KO N Q K T A J DR LA N Q W T K KO J',
      'A N Q T TI LA K J S N Q A KO DR T J W K N Q LA T A J KO TI N Q K S T A J DR LA N Q W T K KO J',
      'A N Q TI T K J LA N Q W A DR T J TI S K KO N Q T A J W N Q K T LA TI A J DR N Q T K KO W J',
      'A N Q T TI LA K J N Q A KO DR T J K N Q LA T A J KO TI N Q K T A J S DR LA N Q T K KO J',
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
