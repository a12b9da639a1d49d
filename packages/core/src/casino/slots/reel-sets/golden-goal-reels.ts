// Written by apps/games/src/scripts/tune-reel-sets.ts: re-run it rather than editing by hand.
import type { SlotReelSetData } from '../slot-types.js';

/** Golden Goal: base-game strips per nominal RTP, reel 1 first, each stop's window is it and the two after. */
export const GOLDEN_GOAL_REEL_SETS: readonly SlotReelSetData[] = [
  {
    rtp: 90,
    reels: [
      'A BO Q T S J K WH A BA TR Q J T BO A K Q J BA T WH BO A J TR Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A BO Q T WH K W J A BA TR Q T BO K J WH A Q BA T K J BO A S TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
    ],
  },
  {
    rtp: 92,
    reels: [
      'A Q BO T WH K S J A BA TR Q T K J WH A Q BA BO T K J A TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q BO T WH K W BA J Q A T K BA Q J WH A BO TR T Q K BA J A S WH Q T K BA J',
      'A W Q BO T WH K J A TR Q T W BA K J WH A Q BO T K W J A S TR WH Q T BA K J',
    ],
  },
  {
    rtp: 94,
    reels: [
      'A Q BO T WH K S J A BA TR Q T K J WH A Q BA BO T K J A TR WH Q T K BA J',
      'A Q W BO T WH K J A TR Q J T BA K WH A Q J W BO T K A J S TR WH Q T BA K J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q W BO WH T J K A BA TR Q WH T J A K Q W BO WH BA T J A S TR Q WH T K BA J',
      'A W Q T BO WH K J A BA TR T K Q J WH T A W BO BA K T J A Q S TR WH T K BA J',
    ],
  },
  {
    rtp: 96,
    reels: [
      'A Q BO T WH K S J A BA TR Q T K J WH A Q BA BO T K J A TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q W BO WH T K J A BA Q WH T K J A Q W BO TR WH BA T K J A S Q WH T K BA J',
      'A W Q T WH K BO J A BA TR Q T W K J WH A Q BA T K W J A S TR WH Q T K BA J',
    ],
  },
  {
    rtp: 97,
    reels: [
      'A Q BO T WH K S J A BA Q J T K WH A Q J BA BO TR T K A J WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A W Q BO WH T K A TR J Q WH T W BA K A Q BO WH T J K W A S TR Q WH T BA K J',
      'A W Q T BO K WH J A TR T K BA Q J WH T A K W BO T J K A Q S TR WH T BA K J',
    ],
  },
  {
    rtp: 98,
    reels: [
      'A Q BO T WH K S J A BA TR Q T K J WH A Q BA BO T K J A TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A W Q BO T WH K J A TR Q T W BA K J WH A Q BO T K W J A S TR WH Q T BA K J',
      'A BO Q W T WH K A BA TR J Q T BO K WH A Q W BA T J K BO A S TR WH Q T K BA J',
    ],
  },
  {
    rtp: 99,
    reels: [
      'A Q BO T WH K S J A BA TR Q T K J WH A Q BA BO T K J A TR WH Q T K BA J',
      'A Q W BO T WH K BA A TR J Q T K BA WH A Q W BO T J K BA A S TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A W Q T WH K BO J A BA TR Q T W K J WH A Q BA T K W J A S TR WH Q T K BA J',
      'A Q W BO T WH K J A BA Q J T K WH A Q J W BO TR BA T K A J S WH Q T K BA J',
    ],
  },
];

/** Golden Goal: the free-spin strips, shared by every RTP. */
export const GOLDEN_GOAL_FREE_SPIN_REELS: readonly string[] = [
  'A BO Q T WH K S TR J A BA Q T BO K J WH A TR Q BA T K J BO A WH Q TR T K BA J',
  'A W BO Q T WH K TR J A BA W Q T BO K J WH A TR W Q BA T K J BO A W S WH Q TR T K BA J',
  'A W BO Q T WH K TR J A BA W Q T BO K J WH A TR W Q BA T K J BO A W S WH Q TR T K BA J',
  'A W BO Q T WH K TR J A BA W Q T BO K J WH A TR W Q BA T K J BO A W S WH Q TR T K BA J',
  'A W BO Q T WH K TR J A BA W Q T BO K J WH A TR W Q BA T K J BO A W S WH Q TR T K BA J',
];
