import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VirtualList } from './virtual-list';

const items = Array.from({ length: 5000 }, (_, i) => ({ id: i, text: `row ${i}` }));

describe('VirtualList', () => {
  it('renders only the rows in view and follows the scroll', () => {
    const onEnd = vi.fn();
    render(
      <VirtualList
        label="rows"
        items={items}
        rowHeight={40}
        height={400}
        getKey={(r) => r.id}
        renderRow={(r) => <span>{r.text}</span>}
        onEndReached={onEnd}
      />,
    );
    expect(screen.getAllByRole('listitem').length).toBeLessThan(30);
    expect(screen.getByText('row 0')).toBeTruthy();
    const list = screen.getByRole('list');
    list.scrollTop = 40 * 2500;
    fireEvent.scroll(list);
    expect(screen.getByText('row 2500')).toBeTruthy();
    expect(screen.queryByText('row 0')).toBeNull();
    expect(onEnd).not.toHaveBeenCalled();
    list.scrollTop = 40 * 4990;
    fireEvent.scroll(list);
    expect(onEnd).toHaveBeenCalled();
  });
});
