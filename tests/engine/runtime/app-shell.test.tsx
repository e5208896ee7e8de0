// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../src/app/Toasts';
import { LoadingBar } from '../../../src/app/LoadingBar';
import { BootError } from '../../../src/app/BootError';
import { initI18n } from '../../../src/i18n';
import { beginLoading, endLoading, showToast, ui } from '../../../src/state/ui';

beforeAll(async () => {
  await initI18n('en-gb');
});
beforeEach(() => {
  ui.toasts.splice(0);
  ui.loading = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('translate keys, show unknown text as text, and leave after 1500 ms', async () => {
    vi.useFakeTimers();
    render(<Toasts />);
    await act(async () => {
      showToast('message.cartExpired');
      showToast('<b>Server said no</b>', { tone: 'error', position: 'bottom-right' });
    });
    expect(screen.getByRole('status').textContent).toContain('Your cart has expired.');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('<b>Server said no</b>');
    expect(alert.querySelector('b')).toBeNull();
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
  it('duration 0 stays, with a close button, and Escape closes it', async () => {
    render(<Toasts />);
    await act(async () => {
      showToast('message.networkUnstable', { duration: 0 });
    });
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      showToast('message.networkUnstable', { duration: 0 });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('loading bar', () => {
  it('appears only after 150 ms of loading and goes when loading ends', async () => {
    vi.useFakeTimers();
    render(<LoadingBar />);
    await act(async () => {
      beginLoading();
    });
    await act(async () => {
      vi.advanceTimersByTime(149);
    });
    expect(screen.queryByTestId('loading-bar')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('loading-bar')).toBeTruthy();
    await act(async () => {
      endLoading();
    });
    expect(screen.queryByTestId('loading-bar')).toBeNull();
  });
});

describe('configuration error screen', () => {
  it('is translated and offers a retry', () => {
    const retry = vi.fn();
    render(<BootError onRetry={retry} />);
    expect(screen.getByRole('heading', { name: "We could not load this venue's settings." })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});
