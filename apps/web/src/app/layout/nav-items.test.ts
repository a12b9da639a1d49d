import { describe, expect, it } from 'vitest';
import { orderedNav, tabBarNav } from './nav-items';

describe('menu order (spec §6 gameOrder)', () => {
  it('puts the served keys first in their order, appends the rest and skips unknown keys', () => {
    expect(orderedNav(['casino', 'sports', 'bingo'])).toEqual(['casino', 'sports', 'home', 'live', 'promotions']);
    expect(orderedNav(undefined)).toEqual(['home', 'sports', 'live', 'casino', 'promotions']);
  });

  it('gives the phone tab bar the same order without casino, which stays in the header', () => {
    expect(tabBarNav(['promotions', 'casino', 'live', 'sports', 'home'])).toEqual([
      'promotions',
      'live',
      'sports',
      'home',
    ]);
    expect(tabBarNav([])).toEqual(['home', 'sports', 'live', 'promotions']);
  });
});
