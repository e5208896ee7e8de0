import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '../api/helpers';
import { currentSessionId, DEFAULT_SESSION_MS, DEVICE_KEY, ensureDeviceId, resetSession, sessionLength, sessionValid, setSessionId } from '../../src/state/session';
import { setLocalStore } from '../../src/api/token-store';
import { session, venue } from '../../src/state/stores';

let world: ReturnType<typeof resetWorld>;
beforeEach(() => {
  world = resetWorld();
  session.deviceId = '';
});

describe('session (spec 4)', () => {
  it('setting a session id stores it with expiry = now + session length (3 h default)', () => {
    setSessionId('S-1', 1_000);
    expect(session.sessionId).toBe('S-1');
    expect(session.expiry).toBe(1_000 + 10_800_000);
    expect(DEFAULT_SESSION_MS).toBe(10_800_000);
  });

  it('the server session length is in minutes', () => {
    venue.settings = { sessionExpire: 30 };
    expect(sessionLength()).toBe(1_800_000);
    setSessionId('S-2', 0);
    expect(session.expiry).toBe(1_800_000);
    venue.settings = { sessionExpire: '' };
    expect(sessionLength()).toBe(DEFAULT_SESSION_MS);
  });

  it('reset clears the id and sets the expiry to -1', () => {
    setSessionId('S-3', 0);
    resetSession();
    expect([session.sessionId, session.expiry]).toEqual(['', -1]);
  });

  it('a session is valid until its expiry, then reads as none and is reset', () => {
    setSessionId('S-4', 0, 1000);
    expect(sessionValid(999)).toBe(true);
    expect(currentSessionId(999)).toBe('S-4');
    expect(sessionValid(1000)).toBe(false);
    expect(currentSessionId(1000)).toBe('');
    expect(session.expiry).toBe(-1);
  });

  it('the device id is generated once and persisted', () => {
    const id = ensureDeviceId();
    expect(id).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(world.storage.getItem(DEVICE_KEY)).toBe(id);
    session.deviceId = '';
    expect(ensureDeviceId()).toBe(id); // read back from storage, not regenerated
    const other = resetWorld();
    session.deviceId = '';
    setLocalStore(other.storage);
    expect(ensureDeviceId()).not.toBe(id); // a different browser gets a different id
  });
});
