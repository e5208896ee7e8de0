// @vitest-environment jsdom
// Spec 4: the kiosk's user token sits in encrypted local storage under user-token (AES-GCM under this
// device's key, like the kiosk settings), and can be read, written and removed. A token written
// before the kiosk started (the app's fixed obfuscation) is still read.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredToken, removeStoredToken, sealTokensWith, writeStoredToken } from '../../../src/api/token-store';
import { decryptBodyAsync } from '../../../src/api/wire/webCodec';
import { KIOSK_TOKEN_SEALER } from '../../../src/features/kiosk/setup';
import { forgetDeviceKey, openText, readStored } from '../../../src/shared/storage';

beforeEach(() => {
  localStorage.clear();
  forgetDeviceKey();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => sealTokensWith(null));

describe('the kiosk user token in the encrypted store', () => {
  it('is written sealed under the device key, read back, and removed', async () => {
    sealTokensWith(KIOSK_TOKEN_SEALER);
    await writeStoredToken('staff-token-123');
    const raw = readStored('userToken') ?? '';
    expect(raw).not.toContain('staff-token-123');
    expect(await openText(raw)).toBe('staff-token-123');
    // Not the app's fixed obfuscation: that cannot open it.
    await expect(decryptBodyAsync(raw)).rejects.toBeTruthy();
    expect(await readStoredToken()).toBe('staff-token-123');
    removeStoredToken();
    expect(readStored('userToken')).toBeNull();
    expect(await readStoredToken()).toBe('');
  });

  it('a token stored before the kiosk started is still read, and sealed anew at its next write', async () => {
    await writeStoredToken('older-token');
    const before = readStored('userToken') ?? '';
    sealTokensWith(KIOSK_TOKEN_SEALER);
    expect(await readStoredToken()).toBe('older-token');
    await writeStoredToken('older-token');
    const after = readStored('userToken') ?? '';
    expect(after).not.toBe(before);
    expect(await openText(after)).toBe('older-token');
  });

  it('a token sealed on another device reads as none', async () => {
    sealTokensWith(KIOSK_TOKEN_SEALER);
    await writeStoredToken('t');
    localStorage.setItem('device-key', 'b3RoZXItZGV2aWNlLW1hdGVyaWFsLW9mLTMyLWJ5dGVzISE=');
    forgetDeviceKey();
    expect(await readStoredToken()).toBe('');
  });
});
