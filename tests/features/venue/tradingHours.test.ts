// Spec 4's trading-hour check on the client: open hides the closed notice, a result code of 0 or
// below shows the server's message, any failure shows the closed notice; older servers answer on
// the legacy path.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { normaliseSettings } from '../../../src/domain/settings';

const calls: { legacy: boolean; payload: Record<string, unknown> }[] = [];
let answer: (legacy: boolean) => Promise<unknown> = async () => ({ success: true, resultcode: 1 });
vi.mock('../../../src/api/calls/config', () => ({
  lotOpenClose: (payload: Record<string, unknown>, o?: { legacy?: boolean }) => {
    calls.push({ legacy: !!o?.legacy, payload });
    return answer(!!o?.legacy);
  },
}));

const { checkTradingHours, openClosePayload } = await import('../../../src/features/venue');
const { app, venue } = await import('../../../src/state/stores');

beforeEach(() => {
  calls.length = 0;
  venue.loaded = true;
  venue.licence = { status: 1, siteId: 'site-cafe', spotId: '1' };
  venue.settings = normaliseSettings({ checkTradingHour: 1 });
  app.shop = 'demo-cafe';
  app.closed = false;
  app.closedMessage = '';
});

describe('checkTradingHours', () => {
  it('open: the notice hides', async () => {
    app.closed = true;
    expect(await checkTradingHours()).toBe(true);
    expect(app.closed).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0].payload).toMatchObject({ siteId: 'site-cafe', ordLot: 'demo-cafe', spotId: '1' });
  });
  it("a result code of 0 or below shows the server's message and rejects", async () => {
    answer = async () => ({ success: false, resultcode: 0, map: { rtn: 0, disp_msg: 'Closed for renovation' } });
    expect(await checkTradingHours()).toBe(false);
    expect(app).toMatchObject({ closed: true, closedMessage: 'Closed for renovation' });
    answer = async () => ({ success: false, resultcode: -3, map: { rtn: -3, disp_msg: 'Holiday' } });
    expect(await checkTradingHours()).toBe(false);
    expect(app.closedMessage).toBe('Holiday');
  });
  it('any failure shows the closed notice (no server message)', async () => {
    answer = async () => {
      throw new ApiError(404, 'network');
    };
    expect(await checkTradingHours()).toBe(false);
    expect(app).toMatchObject({ closed: true, closedMessage: '' });
    answer = async () => ({ resultcode: 7 });
    expect(await checkTradingHours()).toBe(false);
    answer = async () => 'garbage';
    expect(await checkTradingHours()).toBe(false);
    answer = async () => {
      throw new ApiError(500, 'http');
    };
    expect(await checkTradingHours()).toBe(false);
    expect(calls.every((c) => !c.legacy)).toBe(true);
  });
  it('a failed check is asked again when the browser is back online, and the notice hides', async () => {
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    try {
      answer = async () => {
        throw new ApiError(404, 'network');
      };
      expect(await checkTradingHours()).toBe(false);
      expect(app.closed).toBe(true);
      answer = async () => ({ success: true, resultcode: 1 });
      win.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(app.closed).toBe(false));
      expect(calls).toHaveLength(2);
      win.dispatchEvent(new Event('online')); // once only
      expect(calls).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('success after a closed answer hides the notice and its message', async () => {
    answer = async () => ({ success: false, resultcode: 0, map: { disp_msg: 'Closed' } });
    await checkTradingHours();
    answer = async () => ({ success: true });
    expect(await checkTradingHours()).toBe(true);
    expect(app).toMatchObject({ closed: false, closedMessage: '' });
  });
  it('a server without the pro path (404) is asked on /api/lot/lotOpenClose', async () => {
    answer = async (legacy) => {
      if (!legacy) throw new ApiError(404, 'http');
      return { success: true, resultcode: 1 };
    };
    expect(await checkTradingHours()).toBe(true);
    expect(calls.map((c) => c.legacy)).toEqual([false, true]);
  });
  it('a licence whose status is not 1 stays closed without asking', async () => {
    venue.licence = { status: 0 };
    expect(await checkTradingHours()).toBe(false);
    expect(app.closed).toBe(true);
    expect(calls).toHaveLength(0);
  });
  it('off when the venue sends checkTradingHour 0; nothing before the venue loads', async () => {
    venue.settings = normaliseSettings({ checkTradingHour: 0 });
    expect(await checkTradingHours()).toBe(true);
    venue.loaded = false;
    venue.settings = normaliseSettings({ checkTradingHour: 1 });
    expect(await checkTradingHours()).toBe(true);
    expect(calls).toHaveLength(0);
  });
  it('two checks at once make one call', async () => {
    answer = async () => ({ success: true });
    await Promise.all([checkTradingHours(), checkTradingHours()]);
    expect(calls).toHaveLength(1);
  });
  it('sends the local date and time', () => {
    expect(openClosePayload(new Date(2026, 0, 5, 9, 7), 's', { siteId: 'x', spotId: 3 })).toEqual({
      siteId: 'x',
      ordLot: 's',
      spotId: '3',
      date: '2026-01-05',
      currentTime: '09:07',
      lang: 'en-gb',
    });
  });
});
