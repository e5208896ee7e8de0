// The customer's words for an item's own hours (issue 31), in both languages, and whether it can be
// ordered now on the device's clock.
import { afterAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadNamespaces } from '../../../src/i18n';
import { servedText } from '../../../src/features/ordering/servedText';

const lunch = { availableAt: { days: [1, 2, 3, 4, 5], from: '11:00', to: '14:00' } };
// Local clock: Monday 30 November 2026.
const at = (h: number, m = 0) => new Date(2026, 10, 30, h, m);

async function tIn(lang: string) {
  await initI18n(lang);
  await loadNamespaces(['ordering']);
  return (key: string, values?: Record<string, unknown>) => i18n.t(key, values);
}
afterAll(async () => initI18n('en-gb'));

describe('servedText', () => {
  it('is null for an item without hours of its own', () => {
    const t = (key: string) => key;
    expect(servedText(t, {})).toBeNull();
    expect(servedText(t, { availableAt: { days: [1], from: '12:00', to: '09:00' } })).toBeNull();
  });
  it('says when, and whether it is served now (English)', async () => {
    const t = await tIn('en-gb');
    expect(servedText(t, lunch, at(12))).toEqual({ now: true, text: 'Served Monday to Friday, 11:00–14:00' });
    expect(servedText(t, lunch, at(14))).toEqual({
      now: false,
      text: 'Not served now: served Monday to Friday, 11:00–14:00',
    });
    expect(
      servedText(t, { availableAt: { days: [0, 1, 2, 3, 4, 5, 6], from: '07:00', to: '11:00' } }, at(9))?.text,
    ).toBe('Served every day, 07:00–11:00');
  });
  it('in Chinese', async () => {
    const t = await tIn('zh-hans');
    expect(servedText(t, lunch, at(15))?.text).toBe('现在不供应。供应时间：星期一至星期五 11:00–14:00');
    expect(servedText(t, { availableAt: { days: [0, 6], from: '08:00', to: '10:00' } }, at(9))?.text).toBe(
      '现在不供应。供应时间：星期日、星期六 08:00–10:00',
    );
  });
});
