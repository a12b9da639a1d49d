import { describe, expect, it } from 'vitest';
import { betOrder, leg } from '../my-bets.test-support';
import { betOutcome } from './bet-outcome';

const settled = (over: Parameters<typeof betOrder>[1]) => betOrder('1', { st: 5, co: 0, ...over });

describe('betOutcome: one badge per settled bet, never "Settled" for all', () => {
  it('is null until the bet is settled', () => {
    expect(betOutcome(betOrder('1', { st: 4 }))).toBeNull();
    expect(betOutcome(betOrder('1', { st: 2, sa: 0 }))).toBeNull();
  });

  it('names a single by its leg: won, lost, half won, half lost, push, void', () => {
    const by = (sr: number, sa: number) => betOutcome(settled({ sa, ops: [leg({ sr })] }));
    expect([by(4, 18.5), by(3, 0), by(5, 14.25), by(6, 5), by(2, 10), by(7, 10)]).toEqual([
      'won',
      'lost',
      'halfWon',
      'halfLost',
      'push',
      'void',
    ]);
  });

  it('says cashed out when the whole stake was cashed out, whatever the match did later', () => {
    expect(betOutcome(settled({ sa: 7.2, coc: 1, cots: 10, cops: 7.2, ops: [leg({ sr: 0 })] }))).toBe('cashedOut');
    // Half cashed out, the rest settled: the leg decides.
    expect(betOutcome(settled({ sa: 14, coc: 1, cots: 5, cops: 4.75, ops: [leg({ sr: 4 })] }))).toBe('won');
  });

  it('names a parlay by what it paid against its stake', () => {
    const parlay = (sa: number, srs: number[]) =>
      betOutcome(settled({ sert: 1, sat: 10, sa, ops: srs.map((sr) => leg({ sr })) }));
    expect(parlay(37, [4, 4])).toBe('won');
    expect(parlay(0, [4, 3])).toBe('lost');
    expect(parlay(10, [7, 7])).toBe('void');
    expect(parlay(10, [2, 2])).toBe('push');
    // A system bet that got some of its stake back still lost money.
    expect(parlay(6.5, [4, 3, 3])).toBe('lost');
  });
});
