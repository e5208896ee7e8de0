// @vitest-environment jsdom
// Staff: open table sessions with Close behind a confirmation (src/components/TableSessions): loading,
// the list, empty, Close -> confirm -> closed (list reloaded), Keep it open, a failed close keeps the
// dialog with a message, sign-in needed (401) and not staff (403) said clearly, both languages.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ list: vi.fn(), close: vi.fn() }));
vi.mock('../../src/features/table/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/table/api')>()),
  listOpenSessions: calls.list,
  closeSession: calls.close,
}));

import TableSessions from '../../src/components/TableSessions/TableSessions';
import { type OpenSession } from '../../src/features/table/api';
import { ApiError } from '../../src/api/errors';
import { initI18n } from '../../src/i18n';
import { app } from '../../src/state/stores';
import { renderInFamily } from './helpers';

const S = (over: Partial<OpenSession> = {}): OpenSession => ({
  sessionId: 's4',
  tabNo: '4',
  tabName: 'Table 4',
  createdAt: Date.UTC(2026, 0, 15, 2, 0),
  expiresAt: Date.UTC(2026, 0, 15, 5, 0),
  remainingMs: 95 * 60_000,
  orderCount: 2,
  totalCents: 3150,
  ...over,
});

beforeEach(() => {
  calls.list.mockReset();
  calls.close.mockReset();
});

describe('TableSessions', () => {
  it('loads, lists the open sessions, and closes one after confirming', async () => {
    let done!: (v: OpenSession[]) => void;
    calls.list
      .mockReturnValueOnce(
        new Promise((r) => {
          done = r;
        }),
      )
      .mockResolvedValue([S({ sessionId: 's9', tabNo: '9', tabName: 'Table 9', orderCount: 0, totalCents: 0 })]);
    calls.close.mockResolvedValue({ changed: true });
    await renderInFamily(<TableSessions refreshSeconds={0} />, '/merchant/demo/tables');
    expect(screen.getByText('Loading the open table sessions…')).toBeTruthy();
    done([S(), S({ sessionId: 's9', tabNo: '9', tabName: 'Table 9', orderCount: 0, totalCents: 0 })]);
    const item = await screen.findByText('Table 4');
    expect(item.closest('li')?.textContent).toContain('Ends in 95 min');
    expect(item.closest('li')?.textContent).toContain('2 orders · $31.50');
    fireEvent.click(screen.getByRole('button', { name: 'Close session: Table 4' }));
    expect(screen.getByText(/Guests at this table can no longer order with this session/)).toBeTruthy();
    expect(calls.close).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close session', hidden: true }));
    await waitFor(() => expect(calls.close).toHaveBeenCalledWith('s4'));
    expect(await screen.findByText('The session of Table 4 is closed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Table 4')).toBeNull());
    expect(screen.getByText('Table 9')).toBeTruthy();
  });

  it('Keep it open closes nothing; a failed close says so and keeps the dialog', async () => {
    calls.list.mockResolvedValue([S()]);
    calls.close.mockRejectedValue(new ApiError(404, 'network'));
    await renderInFamily(<TableSessions refreshSeconds={0} />, '/merchant/demo/tables');
    fireEvent.click(await screen.findByRole('button', { name: 'Close session: Table 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it open', hidden: true }));
    expect(screen.queryByText(/Guests at this table/)).toBeNull();
    expect(calls.close).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close session: Table 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close session', hidden: true }));
    expect(await screen.findByText('Could not reach the venue. Check the connection and try again.')).toBeTruthy();
    expect(screen.getByText(/Guests at this table/)).toBeTruthy();
  });

  it('says when no table has an open session', async () => {
    calls.list.mockResolvedValue([]);
    await renderInFamily(<TableSessions refreshSeconds={0} />, '/merchant/demo/tables');
    expect(await screen.findByText('No table has an open session.')).toBeTruthy();
  });

  it('not signed in: asks to sign in with a link; a customer account: only staff', async () => {
    calls.list.mockRejectedValueOnce(new ApiError(401, 'http')).mockRejectedValueOnce(new ApiError(403, 'http'));
    const view = await renderInFamily(<TableSessions refreshSeconds={0} />, '/merchant/demo/tables');
    expect((await screen.findByRole('alert')).textContent).toContain('Sign in with a staff account of this venue');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/shop/demo/login');
    view.unmount();
    await renderInFamily(<TableSessions refreshSeconds={0} />, '/merchant/demo/tables');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only staff of this venue can see and close table sessions.',
    );
    expect(screen.queryByRole('button', { name: /Close session/ })).toBeNull();
  });

  it('in Chinese', async () => {
    calls.list.mockResolvedValue([S({ tabName: '4号桌' })]);
    app.lang = 'zh-hans';
    try {
      await renderInFamily(<TableSessions refreshSeconds={0} />, '/merchant/demo/tables');
      await initI18n('zh-hans');
      expect(await screen.findByRole('button', { name: '关闭会话：4号桌' })).toBeTruthy();
      expect(screen.getByText('95 分钟后结束', { exact: false })).toBeTruthy();
    } finally {
      app.lang = 'en-gb';
      await initI18n('en-gb');
    }
  });
});
