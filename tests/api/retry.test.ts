import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withRetry } from '../../src/api/retry';
import { ApiError } from '../../src/api/errors';
import { resetWorld, scriptedFetch } from './helpers';
import { signedPost } from '../../src/api/transport';

beforeEach(() => {
  vi.useFakeTimers();
  resetWorld();
});
afterEach(() => vi.useRealTimers());

describe('retry helper (spec 7)', () => {
  it('code 200 is success at once', async () => {
    const call = vi.fn().mockResolvedValue({ code: 200, data: 1 });
    await expect(withRetry(call, 3)).resolves.toEqual({ code: 200, data: 1 });
    expect(call).toHaveBeenCalledOnce();
  });

  it('retries a 403 reply after 2 s, then succeeds', async () => {
    const call = vi.fn().mockResolvedValueOnce({ code: 403 }).mockResolvedValueOnce({ code: 200 });
    const p = withRetry(call, 3);
    await vi.advanceTimersByTimeAsync(1999);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).resolves.toEqual({ code: 200 });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('retries a failed call and gives up after `count` retries with the last failure', async () => {
    const boom = new TypeError('fetch failed');
    const call = vi.fn().mockRejectedValue(boom);
    const p = withRetry(call, 2);
    const caught = p.catch((e) => e);
    await vi.advanceTimersByTimeAsync(4000);
    expect(await caught).toBe(boom);
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('any other code rejects with the server message, without retrying', async () => {
    const call = vi.fn().mockResolvedValue({ code: 500, msg: 'Printer offline' });
    const err = (await withRetry(call, 3).catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.message]).toEqual([500, 'Printer offline']);
    expect(call).toHaveBeenCalledOnce();
  });

  it('works on transport errors: HTTP 403 retried, 500 refused with the dispMsg', async () => {
    const { sent } = scriptedFetch({ status: 403, body: {} }, { status: 200, body: { success: true, result: 'ok' } });
    const p = withRetry(() => signedPost('/api/x', {}), 3);
    // Signing is real async work (Web Crypto), not a timer: advance the clock until both sends happened.
    await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 10_000, interval: 100 });
    await expect(p).resolves.toMatchObject({ result: 'ok' });

    const err = (await withRetry(() => Promise.reject(new ApiError(500, 'http', 'Server busy')), 3).catch(
      (e) => e,
    )) as ApiError;
    expect([err.status, err.message]).toEqual([500, 'Server busy']);
  });

  it('a network ApiError is a failure and is retried', async () => {
    const call = vi.fn().mockRejectedValueOnce(new ApiError(404, 'network')).mockResolvedValueOnce({ success: true });
    const p = withRetry(call, 1);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(p).resolves.toEqual({ success: true });
  });

  it('count 0 means a single attempt', async () => {
    const call = vi.fn().mockResolvedValue({ code: 403 });
    const err = await withRetry(call, 0).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(call).toHaveBeenCalledOnce();
  });
});
