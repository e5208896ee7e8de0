// @vitest-environment jsdom
// Alert and Status: the roles assistive technology announces (alert at once, status politely), the
// element a swap must keep (p, li), the tone's look, and native props (id for aria-describedby).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert, messageClass, TONES } from '../../src/ui/Alert';
import { Status } from '../../src/ui/Status';

afterEach(() => cleanup());

describe('Alert', () => {
  it('is role="alert", danger by default, drawn as the element asked for, with its id', () => {
    render(
      <Alert as="p" id="pin-err">
        Wrong PIN
      </Alert>,
    );
    const a = screen.getByRole('alert');
    expect(a.tagName).toBe('P');
    expect(a.id).toBe('pin-err');
    expect(a.textContent).toBe('Wrong PIN');
    expect(a.className).toBe(messageClass('danger', 'text'));
  });

  it('each tone and appearance has its own look; a box differs from a line', () => {
    const looks = new Set(TONES.flatMap((t) => [messageClass(t, 'text'), messageClass(t, 'box')]));
    expect(looks.size).toBe(TONES.length * 2);
    render(
      <Alert tone="warning" appearance="box" className="extra">
        Slow network
      </Alert>,
    );
    expect(screen.getByRole('alert').className).toBe(messageClass('warning', 'box', 'extra'));
  });
});

describe('Status', () => {
  it('is role="status" and polite; without a tone it adds no class of its own', () => {
    render(<Status className="note">Saved</Status>);
    const s = screen.getByRole('status');
    expect(s.getAttribute('aria-live')).toBe('polite');
    expect(s.className).toBe('note');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps its node when its text changes, so the change is announced', () => {
    const { rerender } = render(<Status as="p">1 item</Status>);
    const before = screen.getByRole('status');
    rerender(<Status as="p">2 items</Status>);
    expect(screen.getByRole('status')).toBe(before);
    expect(before.textContent).toBe('2 items');
    expect(before.tagName).toBe('P');
  });

  it('takes a tone (success) like an alert does', () => {
    render(<Status tone="success">Paid</Status>);
    expect(screen.getByRole('status').className).toBe(messageClass('success', 'text'));
  });
});
