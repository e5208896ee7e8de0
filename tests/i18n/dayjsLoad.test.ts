import { describe, expect, it, vi } from 'vitest';

// Records when dayjs is evaluated: the first screens in en-gb must not need it (spec 1's date
// locale en is dayjs's own default), zh-hans and a later switch back to en-gb must still set it.
const seen = vi.hoisted(() => ({ loaded: false }));
vi.mock('dayjs', async (actual) => {
  seen.loaded = true;
  return actual();
});

describe('dayjs at start-up', () => {
  it('is not loaded for en-gb, and follows zh-hans and back', async () => {
    const { initI18n, setLanguage } = await import('../../src/i18n');
    await initI18n('en-gb');
    expect(seen.loaded).toBe(false);
    await setLanguage('zh-hans');
    expect(seen.loaded).toBe(true);
    const dayjs = (await import('dayjs')).default;
    expect(dayjs.locale()).toBe('zh-cn');
    await setLanguage('en-gb');
    expect(dayjs.locale()).toBe('en');
  });
});
