// Parking setup (issue 30): the setup's values from a snapshot and back; the venue becomes a parking
// venue (ticket first, ticket type parking) and a shop again when it is turned off; money typed in
// dollars is stored in cents; problems are named by meaning; the grace time makes a short stay free.
import { describe, expect, it } from 'vitest';
import { parkingFee, pickSnapshot, readResources } from '../../../src/domain';
import { fromParkingSetup, parkingSetupIssues, toParkingSetup } from '../../../src/features/backoffice';

const shop = pickSnapshot({ settings: { serviceTypes: ['shop'] } });
const fixed = () => 0.5;

describe('parking setup', () => {
  it('a shop starts with parking off and a 10-bay tariff offered', () => {
    const v = toParkingSetup(shop, fixed);
    expect(v).toMatchObject({ on: false, bays: 10, firstHour: 5, perHour: 4, dailyMax: 35, graceMinutes: 0 });
    expect(v.id).toMatch(/^pk-[0-9a-z]{8}$/);
    expect(fromParkingSetup(v, shop).resources.parking).toBeNull();
    expect(fromParkingSetup(v, shop).settings.serviceTypes).toEqual(['shop']);
  });

  it('turned on: the parking in cents, ticket first with ticket type parking; off again: a shop', () => {
    const v = { ...toParkingSetup(shop, fixed), on: true, firstHour: 2.5, graceMinutes: 10 };
    const s = fromParkingSetup(v, shop);
    expect(s.settings).toMatchObject({ serviceTypes: ['ticket', 'shop'], ticketType: 'parking' });
    expect(s.resources.parking).toMatchObject({ bays: 10, firstHourCents: 250, perHourCents: 400, graceMinutes: 10 });
    expect(toParkingSetup(s)).toMatchObject({ on: true, firstHour: 2.5, id: v.id });
    const off = fromParkingSetup({ ...toParkingSetup(s), on: false }, s);
    expect(off.settings.serviceTypes).toEqual(['shop']);
    expect(off.resources.parking).toBeNull();
    expect(readResources(JSON.parse(JSON.stringify(s.resources))).parking).toEqual(s.resources.parking);
  });

  it('names the problems by meaning: no name, no bays, a cap under the first hour, a longest stay under the shortest', () => {
    const v = {
      ...toParkingSetup(shop, fixed),
      on: true,
      name: { 'en-gb': ' ', 'zh-hans': '' },
      bays: 0,
      dailyMax: 1,
      minStayMinutes: 1440,
      maxStayDays: 0,
    };
    expect(parkingSetupIssues(v, shop).map((i) => [i.path, i.code])).toEqual([
      ['parking.name', 'parkingName'],
      ['parking.bays', 'bays'],
      ['parking.dailyMaxCents', 'dailyMax'],
    ]);
    expect(
      parkingSetupIssues(
        { ...v, name: { 'en-gb': 'P', 'zh-hans': '' }, bays: 5, dailyMax: 0, graceMinutes: 300 },
        shop,
      ),
    ).toEqual([expect.objectContaining({ path: 'parking.graceMinutes', code: 'grace' })]);
  });

  it('a stay within the grace time is free; one longer pays the whole tariff', () => {
    const tariff = {
      firstHourCents: 300,
      perHourCents: 200,
      dailyMaxCents: 1500,
      minSpanMinutes: 15,
      graceMinutes: 15,
    };
    expect(parkingFee(0, 15 * 60_000, tariff, 'UTC').cents).toBe(0);
    expect(parkingFee(0, 16 * 60_000, tariff, 'UTC').cents).toBe(300);
    expect(parkingFee(0, 3 * 3_600_000, tariff, 'UTC').cents).toBe(700);
  });
});
