// A parking change refused because future stays hold a bay (config.resources with `stays`): the
// console words it in its own text (both languages), naming each stay, and the day over the bays.
import { describe, expect, it } from 'vitest';
import { refusedError } from '../../../src/api/errors';
import { failureText } from '../../../src/features/backoffice';
import en from '../../../src/i18n/locales/en-gb/backoffice.json';
import zh from '../../../src/i18n/locales/zh-hans/backoffice.json';

const stay = { bookingId: 'tb_1a2b', date: '2026-01-16', time: '09:00', vehicles: 2 };

describe('failureText: future parking stays', () => {
  it('names the stays when parking would be taken off', () => {
    const f = failureText(refusedError('config.resources', { stays: [stay] }, 'Parking would be taken off'));
    expect(f.key).toBe('fail_stayBooked');
    expect(f.values.list).toBe('tb_1a2b (09:00 16/01/2026)');
  });

  it('names the day over the bays when the bays are cut', () => {
    const over = { day: '2026-01-16', sold: 2, bays: 1 };
    const f = failureText(refusedError('config.resources', { stays: [stay], over }, 'x'));
    expect(f.key).toBe('fail_stayBookedDay');
    expect(f.values).toMatchObject({ day: '16/01/2026', sold: 2, bays: 1, list: 'tb_1a2b (09:00 16/01/2026)' });
  });

  it('a setup problem without stays keeps the plain text', () => {
    expect(failureText(refusedError('config.resources', {}, 'Give the car park a name.')).key).toBe('fail_resources');
  });

  it('both languages have both texts, the Chinese one in Chinese', () => {
    for (const k of ['fail_stayBooked', 'fail_stayBookedDay'] as const) {
      expect(en[k]).toContain('{{list}}');
      expect(zh[k]).toContain('{{list}}');
      expect(zh[k]).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('failureText: a table with an open table-service session', () => {
  const session = { tabNo: '7', tabName: 'Window 7', date: '2026-01-15', time: '12:00', orders: 2 };
  it('names each table and when its session was opened, in both languages', () => {
    const f = failureText(refusedError('config.resourceBooked', { sessions: [session] }, 'These tables have'));
    expect(f.key).toBe('fail_tableSessionOpen');
    expect(f.values.list).toBe('Window 7 (12:00 15/01/2026)');
    expect(en.fail_tableSessionOpen).toContain('{{list}}');
    expect(zh.fail_tableSessionOpen).toContain('{{list}}');
    expect(zh.fail_tableSessionOpen).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a table booking refusal without sessions keeps its own text', () => {
    const booking = { bookingNo: 'B12', table: 'T1', people: 2, date: '2026-01-16', time: '19:00' };
    expect(failureText(refusedError('config.resourceBooked', { bookings: [booking] }, 'x')).key).toBe(
      'fail_resourceBooked',
    );
  });
});
