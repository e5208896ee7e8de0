// Session rules of spec 4 and 9 as table service uses them: setting a session id stores it with
// expiry = now + session length (server minutes x 60000, default 3 hours); resetting clears it and
// sets the expiry to -1; the table goes with the session; the saved copy per shop.
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '../../api/helpers';
import {
  DEFAULT_SESSION_MS,
  resetSession,
  resetTableSession,
  sessionLength,
  sessionRemaining,
  sessionValid,
  setSessionId,
  setTableSession,
} from '../../../src/state/session';
import { session, venue } from '../../../src/state/stores';
import { normaliseSettings } from '../../../src/domain/settings';
import { forgetTable, readSavedTable, saveTable, TABLE_KEY_PREFIX } from '../../../src/features/table/store';

let world: ReturnType<typeof resetWorld>;
beforeEach(() => {
  world = resetWorld();
  session.table = '';
});

describe('session length and expiry', () => {
  it('defaults to 3 hours (10,800,000 ms) when the venue gives no length', () => {
    venue.settings = normaliseSettings({});
    expect(DEFAULT_SESSION_MS).toBe(10_800_000);
    expect(sessionLength()).toBe(10_800_000);
    setSessionId('A', 5_000);
    expect(session.expiry).toBe(5_000 + 10_800_000);
  });

  it.each([
    [180, 10_800_000],
    [30, 1_800_000],
    ['45', 2_700_000],
    [0.1, 6_000],
    [0, 10_800_000],
    [-5, 10_800_000],
    ['abc', 10_800_000],
  ])('sessionExpire %s minutes gives %i ms', (minutes, ms) => {
    venue.settings = normaliseSettings({ sessionExpire: minutes });
    expect(sessionLength()).toBe(ms);
    setSessionId('B', 1_000);
    expect(session.expiry).toBe(1_000 + ms);
  });

  it('reset clears the id and sets the expiry to -1; an expiry of -1 is never valid', () => {
    setSessionId('C', 0, 1000);
    resetSession();
    expect(session.sessionId).toBe('');
    expect(session.expiry).toBe(-1);
    expect(sessionValid(0)).toBe(false);
  });

  it('time left counts down to 0 at the expiry and stays 0 after', () => {
    setSessionId('D', 1_000, 60_000);
    expect(sessionRemaining(1_000)).toBe(60_000);
    expect(sessionRemaining(60_999)).toBe(1);
    expect(sessionRemaining(61_000)).toBe(0);
    expect(sessionRemaining(99_000)).toBe(0);
  });
});

describe('table session', () => {
  it('sets table, session id and expiry together, and resets them together', () => {
    venue.settings = normaliseSettings({ sessionExpire: 180 });
    setTableSession('5', 'S-5', 2_000);
    expect([session.table, session.sessionId, session.expiry]).toEqual(['5', 'S-5', 2_000 + 10_800_000]);
    setTableSession('6', 'S-6', 2_000, 500);
    expect(session.expiry).toBe(2_500);
    resetTableSession();
    expect([session.table, session.sessionId, session.expiry]).toEqual(['', '', -1]);
  });

  it('is saved per shop and read back; malformed copies read as none', () => {
    setTableSession('5', 'S-5', 0, 1000);
    saveTable('demo-cafe', 'Table 5');
    expect(readSavedTable('demo-cafe')).toEqual({ table: '5', sessionId: 'S-5', expiry: 1000, tabName: 'Table 5' });
    expect(readSavedTable('other')).toBeNull();
    world.storage.setItem(`${TABLE_KEY_PREFIX}bad`, '{"table":5}');
    expect(readSavedTable('bad')).toBeNull();
    world.storage.setItem(`${TABLE_KEY_PREFIX}worse`, 'not json');
    expect(readSavedTable('worse')).toBeNull();
    forgetTable('demo-cafe');
    expect(readSavedTable('demo-cafe')).toBeNull();
  });

  it('saves nothing without a table session', () => {
    saveTable('demo-cafe');
    expect(world.storage.map.size).toBe(0);
  });
});
