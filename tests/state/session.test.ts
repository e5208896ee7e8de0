import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld, scriptedFetch } from '../api/helpers';
import {
  currentSessionId,
  DEFAULT_SESSION_MS,
  DEVICE_KEY,
  DEVICE_SECRET_KEY,
  deviceProof,
  ensureDeviceId,
  ensureDeviceProof,
  loadPlaylistData,
  loadTags,
  playlist,
  resetSession,
  sessionLength,
  sessionValid,
  setSessionId,
  splitTags,
} from '../../src/state/session';
import { setLocalStore } from '../../src/api/token-store';
import { session, venue } from '../../src/state/stores';
import { normaliseSettings } from '../../src/domain/settings';

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
    venue.settings = normaliseSettings({ sessionExpire: 30 });
    expect(sessionLength()).toBe(1_800_000);
    setSessionId('S-2', 0);
    expect(session.expiry).toBe(1_800_000);
    venue.settings = normaliseSettings({ sessionExpire: '' });
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
    expect(JSON.parse(world.storage.getItem(DEVICE_KEY)!)).toEqual({ v: 1, data: id });
    session.deviceId = '';
    expect(ensureDeviceId()).toBe(id); // read back from storage, not regenerated
    const other = resetWorld();
    session.deviceId = '';
    setLocalStore(other.storage);
    expect(ensureDeviceId()).not.toBe(id); // a different browser gets a different id
  });

  it('before the first order the server issues a device id with a secret, kept in storage and asked for once', async () => {
    ensureDeviceId();
    expect(deviceProof()).toBeNull();
    const { sent } = scriptedFetch({
      body: { success: true, result: { rtn: 1, deviceId: 'dev_aaaabbbbccccddddeeeeffff', deviceSecret: 'secret-1' } },
    });
    const [a, b] = await Promise.all([ensureDeviceProof(), ensureDeviceProof()]);
    expect(a).toEqual({ deviceId: 'dev_aaaabbbbccccddddeeeeffff', deviceSecret: 'secret-1' });
    expect(b).toEqual(a);
    expect(sent.map((r) => r.url)).toEqual([expect.stringContaining('/api/device/register')]);
    expect(session.deviceId).toBe('dev_aaaabbbbccccddddeeeeffff'); // the next order carries the issued id
    expect(
      [world.storage.getItem(DEVICE_KEY), world.storage.getItem(DEVICE_SECRET_KEY)].map((v) => JSON.parse(v!)),
    ).toEqual([
      { v: 1, data: 'dev_aaaabbbbccccddddeeeeffff' },
      { v: 1, data: 'secret-1' },
    ]);
    session.deviceId = '';
    expect(await ensureDeviceProof()).toEqual(a);
    expect(sent).toHaveLength(1);
    expect(ensureDeviceId()).toBe('dev_aaaabbbbccccddddeeeeffff');
  });

  it('a failed device registration stores nothing and lets the order go ahead', async () => {
    scriptedFetch({ status: 500, body: {} });
    expect(await ensureDeviceProof()).toBeNull();
    expect(world.storage.getItem(DEVICE_SECRET_KEY)).toBeNull();
    expect(deviceProof()).toBeNull();
  });
});

describe('tags and play list (spec 3, spec 8)', () => {
  it('splits the tags joined by ~ into unchecked session tags', async () => {
    const { sent } = scriptedFetch({ body: { success: true, result: 'Vegan~ Spicy ~~Gluten free' } });
    expect(await loadTags()).toEqual(['Vegan', 'Spicy', 'Gluten free']);
    expect(session.tags).toEqual([
      { text: 'Vegan', checked: false },
      { text: 'Spicy', checked: false },
      { text: 'Gluten free', checked: false },
    ]);
    expect(sent[0].payload).toEqual({ siteId: 'S001' });
    expect(splitTags(['a~b', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('a failed tags load leaves an empty list', async () => {
    session.tags = [{ text: 'old', checked: true }];
    scriptedFetch({ status: 500, body: {} });
    expect(await loadTags()).toEqual([]);
    expect(session.tags).toEqual([]);
  });

  it('loads the play list with the 8 s default timer and marks non-mp4 videos as streams', async () => {
    scriptedFetch({
      body: {
        success: true,
        map: { version: 7, screenMode: 'landscape', mode: 'loop', size: 1 },
        result: [
          {
            screenId: 1,
            playList: [
              { fileName: 'promo.mp4', fileType: 'video' },
              { fileName: 'live.m3u8', fileType: 'video' },
              { fileName: 'menu.jpg', fileType: 'image' },
            ],
          },
        ],
      },
    });
    expect(await loadPlaylistData()).toBe(true);
    expect(playlist).toMatchObject({ version: '7', screenMode: 'landscape', mode: 'loop', size: 1 });
    expect(playlist.screens[0].timer).toBe(8);
    expect(playlist.screens[0].playList.map((i) => i.stream)).toEqual([false, true, false]);
  });

  it('a failed play-list load clears the play list', async () => {
    playlist.screens = [{ screenId: '1', timer: 5, playList: [] }];
    scriptedFetch(new TypeError('fetch failed'));
    expect(await loadPlaylistData()).toBe(false);
    expect(playlist.screens).toEqual([]);
    expect(playlist.size).toBe(0);
  });
});
