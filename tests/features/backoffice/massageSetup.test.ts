// Massage setup (issue 30): the setup's values from a snapshot and back; the venue becomes a massage
// venue (massage first) and a shop again when it is turned off; prices typed in dollars are stored in
// cents; working hours are one span on the days worked (the rest are days off); problems by meaning.
import { describe, expect, it } from 'vitest';
import { pickSnapshot, readResources } from '../../../src/domain';
import {
  fromMassageSetup,
  massageSetupIssues,
  newMassageService,
  newMassageStaff,
  toMassageSetup,
} from '../../../src/features/backoffice';

const shop = pickSnapshot({ settings: { serviceTypes: ['shop'] } });

describe('massage setup', () => {
  it('a shop starts with massage off; on with nothing in it names what is missing', () => {
    const v = toMassageSetup(shop);
    expect(v).toMatchObject({ on: false, bufferMinutes: 15, services: [], staff: [] });
    expect(fromMassageSetup(v, shop).resources.massage).toBeNull();
    expect(massageSetupIssues({ ...v, on: true }, shop).map((i) => i.code)).toEqual([
      'massageNoServices',
      'massageNoTherapist',
    ]);
  });

  it('turned on: prices in cents, hours on the days worked, massage first; off again: a shop', () => {
    const services = [newMassageService([], 1)];
    services.push({ ...newMassageService(services, 2), minutes: 45, price: 55.5 });
    const ana = newMassageStaff('therapist', [], 1, [services[0].id]);
    const room = { ...newMassageStaff('room', [ana], 1, [services[1].id]), days: ['sat' as const], from: '9:00' };
    const v = { ...toMassageSetup(shop), on: true, services, staff: [ana, room] };
    const s = fromMassageSetup(v, shop);
    expect(s.settings.serviceTypes).toEqual(['massage', 'shop']);
    const m = s.resources.massage!;
    expect(m.services.map((x) => [x.minutes, x.priceCents])).toEqual([
      [60, 8000],
      [45, 5550],
    ]);
    expect(ana.days).not.toContain('sun');
    expect(m.staff[1].hours).toEqual({ sat: [['09:00', '20:00']] });
    // The foot treatment is given only in the room: no therapist gives it.
    expect(massageSetupIssues(v, shop).map((i) => [i.path, i.code])).toEqual([
      ['massage.services.1.id', 'massageUnserved'],
    ]);
    const fixed = { ...v, staff: [{ ...ana, serviceIds: services.map((x) => x.id) }, room] };
    expect(massageSetupIssues(fixed, shop)).toEqual([]);
    expect(toMassageSetup(fromMassageSetup(fixed, shop))).toMatchObject({
      on: true,
      staff: [{ id: ana.id }, { days: ['sat'] }],
    });
    expect(readResources(JSON.parse(JSON.stringify(s.resources))).massage).toEqual(m);
    const off = fromMassageSetup({ ...fixed, on: false }, s);
    expect(off.settings.serviceTypes).toEqual(['shop']);
    expect(off.resources.massage).toBeNull();
  });

  it('a therapist with no working day or an end before the start is named', () => {
    const svc = newMassageService([], 1);
    const bo = { ...newMassageStaff('therapist', [], 1, [svc.id]), days: [] };
    const late = { ...newMassageStaff('therapist', [bo], 2, [svc.id]), from: '18:00', to: '09:00' };
    const v = { ...toMassageSetup(shop), on: true, services: [svc], staff: [bo, late] };
    expect(massageSetupIssues(v, shop).map((i) => [i.path, i.code])).toEqual([
      ['massage.staff.0.hours', 'massageNoDays'],
      ['massage.staff.1.hours', 'massageHours'],
    ]);
  });
});
