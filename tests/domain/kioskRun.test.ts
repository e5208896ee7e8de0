import { describe, expect, it } from 'vitest';
import {
  countdownLeft,
  defaultSettings,
  kioskChoosesLanguage,
  kioskTimerDurations,
  validPlate,
} from '../../src/domain';

describe('kiosk run-time rules', () => {
  it('timer durations come from the kiosk settings in seconds (spec 9 defaults)', () => {
    expect(kioskTimerDurations(defaultSettings().kiosk)).toEqual({
      inactivity: 180_000,
      returnCountdown: 20_000,
      orderNumberDisplay: 3_000,
      thanksDisplay: 2_000,
      advertCheck: 60_000,
      customerUnlock: 30_000,
    });
    expect(kioskTimerDurations({ ...defaultSettings().kiosk, inactivityTimeout: 2 }).inactivity).toBe(2_000);
    expect(kioskTimerDurations({ ...defaultSettings().kiosk, customerUnlockTimeout: 5 }).customerUnlock).toBe(5_000);
  });
  it('the countdown never goes below 0', () => {
    expect(countdownLeft(1000, 20, 1000)).toBe(20);
    expect(countdownLeft(1000, 20, 1500)).toBe(20);
    expect(countdownLeft(1000, 20, 2000)).toBe(19);
    expect(countdownLeft(1000, 20, 60_000)).toBe(0);
  });
  it('the language step: switched on, more than one language, not hidden', () => {
    const s = defaultSettings();
    expect(kioskChoosesLanguage({ ...s, languages: ['en-gb', 'zh-hans'], kiosk: { chooseLanguage: true } })).toBe(true);
    expect(kioskChoosesLanguage({ ...s, languages: ['en-gb'], kiosk: { chooseLanguage: true } })).toBe(false);
    expect(kioskChoosesLanguage({ ...s, languages: ['en-gb', 'zh-hans'], kiosk: { chooseLanguage: false } })).toBe(
      false,
    );
    expect(
      kioskChoosesLanguage({
        ...s,
        languages: ['en-gb', 'zh-hans'],
        hideLanguage: true,
        kiosk: { chooseLanguage: true },
      }),
    ).toBe(false);
  });
  it('a table locator number is 1 to n digits', () => {
    expect(validPlate('7')).toBe(true);
    expect(validPlate('123')).toBe(true);
    expect(validPlate('1234')).toBe(false);
    expect(validPlate('12a')).toBe(false);
    expect(validPlate('')).toBe(false);
    expect(validPlate('1234', 4)).toBe(true);
  });
});
