// @vitest-environment jsdom
// The hidden staff corner: five taps each within 2000 ms of the last send ADMIN (or call onOpen);
// a pause of 2000 ms starts the count again (spec 9 click-counter reset).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HiddenCorner } from '../../../src/features/kioskops';
import { onFlowEvent } from '../../../src/engine/flow/events';

afterEach(() => cleanup());

describe('HiddenCorner', () => {
  it('sends ADMIN on the fifth quick tap, not before; a 2000 ms pause starts again', () => {
    let now = 0;
    const seen: string[] = [];
    const stop = onFlowEvent((e) => {
      seen.push(e);
    });
    try {
      render(<HiddenCorner label="Staff login" now={() => now} />);
      const corner = screen.getByRole('button', { name: 'Staff login' });
      for (const t of [0, 300, 600, 900]) {
        now = t;
        fireEvent.click(corner);
      }
      now = 2900; // 2000 ms after the fourth tap: the count starts again at 1
      fireEvent.click(corner);
      expect(seen).toEqual([]);
      for (const t of [3000, 3100, 3200]) {
        now = t;
        fireEvent.click(corner);
      }
      expect(seen).toEqual([]);
      now = 3300;
      fireEvent.click(corner);
      expect(seen).toEqual(['ADMIN']);
    } finally {
      stop();
    }
  });

  it('calls onOpen instead when given, with its own number of taps', () => {
    const open = vi.fn();
    let now = 0;
    render(<HiddenCorner label="Staff" taps={2} onOpen={open} now={() => now++} corner="bottom-left" />);
    const corner = screen.getByRole('button', { name: 'Staff' });
    fireEvent.click(corner);
    fireEvent.click(corner);
    expect(open).toHaveBeenCalledTimes(1);
    expect(corner.style.bottom).toBe('0px');
  });
});
