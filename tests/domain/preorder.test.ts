// Pre-order time rules (src/domain/preorder.ts): when a time is offered, the lead time, the window,
// the offered slots and the server's check.
import { describe, expect, it } from 'vitest';
import {
  checkPreorderTime,
  PREORDER_GRACE_MS,
  preorderDays,
  preorderLeadMinutes,
  preorderOffered,
  preorderRules,
  preorderSlots,
  preorderWindow,
  roundUpToStep,
} from '../../src/domain/preorder';

const MIN = 60_000;
const NOW = Date.UTC(2026, 0, 15, 2, 7, 30); // 02:07:30 UTC
const BASE = preorderRules({});

describe('preorder rules', () => {
  it('reads the settings with their fallbacks (and the legacy minWaitingMinutes)', () => {
    expect(BASE).toEqual({ preOrder: false, pickupDue: 15, minWaitingTime: 0, bookingBeforeTime: 60, dayInAdvance: 0 });
    expect(
      preorderRules({ preOrder: '1', pickupDue: 20, minWaitingMinutes: 25, bookingBeforeTime: 90, dayInAdvance: 3 }),
    ).toEqual({ preOrder: true, pickupDue: 20, minWaitingTime: 25, bookingBeforeTime: 90, dayInAdvance: 3 });
    expect(preorderRules({ minWaitingTime: 'x', pickupDue: -4 }).minWaitingTime).toBe(0);
  });

  it('offers a time for pickup and delivery always, for eat-in and takeaway only with preOrder', () => {
    expect(preorderOffered(BASE, 'pickup')).toBe(true);
    expect(preorderOffered(BASE, 'delivery')).toBe(true);
    expect(preorderOffered(BASE, 'eatin')).toBe(false);
    expect(preorderOffered(BASE, 'takeaway')).toBe(false);
    expect(preorderOffered({ ...BASE, preOrder: true }, 'eatin')).toBe(true);
  });

  it('lead time: pickup max(pickupDue, minWaitingTime); eat-in max(booking lead, minWaitingTime)', () => {
    expect(preorderLeadMinutes(BASE, 'pickup')).toBe(15);
    expect(preorderLeadMinutes({ ...BASE, minWaitingTime: 40 }, 'delivery')).toBe(40);
    expect(preorderLeadMinutes(BASE, 'eatin')).toBe(60);
    expect(preorderLeadMinutes({ ...BASE, minWaitingTime: 90 }, 'takeaway')).toBe(90);
  });

  it('window: earliest now + lead; latest the end of day dayInAdvance (14 days without it)', () => {
    const w = preorderWindow(NOW, BASE, 'pickup', 0);
    expect(w.earliest).toBe(NOW + 15 * MIN);
    expect(w.latest).toBe(Date.UTC(2026, 0, 29, 23, 59, 59, 999));
    expect(preorderWindow(NOW, { ...BASE, dayInAdvance: 1 }, 'pickup', 0).latest).toBe(
      Date.UTC(2026, 0, 16, 23, 59, 59, 999),
    );
    // A venue ten hours ahead of UTC: its day ends at 14:00 UTC.
    expect(preorderWindow(NOW, { ...BASE, dayInAdvance: 1 }, 'pickup', 600).latest).toBe(
      Date.UTC(2026, 0, 16, 13, 59, 59, 999),
    );
  });

  it('slots start at the earliest time rounded up to 15 minutes and keep to the hours given', () => {
    expect(roundUpToStep(Date.UTC(2026, 0, 15, 2, 22, 30))).toBe(Date.UTC(2026, 0, 15, 2, 30));
    expect(roundUpToStep(Date.UTC(2026, 0, 15, 2, 30))).toBe(Date.UTC(2026, 0, 15, 2, 30));
    const days = preorderDays(NOW, BASE, 'pickup', 0);
    expect(days).toHaveLength(15);
    expect(days[0]).toBe(Date.UTC(2026, 0, 15));
    const today = preorderSlots(NOW, BASE, 'pickup', days[0], undefined, 15, 0);
    expect(today[0]).toBe(Date.UTC(2026, 0, 15, 2, 30)); // 02:07:30 + 15 min = 02:22:30 -> 02:30
    expect(today.at(-1)).toBe(Date.UTC(2026, 0, 15, 23, 45));
    const open = (t: number) => new Date(t).getUTCHours() >= 9 && new Date(t).getUTCHours() < 17;
    const tomorrow = preorderSlots(NOW, BASE, 'pickup', days[1], open, 15, 0);
    expect(tomorrow[0]).toBe(Date.UTC(2026, 0, 16, 9, 0));
    expect(tomorrow.at(-1)).toBe(Date.UTC(2026, 0, 16, 16, 45));
    expect(tomorrow).toHaveLength(32);
  });

  it('check: as soon as possible passes; too early (beyond the grace), too late, closed and not offered fail', () => {
    expect(checkPreorderTime(null, NOW, BASE, 'eatin')).toEqual({ ok: true });
    expect(checkPreorderTime(NOW + 15 * MIN, NOW, BASE, 'pickup', undefined, 0)).toEqual({ ok: true });
    expect(checkPreorderTime(NOW + 15 * MIN - PREORDER_GRACE_MS, NOW, BASE, 'pickup', undefined, 0)).toEqual({
      ok: true,
    });
    const early = checkPreorderTime(NOW + 15 * MIN - PREORDER_GRACE_MS - 1, NOW, BASE, 'pickup', undefined, 0);
    expect(early).toMatchObject({
      ok: false,
      code: 'preorder.tooEarly',
      minutes: 15,
      message: 'Please choose a time at least 15 minutes from now.',
    });
    expect(checkPreorderTime(NOW + 20 * 24 * 60 * MIN, NOW, BASE, 'pickup', undefined, 0)).toMatchObject({
      ok: false,
      code: 'preorder.tooLate',
    });
    expect(checkPreorderTime(NOW + 60 * MIN, NOW, BASE, 'pickup', () => false, 0)).toMatchObject({
      ok: false,
      code: 'preorder.closed',
    });
    expect(checkPreorderTime(NOW + 120 * MIN, NOW, BASE, 'eatin', undefined, 0)).toMatchObject({
      ok: false,
      code: 'preorder.unavailable',
    });
  });
});
