import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createKeyedStore, useKeyedValue } from './keyed-store';

describe('keyed store', () => {
  it('tells only the readers of the key written, latest wins, and an equal value changes nothing', () => {
    const sut = createKeyedStore<{ od: number[] }>();
    const a = vi.fn();
    const b = vi.fn();
    sut.subscribe('a', a);
    sut.subscribe('b', b);
    sut.set('a', { od: [1.9] });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    const held = sut.get('a');
    sut.set('a', { od: [1.9] });
    expect(sut.get('a')).toBe(held);
    expect(a).toHaveBeenCalledTimes(1);
    sut.set('a', { od: [2.1] });
    expect(sut.get('a')).toEqual({ od: [2.1] });
    expect(a).toHaveBeenCalledTimes(2);
    sut.clear();
    expect(sut.get('a')).toBeUndefined();
    expect(a).toHaveBeenCalledTimes(3);
  });

  it('re-renders a reader when its key changes, and not for another key', () => {
    const sut = createKeyedStore<number>();
    let renders = 0;
    function Cell({ id }: { id: string }) {
      renders += 1;
      return <span data-testid={id}>{useKeyedValue(sut, id) ?? '-'}</span>;
    }
    render(<Cell id="x" />);
    expect(screen.getByTestId('x')).toHaveTextContent('-');
    act(() => sut.set('x', 3));
    expect(screen.getByTestId('x')).toHaveTextContent('3');
    const before = renders;
    act(() => sut.set('y', 4));
    expect(renders).toBe(before);
  });
});
