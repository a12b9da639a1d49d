import { beforeEach, describe, expect, it } from 'vitest';
import { useBetSlip } from './bet-slip-store';
import { recommendedPick } from './recommended-pick';

const bet = {
  id: 3,
  streamId: 5,
  presenterId: 9,
  sportId: 1,
  matchId: 77,
  marketId: 11,
  optionType: 2,
  odds: 2.35,
  matchName: 'Alpha vs Beta',
  marketName: '1X2',
  optionName: 'Beta',
  note: '',
  createdAt: 1,
  followers: 0,
};

beforeEach(() => useBetSlip.setState({ selections: [], owner: null, open: false }));

describe('recommended pick', () => {
  it('turns an anchor’s recommended bet into a selection the live room opens the slip with', () => {
    expect(recommendedPick(bet)).toMatchObject({
      matchId: 77,
      marketId: 11,
      optionType: 2,
      od: 2.35,
      home: 'Alpha',
      away: 'Beta',
      kickoff: null,
      sid: 1,
    });
    expect(useBetSlip.getState().openSlipWith(recommendedPick(bet))).toBe('added');
    expect(useBetSlip.getState()).toMatchObject({ open: true, selections: [{ key: '11_2' }] });
  });

  it('splits the app server’s "Home – Away" names too', () => {
    expect(recommendedPick({ ...bet, matchName: 'Hanoi FC – Saigon FC' })).toMatchObject({
      home: 'Hanoi FC',
      away: 'Saigon FC',
    });
  });

  it('keeps a match name it cannot split as the home side', () => {
    expect(recommendedPick({ ...bet, matchName: 'Grand Prix' })).toMatchObject({ home: 'Grand Prix', away: '' });
  });
});
