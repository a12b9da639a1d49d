import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_SLIP_SELECTIONS, useBetSlip } from '@/shared/bet-slip/bet-slip-store';
import { slipPick } from '@/shared/bet-slip/slip-pick.test-support';
import { readStored } from '@/shared/storage/storage';
import type { PushOrder } from '../lib/pushed-bets';
import { openInBetSlip } from './anchor-play-page';

const bet: PushOrder = {
  id: 41,
  streamId: 5,
  presenterId: 9,
  sportId: 1,
  matchId: 77,
  marketId: 11,
  optionType: 2,
  odds: 2.35,
  matchName: 'Alpha – Beta',
  marketName: '1X2',
  optionName: 'Beta',
  note: '',
  createdAt: 1,
  followers: 0,
};

beforeEach(() => {
  localStorage.clear();
  useBetSlip.setState({ selections: [], owner: null, open: false });
});

describe('opening a recommended bet in the slip', () => {
  it('puts the pick on the slip, opens it and remembers it as the pending push order', () => {
    openInBetSlip(bet);
    expect(useBetSlip.getState()).toMatchObject({ open: true, selections: [{ key: '11_2', matchId: 77, od: 2.35 }] });
    expect(readStored('pendingPushOrder')).toMatchObject({
      pushOrderId: 41,
      streamId: 5,
      marketId: 11,
      optionType: 2,
      at: expect.any(Number),
    });
    openInBetSlip({ ...bet, id: 42 });
    expect(useBetSlip.getState().selections).toHaveLength(1);
    expect(readStored('pendingPushOrder')).toMatchObject({ pushOrderId: 42 });
  });

  it('remembers nothing when the pick could not go on a full slip', () => {
    useBetSlip.setState({
      selections: Array.from({ length: MAX_SLIP_SELECTIONS }, (_, i) => ({
        ...slipPick(100 + i),
        key: `${100 + i}_1`,
      })),
    });
    openInBetSlip(bet);
    expect(useBetSlip.getState().open).toBe(true);
    expect(readStored('pendingPushOrder')).toBeNull();
  });
});
