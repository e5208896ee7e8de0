// Table reservations setup (issue 30): the setup's values from a snapshot and back; the service type,
// lead time and largest party follow; days typed as text become spans; problems are named by meaning.
import { describe, expect, it } from 'vitest';
import { pickSnapshot } from '../../../src/domain';
import {
  fromTableSetup,
  newResourceId,
  parseDay,
  reservationLicensed,
  tableSetupIssues,
  toTableSetup,
} from '../../../src/features/backoffice';

const shop = pickSnapshot({ settings: { serviceTypes: ['shop'] }, licence: { licenses: '1111' } });

describe('table setup', () => {
  it('a shop starts with reservations off, every day 11:00-22:00 offered, the venue rules as they are', () => {
    const v = toTableSetup(shop);
    expect(v.on).toBe(false);
    expect(v.days.mon).toBe('11:00-22:00');
    expect(v.leadMinutes).toBe(60);
    expect(v.maxParty).toBe(10);
    expect(reservationLicensed(shop)).toBe(false);
    expect(reservationLicensed({ ...shop, licence: { licenses: '11111' } })).toBe(true);
  });

  it('reads "9:00-14:30, 17:00 - 22:00" as two spans and an empty day as none', () => {
    expect(parseDay('9:00-14:30, 17:00 - 22:00')).toEqual([
      ['09:00', '14:30'],
      ['17:00', '22:00'],
    ]);
    expect(parseDay('  ')).toEqual([]);
  });

  it('makes the snapshot: resources, reservation service type, lead time, largest party, deposits in cents', () => {
    const v = {
      ...toTableSetup(shop),
      on: true,
      days: { ...toTableSetup(shop).days, mon: '', tue: '17:00-22:00' },
      leadMinutes: 30,
      maxParty: 8,
      depositPerPerson: 5.5,
      depositPerBooking: 2,
      areas: [{ id: 'a-1', name: { 'en-gb': 'Inside', 'zh-hans': '室内' } }],
      tables: [{ id: 't-1', areaId: 'a-1', name: { 'en-gb': 'Table 1', 'zh-hans': '1号桌' }, seats: 4 }],
    };
    const s = fromTableSetup(v, shop);
    expect(s.settings).toMatchObject({
      serviceTypes: ['shop', 'reservation'],
      bookingBeforeTime: 30,
      maxBookingPeople: 8,
    });
    expect(s.resources.reservation).toMatchObject({ depositPerPersonCents: 550, depositPerBookingCents: 200 });
    expect(s.resources.reservation?.hours.mon).toBeUndefined();
    expect(s.resources.reservation?.hours.tue).toEqual([['17:00', '22:00']]);
    expect(tableSetupIssues(v, shop)).toEqual([]);
    // Back to the setup: the same values.
    expect(toTableSetup(s)).toMatchObject({ on: true, tables: v.tables, areas: v.areas, depositPerPerson: 5.5 });
    // Turned off: no tables, no reservation service type (tables are kept in the form only).
    const off = fromTableSetup({ ...v, on: false }, s);
    expect(off.settings.serviceTypes).toEqual(['shop']);
    expect(off.resources).toMatchObject({ reservation: null, tables: [] });
  });

  it('names problems by meaning: no tables, a table of 0 seats, a day written backwards', () => {
    const base = { ...toTableSetup(shop), on: true };
    expect(tableSetupIssues(base, shop).map((i) => i.code)).toEqual(['noTables']);
    const bad = {
      ...base,
      days: { ...base.days, wed: '22:00-11:00' },
      tables: [{ id: 't-1', areaId: '', name: { 'en-gb': 'T1', 'zh-hans': '' }, seats: 0 }],
    };
    expect(tableSetupIssues(bad, shop).map((i) => [i.path, i.code])).toEqual([
      ['tables.0.seats', 'seats'],
      ['reservation.hours.wed', 'hours'],
    ]);
  });

  it('new ids are unused and storable', () => {
    let n = 0;
    const rnd = () => [0.5, 0.5, 0.25][n++];
    const id = newResourceId('t', [{ id: newResourceId('t', [], () => 0.5) }], rnd);
    expect(id).toMatch(/^t-[0-9a-z]{8}$/);
    expect(id).not.toBe(newResourceId('t', [], () => 0.5));
  });
});
