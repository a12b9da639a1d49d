import { describe } from 'vitest';
import { Selection as Ty } from '../odds/labels.js';
import { Outcome as O } from './outcome.js';
import { check, played } from './results.test-support.js';

describe('basketball (3): 90-90 after four quarters, 100-98 after overtime', () => {
  check(
    played(3, [
      [25, 20],
      [20, 22],
      [22, 25],
      [23, 23],
      [10, 8],
    ]),
    [
      ['money line home (overtime counts)', 3004, 3001, Ty.Home, undefined, O.Won],
      ['money line away', 3004, 3001, Ty.Away, undefined, O.Lost],
      ['regular-time 1X2 draw', 3001, 3002, Ty.Draw, undefined, O.Won],
      ['regular-time 1X2 home', 3001, 3002, Ty.Home, undefined, O.Lost],
      ['home -2.5 winning by two', 3002, 3001, Ty.Home, '-2.5', O.Lost],
      ['away +2.5 losing by two', 3002, 3001, Ty.Away, '+2.5', O.Won],
      ['1st half home -2.5 at 45-42', 3002, 3003, Ty.Home, '-2.5', O.Won],
      ['over 197.5 with 198 points', 3003, 3001, Ty.Over, '197.5', O.Won],
      ['1st half under 87.5 with 87 points', 3003, 3003, Ty.Under, '87.5', O.Won],
      ['even with 198 points', 3005, 3001, Ty.Even, undefined, O.Won],
    ],
  );
});

describe('e-basketball (178): 40-38 after four quarters', () => {
  check(
    played(178, [
      [10, 9],
      [10, 10],
      [10, 9],
      [10, 10],
    ]),
    [
      ['winner home', 178003, 178001, Ty.Home, undefined, O.Won],
      ['regular-time 1X2 home', 178007, 178002, Ty.Home, undefined, O.Won],
      ['regular-time 1X2 draw', 178007, 178002, Ty.Draw, undefined, O.Lost],
      ['home -1.5 winning by two', 178001, 178001, Ty.Home, '-1.5', O.Won],
      ['under 78.5 with 78 points', 178002, 178001, Ty.Under, '78.5', O.Won],
      ['odd with 78 points', 178006, 178001, Ty.Odd, undefined, O.Lost],
    ],
  );
});

describe('handball (8): 27-27', () => {
  check(
    played(8, [
      [14, 12],
      [13, 15],
    ]),
    [
      ['1X2 draw', 8005, 8001, Ty.Draw, undefined, O.Won],
      ['two-way winner on a level score: void', 8008, 8001, Ty.Home, undefined, O.Void],
      ['home +0.5 with a draw', 8001, 8001, Ty.Home, '+0.5', O.Won],
      ['over 53.5 with 54 goals', 8002, 8001, Ty.Over, '53.5', O.Won],
      ['even with 54 goals', 8007, 8001, Ty.Even, undefined, O.Won],
    ],
  );
});

describe('rugby (4): 10-24', () => {
  check(
    played(4, [
      [3, 14],
      [7, 10],
    ]),
    [
      ['1X2 away', 4003, 4001, Ty.Away, undefined, O.Won],
      ['home +13.5 losing by 14', 4001, 4001, Ty.Home, '+13.5', O.Lost],
      ['away -13.5 winning by 14', 4001, 4001, Ty.Away, '-13.5', O.Won],
      ['under 34.5 with 34 points', 4002, 4001, Ty.Under, '34.5', O.Won],
      ['even with 34 points', 4007, 4001, Ty.Even, undefined, O.Won],
    ],
  );
});

describe('American football (6): 17-17', () => {
  check(
    played(6, [
      [7, 3],
      [0, 7],
      [3, 0],
      [7, 7],
    ]),
    [
      ['winner on a level score: void', 6003, 6001, Ty.Away, undefined, O.Void],
      ['regular-time 1X2 draw', 6009, 6002, Ty.Draw, undefined, O.Won],
      ['home -0.5 with a draw', 6001, 6001, Ty.Home, '-0.5', O.Lost],
      ['over 33.5 with 34 points', 6002, 6001, Ty.Over, '33.5', O.Won],
      ['odd with 34 points', 6006, 6001, Ty.Odd, undefined, O.Lost],
    ],
  );
});

describe('baseball (7): 3-3 after nine innings, 4-3 after ten', () => {
  const innings: [number, number][] = [
    [0, 1],
    [0, 0],
    [2, 0],
    [0, 0],
    [0, 1],
    [0, 0],
    [1, 0],
    [0, 1],
    [0, 0],
    [1, 0],
  ];
  check(played(7, innings), [
    ['winner home (extra innings count)', 7003, 7001, Ty.Home, undefined, O.Won],
    ['regular-time 1X2 draw', 7006, 7002, Ty.Draw, undefined, O.Won],
    ['run line home -1.5 winning by one', 7001, 7001, Ty.Home, '-1.5', O.Lost],
    ['over 6.5 with 7 runs', 7002, 7001, Ty.Over, '6.5', O.Won],
    ['odd with 7 runs', 7007, 7001, Ty.Odd, undefined, O.Won],
  ]);
});

describe('cricket (14): a 160-160 tie', () => {
  check(
    played(14, [
      [160, 0],
      [0, 160],
    ]),
    [
      ['winner on a tie: void', 14002, 14001, Ty.Home, undefined, O.Void],
      ['over 319.5 with 320 runs', 14003, 14001, Ty.Over, '319.5', O.Won],
      ['even with 320 runs', 14006, 14001, Ty.Even, undefined, O.Won],
    ],
  );
});

describe('tennis (5): 6-4 3-6 7-6, sets 2-1, games 16-16', () => {
  check(
    played(5, [
      [6, 4],
      [3, 6],
      [7, 6],
    ]),
    [
      ['winner home', 5001, 5001, Ty.Home, undefined, O.Won],
      ['game handicap home -1.5 on level games', 5002, 5001, Ty.Home, '-1.5', O.Lost],
      ['game handicap away +1.5 on level games', 5002, 5001, Ty.Away, '+1.5', O.Won],
      ['over 31.5 with 32 games', 5003, 5001, Ty.Over, '31.5', O.Won],
      ['set handicap home -1.5 winning 2-1', 5004, 5001, Ty.Home, '-1.5', O.Lost],
      ['set handicap away +1.5 losing 1-2', 5004, 5001, Ty.Away, '+1.5', O.Won],
      ['over 2.5 sets with 3 sets', 5005, 5001, Ty.Over, '2.5', O.Won],
    ],
  );
});

describe('volleyball (13): 25-20 25-23 25-18', () => {
  check(
    played(13, [
      [25, 20],
      [25, 23],
      [25, 18],
    ]),
    [
      ['winner home', 13001, 13001, Ty.Home, undefined, O.Won],
      ['point handicap home -13.5 winning by 14 points', 13002, 13001, Ty.Home, '-13.5', O.Won],
      ['under 140.5 with 136 points', 13003, 13001, Ty.Under, '140.5', O.Won],
      ['set handicap home -2.5 winning 3-0', 13008, 13001, Ty.Home, '-2.5', O.Won],
      ['under 3.5 sets with 3 sets', 13009, 13001, Ty.Under, '3.5', O.Won],
    ],
  );
});

describe('beach volleyball (51): 19-21 21-17 13-15', () => {
  check(
    played(51, [
      [19, 21],
      [21, 17],
      [13, 15],
    ]),
    [
      ['winner away', 51001, 51001, Ty.Away, undefined, O.Won],
      ['point handicap home +0.5 winning on points 53-53', 51002, 51001, Ty.Home, '+0.5', O.Won],
      ['over 105.5 with 106 points', 51003, 51001, Ty.Over, '105.5', O.Won],
      ['set handicap away -1.5 winning 2-1', 51008, 51001, Ty.Away, '-1.5', O.Lost],
      ['over 2.5 sets', 51009, 51001, Ty.Over, '2.5', O.Won],
    ],
  );
});

describe('badminton (47): 21-15 21-19', () => {
  check(
    played(47, [
      [21, 15],
      [21, 19],
    ]),
    [
      ['winner home', 47001, 47001, Ty.Home, undefined, O.Won],
      ['point handicap away +7.5 losing by 8 points', 47002, 47001, Ty.Away, '+7.5', O.Lost],
      ['under 76.5 with 76 points', 47003, 47001, Ty.Under, '76.5', O.Won],
      ['set handicap home -1.5 winning 2-0', 47009, 47001, Ty.Home, '-1.5', O.Won],
      ['under 2.5 games with 2 games', 47010, 47001, Ty.Under, '2.5', O.Won],
    ],
  );
});

describe('table tennis (15): 11-9 9-11 11-7 12-10', () => {
  check(
    played(15, [
      [11, 9],
      [9, 11],
      [11, 7],
      [12, 10],
    ]),
    [
      ['winner home', 15001, 15001, Ty.Home, undefined, O.Won],
      ['point handicap home -5.5 winning by 6 points', 15002, 15001, Ty.Home, '-5.5', O.Won],
      ['over 80.5 with 80 points', 15003, 15001, Ty.Over, '80.5', O.Lost],
      ['game handicap home -1.5 winning 3-1', 15009, 15001, Ty.Home, '-1.5', O.Won],
      ['over 3.5 games with 4 games', 15010, 15001, Ty.Over, '3.5', O.Won],
    ],
  );
});

describe('snooker (16): frames 5-3', () => {
  const frames: [number, number][] = [
    [1, 0],
    [0, 1],
    [1, 0],
    [1, 0],
    [0, 1],
    [1, 0],
    [0, 1],
    [1, 0],
  ];
  check(played(16, frames), [
    ['winner home', 16003, 16001, Ty.Home, undefined, O.Won],
    ['frame handicap home -1.5 winning by two', 16001, 16001, Ty.Home, '-1.5', O.Won],
    ['frame handicap away +1.5 losing by two', 16001, 16001, Ty.Away, '+1.5', O.Lost],
    ['over 7.5 frames with 8', 16002, 16001, Ty.Over, '7.5', O.Won],
  ]);
});

describe('boxing (19): away stops home in round 4', () => {
  check(
    played(
      19,
      [
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 1],
      ],
      [0, 1],
    ),
    [
      ['winner away', 19002, 19001, Ty.Away, undefined, O.Won],
      ['over 3.5 rounds', 19001, 19001, Ty.Over, '3.5', O.Won],
      ['over 4.5 rounds', 19001, 19001, Ty.Over, '4.5', O.Lost],
      ['under 4.5 rounds', 19001, 19001, Ty.Under, '4.5', O.Won],
    ],
  );
});

describe('boxing (19): home wins on points after 12 rounds', () => {
  check(
    played(
      19,
      Array.from({ length: 12 }, (_, i): [number, number] => (i === 11 ? [1, 0] : [0, 0])),
      [1, 0],
    ),
    [
      ['winner home', 19002, 19001, Ty.Home, undefined, O.Won],
      ['over 11.5 rounds', 19001, 19001, Ty.Over, '11.5', O.Won],
    ],
  );
});
