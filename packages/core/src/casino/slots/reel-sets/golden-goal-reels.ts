// Written by apps/games/src/scripts/tune-reel-sets.ts: re-run it rather than editing by hand.
import type { SlotReelSetData } from '../slot-types.js';

/** Golden Goal: base-game strips per nominal RTP, reel 1 first, each stop's window is it and the two after. */
export const GOLDEN_GOAL_REEL_SETS: readonly SlotReelSetData[] = [
  {
    rtp: 90,
    reels: [
      'A Q BO T WH K S BA J A Q T K BA J WH A Q BO TR T K BA J A WH Q T K BA J',
      'A Q BO T WH K W BA J A TR Q T K BA J WH A Q BO T K BA J A S TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A BO Q W T WH K J A BA Q T BO K J WH A Q W TR BA T K J BO A S WH Q T K BA J',
    ],
  },
  {
    rtp: 92,
    reels: [
      'A Q BO WH K S T BA J A TR Q K BA J WH T A Q BO K BA J A TR WH Q T K BA J',
      'A Q BO T WH K W BA J A TR Q T K BA J WH A Q BO T K BA J A S TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q W BO T K A J WH BA TR Q T A K J Q W A BO BA T K J WH S TR A Q T K BA J',
    ],
  },
  {
    rtp: 94,
    reels: [
      'A Q T BO K WH S J A T Q K BA J WH T A K Q BO TR T J K A WH Q T BA K J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q T BO WH K W T A BA TR J Q K T WH A Q T BO BA J K T A S TR WH Q K T BA J',
      'A Q W BO T K BA J WH A TR Q T K BA J A Q W BO T K BA J WH A S TR Q T K BA J',
    ],
  },
  {
    rtp: 96,
    reels: [
      'A Q BO T WH K S J A BA TR Q T K J WH A Q BA BO T K J A TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q T BO WH K W J A BA TR T J K Q WH T A J BO BA K T A Q J S TR WH T K BA J',
      'A BO Q T WH K W J A BA TR Q T BO K J WH A Q BA T K J BO A S TR WH Q T K BA J',
    ],
  },
  {
    rtp: 97,
    reels: [
      'A Q BO T WH K S J A BA TR Q T K J WH A Q BA BO T K J A TR WH Q T K BA J',
      'A Q W T BO K J WH A BA TR T Q K J T A Q W BO BA K T J WH A S TR Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q T BO WH K W J A BA TR T Q K J WH T A Q BO BA K T J A S TR WH Q T K BA J',
      'A Q W BO WH T K A BA TR J Q WH T K A Q W BO WH BA T J K A S TR Q WH T K BA J',
    ],
  },
  {
    rtp: 98,
    reels: [
      'A Q BO T WH K S J A BA TR Q T K J WH A Q BA BO T K J A TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A BO Q T K WH W J A BA TR K T BO Q J WH A K BA T J K BO A Q S TR WH T K BA J',
      'A BO W Q T WH K J A BA TR T BO K Q J WH A W BA T K J BO A Q S TR WH T K BA J',
    ],
  },
  {
    rtp: 99,
    reels: [
      'A Q BO T WH K S J A BA TR Q T K J WH A Q BA BO T K J A TR WH Q T K BA J',
      'A Q W BO T K WH A BA TR J Q K T WH A K Q W BO BA T J K A S TR WH Q T K BA J',
      'A Q W BO T WH K J A BA TR Q T K J WH A Q W BO BA T K J A S TR WH Q T K BA J',
      'A BO Q T WH W BA J K A TR Q T BO BA J WH A K Q T BA J BO A S TR WH Q T K BA J',
      'A BO Q W T WH K A BA TR J Q T BO K WH A Q W BA T J K BO A S TR WH Q T K BA J',
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
