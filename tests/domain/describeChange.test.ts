// Changes read as sentences (issue 29): payments rows, hours as days and times, money and percentages,
// closures with their own message; the same surcharge definition the prices use.
import { describe, expect, it } from 'vitest';
import {
  describeChange,
  formatDateTimeInZone,
  readPaymentSurcharge,
  resolvePayments,
  surchargeFor,
  writePaymentSurcharge,
  type Say,
} from '../../src/domain';

const WORDS: Record<string, string> = {
  on: 'on',
  off: 'off',
  closed: 'closed',
  day_mon: 'Monday',
  day_sat: 'Saturday',
  change_surcharge: '{{method}} surcharge',
  change_offered: '{{method}} offered',
  change_closures: 'Closures',
  set_gstRate: 'GST rate (%)',
  set_serviceFee: 'Service fee per order',
  set_kiosk_splash: 'Welcome screen',
  set_kioskMode: 'Kiosk mode',
};
const say: Say = (key, values = {}, fallback) =>
  (WORDS[key] ?? fallback ?? key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));
const text = (c: Parameters<typeof describeChange>[0], o = {}) =>
  describeChange(c, say, o).map((s) => `${s.subject}: ${s.before} → ${s.after}`);

const card = { name: 'Credit card', payment: 'dps', code: 201, surcharge: 1, surchargeType: 1, rate: 1.5 };

describe('describeChange', () => {
  it('a payments change reads per method: surcharge on, 1.5 % → off', () => {
    expect(text({ key: 'payments', before: [card], after: [{ ...card, surcharge: 0 }] })).toEqual([
      'Credit card surcharge: on, 1.5 % → off',
    ]);
    const paypal = { name: 'PayPal', payment: 'paypal', surcharge: 1, surchargeType: 2, rate: 30 };
    expect(text({ key: 'payments', before: [paypal], after: [{ ...paypal, rate: 150, visible: 0 }] })).toEqual([
      'PayPal surcharge: on, $0.30 → on, $1.50',
      'PayPal offered: on → off',
    ]);
  });

  it('hours read as days and times', () => {
    expect(
      text({
        key: 'hours.week',
        before: { mon: [['08:00', '12:00']], sat: [['09:00', '17:00']] },
        after: {
          mon: [
            ['08:00', '12:00'],
            ['13:00', '21:00'],
          ],
        },
      }),
    ).toEqual(['Monday: 08:00–12:00 → 08:00–12:00, 13:00–21:00', 'Saturday: 09:00–17:00 → closed']);
  });

  it('money in dollars, percentages with %, switches on/off, unknown keys in words', () => {
    expect(text({ key: 'settings.serviceFee', before: 150, after: 200 })).toEqual([
      'Service fee per order: $1.50 → $2.00',
    ]);
    expect(text({ key: 'settings.gstRate', before: 10, after: 12.5 })).toEqual(['GST rate (%): 10 % → 12.5 %']);
    expect(text({ key: 'settings.kioskMode', after: 1 }, { isSwitch: (k: string) => k === 'kioskMode' })).toEqual([
      'Kiosk mode: off → on',
    ]);
    expect(text({ key: 'settings.kiosk', before: { splash: true }, after: { splash: false } })).toEqual([
      'Welcome screen: on → off',
    ]);
    expect(text({ key: 'settings.someNewKey', before: 'a', after: 'b' })).toEqual(['Some New Key: a → b']);
  });

  it('closures each with their own message, in the reader language, dates DD/MM/YYYY', () => {
    const xmas = {
      from: '2026-12-24',
      to: '2026-12-26',
      message: { 'en-gb': 'Closed for Christmas', 'zh-hans': '圣诞休息' },
    };
    expect(text({ key: 'closures', before: [], after: [xmas] })).toEqual([
      'Closures: — → 24/12/2026–26/12/2026 “Closed for Christmas”',
    ]);
    expect(text({ key: 'closures', after: [xmas] }, { lang: 'zh-hans' })[0]).toContain('圣诞休息');
  });
});

describe('one surcharge definition: what the console writes is what prices charge', () => {
  it('switched off charges nothing whatever the rate; percent and fixed cents as written', () => {
    const off = writePaymentSurcharge(card, { on: false, kind: 'percent', percent: 150, fixedCents: 0 });
    expect(surchargeFor(resolvePayments([off])[0], 550)).toBe(0);
    const pct = writePaymentSurcharge(card, { on: true, kind: 'percent', percent: 1.5, fixedCents: 0 });
    expect(surchargeFor(resolvePayments([pct])[0], 1000)).toBe(15);
    const fixed = writePaymentSurcharge(card, { on: true, kind: 'fixed', percent: 0, fixedCents: 125 });
    expect(surchargeFor(resolvePayments([fixed])[0], 1000)).toBe(125);
    expect(readPaymentSurcharge(fixed)).toEqual({ on: true, kind: 'fixed', percent: 0, fixedCents: 125 });
  });
  it('legacy entries with the amount in dollars in surcharge are still read', () => {
    expect(readPaymentSurcharge({ surcharge: '0.50' })).toMatchObject({ on: true, kind: 'fixed', fixedCents: 50 });
  });
});

describe('formatDateTimeInZone', () => {
  it('HH:mm DD/MM/YYYY in the venue zone, whatever the runtime zone', () => {
    const ms = Date.UTC(2026, 10, 27, 17, 5);
    expect(formatDateTimeInZone(ms, 'Australia/Sydney')).toBe('04:05 28/11/2026');
    expect(formatDateTimeInZone(ms, 'UTC')).toBe('17:05 27/11/2026');
    expect(formatDateTimeInZone(undefined, 'UTC')).toBe('');
  });
});
