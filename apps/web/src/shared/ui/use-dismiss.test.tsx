import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDismiss } from './use-dismiss';

function Menu() {
  const [open, setOpen] = useState(true);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, () => setOpen(false), root, button);
  return (
    <>
      <div ref={root}>
        <button ref={button} type="button" aria-expanded={open} onClick={() => setOpen(true)}>
          Menu
        </button>
        {open && <p>Inside</p>}
      </div>
      <p>Outside</p>
    </>
  );
}

describe('useDismiss', () => {
  it('keeps the menu open on a tap inside and closes it on a tap outside', () => {
    render(<Menu />);
    fireEvent.pointerDown(screen.getByText('Inside'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the button that opened it', () => {
    render(<Menu />);
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(screen.getByText('Inside')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('Inside')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});
