// The venue lanes and the Postgres settings (issue 28), without a database: a venue's writes run at
// most perVenue at a time, in order, and a lock timeout (55P03) is retried, then answered busy; another
// venue's write never waits behind them. The settings read from the environment refuse bad values.
import { describe, expect, it } from 'vitest';
import { DEFAULT_POSTGRES_SETTINGS, LISTEN_CONNECTIONS, postgresSettings } from '../../server/db/settings';
import { createVenueQueue, VenueBusy } from '../../server/orders/venueQueue';

const lockTimeout = () => Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' });
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('venue queue', () => {
  it('runs at most perVenue writes of a venue at once, first come first served, and never holds up another venue', async () => {
    const q = createVenueQueue({ perVenue: 2 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const cafe = Array.from({ length: 6 }, (_, i) =>
      q.run('cafe', async () => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        await gate;
        running--;
        return i;
      }),
    );
    await tick();
    expect(q.depth('cafe')).toEqual({ running: 2, waiting: 4 });
    expect(await q.run('store', async () => 'store done')).toBe('store done');
    open();
    expect(await Promise.all(cafe)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(q.depth('cafe')).toEqual({ running: 0, waiting: 0 });
  });

  it('retries a write after a lock timeout, and answers busy after the last attempt', async () => {
    const q = createVenueQueue({ attempts: 3, pauseMs: 1 });
    let tries = 0;
    expect(await q.run('cafe', async () => (++tries < 3 ? Promise.reject(lockTimeout()) : 'placed'))).toBe('placed');
    expect(tries).toBe(3);
    tries = 0;
    await expect(
      q.run('cafe', async () => {
        tries++;
        throw lockTimeout();
      }),
    ).rejects.toBeInstanceOf(VenueBusy);
    expect(tries).toBe(3);
    // Any other failure is the write's own: passed on at once, not retried.
    tries = 0;
    await expect(
      q.run('cafe', async () => {
        tries++;
        throw new Error('cart invalid');
      }),
    ).rejects.toThrow('cart invalid');
    expect(tries).toBe(1);
  });

  it('answers busy at once when a venue has maxQueued writes waiting', async () => {
    const q = createVenueQueue({ perVenue: 1, maxQueued: 1 });
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const first = q.run('cafe', () => gate);
    const second = q.run('cafe', async () => 'second');
    await tick();
    await expect(q.run('cafe', async () => 'third')).rejects.toBeInstanceOf(VenueBusy);
    open();
    await first;
    expect(await second).toBe('second');
  });
});

describe('Postgres settings from the environment', () => {
  it("defaults keep 20 processes under Postgres's 100 connections", () => {
    expect(postgresSettings({})).toEqual(DEFAULT_POSTGRES_SETTINGS);
    // The pool and the one LISTEN connection of pushed updates (issue 28).
    expect(20 * (DEFAULT_POSTGRES_SETTINGS.poolSize + LISTEN_CONNECTIONS)).toBeLessThanOrEqual(97);
  });
  it('reads each variable and refuses bad values by name', () => {
    expect(
      postgresSettings({
        DATABASE_POOL_SIZE: '8',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
        DATABASE_LOCK_TIMEOUT_MS: '500',
        DATABASE_PREPARE: '0',
      }),
    ).toEqual({ poolSize: 8, statementTimeoutMs: 0, lockTimeoutMs: 500, prepare: false });
    expect(() => postgresSettings({ DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE must be a whole number from 1/,
    );
    expect(() => postgresSettings({ DATABASE_LOCK_TIMEOUT_MS: '2s' })).toThrow(/DATABASE_LOCK_TIMEOUT_MS/);
    expect(() => postgresSettings({ DATABASE_PREPARE: 'yes' })).toThrow(/DATABASE_PREPARE must be 0 or 1/);
  });
});
