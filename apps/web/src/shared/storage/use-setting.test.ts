import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readStored, writeStored } from './storage';
import { useSetting } from './use-setting';

describe('useSetting', () => {
  it('reads one setting and saves a change beside the others', () => {
    writeStored('settings', { oddsFormat: 2, oddsChange: 0 });
    const { result } = renderHook(() => useSetting('oddsChange'));
    expect(result.current[0]).toBe(0);
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(readStored('settings')).toEqual({ oddsFormat: 2, oddsChange: 2 });
  });
});
