// @vitest-environment jsdom
// The kiosk settings store (spec 4): encrypted under system_config, defaults restored and saved when
// empty, reset, copy from the server (full-copy flag), and the service number counter (201-300).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultKioskConfig, nextServiceNumber, readKioskConfig } from '../../../src/domain';
import {
  copyFromServer,
  loadKioskConfig,
  resetKioskConfig,
  saveKioskConfig,
  takeServiceNumber,
} from '../../../src/features/kiosk';
import { forgetDeviceKey, readEncrypted, writeEncrypted } from '../../../src/shared/storage';

beforeEach(() => {
  localStorage.clear();
  forgetDeviceKey();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('encrypted storage', () => {
  it('stores AES-GCM cipher text, not the value, and reads it back', async () => {
    await writeEncrypted('systemConfig', { secret: 'terminal T042' });
    const raw = localStorage.getItem('system_config') ?? '';
    expect(raw).not.toContain('T042');
    expect(raw).not.toContain('secret');
    expect(await readEncrypted('systemConfig')).toEqual({ secret: 'terminal T042' });
  });

  it('each write uses a fresh IV (the same value seals differently)', async () => {
    await writeEncrypted('systemConfig', { a: 1 });
    const one = localStorage.getItem('system_config');
    await writeEncrypted('systemConfig', { a: 1 });
    expect(localStorage.getItem('system_config')).not.toBe(one);
  });

  it('a value sealed on another device (other key material) or tampered with reads as null and is removed', async () => {
    await writeEncrypted('systemConfig', { a: 1 });
    localStorage.setItem('device-key', 'b3RoZXItZGV2aWNlLW1hdGVyaWFsLW9mLTMyLWJ5dGVzISE=');
    forgetDeviceKey();
    expect(await readEncrypted('systemConfig')).toBeNull();
    expect(localStorage.getItem('system_config')).toBeNull();
    localStorage.setItem('system_config', 'not-base64-at-all!');
    expect(await readEncrypted('systemConfig')).toBeNull();
  });
});

describe('kiosk settings store', () => {
  it('an empty store gives the defaults, saved', async () => {
    const c = await loadKioskConfig();
    expect(c).toEqual(defaultKioskConfig());
    expect(localStorage.getItem('system_config')).not.toBeNull();
    expect(await readEncrypted('systemConfig')).toEqual(JSON.parse(JSON.stringify(defaultKioskConfig())));
  });

  it('keeps what was saved; reset restores the defaults', async () => {
    const c = defaultKioskConfig();
    c.settings.terminalId = 'T042';
    c.logo = '/logo.png';
    await saveKioskConfig(c);
    expect((await loadKioskConfig()).settings.terminalId).toBe('T042');
    expect(await resetKioskConfig()).toEqual(defaultKioskConfig());
    expect((await loadKioskConfig()).settings.terminalId).toBe(defaultKioskConfig().settings.terminalId);
  });

  it('copies the server settings with flags as booleans, keeping its own terminal, user, menu group and languages without full copy', async () => {
    const own = defaultKioskConfig();
    own.settings.terminalId = 'T042';
    own.settings.languages = ['en-gb'];
    await saveKioskConfig(own);
    const c = await copyFromServer({
      splash: '1',
      chooseLanguage: 0,
      inactivityTimeout: '90',
      terminalId: 'T999',
      languages: ['en-gb', 'zh-hans'],
      logo: '/server.png',
    });
    expect(c.settings.kiosk.splash).toBe(true);
    expect(c.settings.kiosk.chooseLanguage).toBe(false);
    expect(c.settings.kiosk.inactivityTimeout).toBe(90);
    expect(c.settings.terminalId).toBe('T042');
    expect(c.settings.languages).toEqual(['en-gb']);
    expect(c.logo).toBe('');
    expect((await loadKioskConfig()).settings.kiosk.splash).toBe(true);
  });

  it('the full-copy flag copies terminal, languages, payments, titles, logo and banner too', async () => {
    const c = await copyFromServer({
      fullCopy: 1,
      terminalId: 'T999',
      languages: ['en-gb', 'zh-hans'],
      logo: '/server.png',
      banner: '/b.png',
      titles: { welcome: 'Hi', bad: 5 },
      payments: [{ payment: 'cash', name: 'Cash' }],
    });
    expect(c.settings.terminalId).toBe('T999');
    expect(c.settings.languages).toEqual(['en-gb', 'zh-hans']);
    expect(c.logo).toBe('/server.png');
    expect(c.banner).toBe('/b.png');
    expect(c.titles).toEqual({ welcome: 'Hi' });
    expect(c.payments.map((p) => p.payment)).toEqual(['cash']);
  });

  it('a stored value of the wrong shape gives the defaults back', () => {
    expect(readKioskConfig({ settings: {} }).restored).toBe(true);
    expect(readKioskConfig('x').restored).toBe(true);
    expect(readKioskConfig(null).config).toEqual(defaultKioskConfig());
  });
});

describe('service number', () => {
  it('runs 201 to 300, wraps, and is saved (encrypted)', async () => {
    expect(await takeServiceNumber()).toBe(201);
    expect(await takeServiceNumber()).toBe(202);
    await writeEncrypted('kioskServiceNumber', 299);
    expect(await takeServiceNumber()).toBe(300);
    expect(await takeServiceNumber()).toBe(201);
    expect(localStorage.getItem('kiosk_service_number')).not.toBe('201');
    expect(await readEncrypted('kioskServiceNumber')).toBe(201);
  });

  it('the counter rule: below the minimum or at the maximum wraps to the minimum', () => {
    expect(nextServiceNumber(null)).toBe(201);
    expect(nextServiceNumber(5)).toBe(201);
    expect(nextServiceNumber(250)).toBe(251);
    expect(nextServiceNumber(300)).toBe(201);
    expect(nextServiceNumber('220', { min: '10', max: '20' })).toBe(10);
  });
});
