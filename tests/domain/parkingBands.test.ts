// Parking tariff bands and opening hours (issue 30): hours starting in a band cost its price with its
// own cap a day, the daily cap over all; weekend bands by the venue's weekday; entry and exit within
// the opening hours; the checks of the setup by meaning.
import { describe, expect, it } from 'vitest';
import { bandAt, checkParking, isOpenAt, parkingFee, readParking, validateParking } from '../../src/domain';
import type { ParkingTariff, TariffBand } from '../../src/domain';

const TZ = 'Australia/Brisbane'; // UTC+10, no daylight saving
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+10:00`);
const NIGHT: TariffBand = { days: 'all', from: '18:00', to: '06:00', perHourCents: 100, capCents: 500 };
const WEEKEND: TariffBand = { days: 'weekend', from: '00:00', to: '23:59', perHourCents: 50, capCents: 0 };
const TARIFF: ParkingTariff = {
  firstHourCents: 300,
  perHourCents: 200,
  dailyMaxCents: 1500,
  minSpanMinutes: 15,
  bands: [NIGHT],
};

describe('parking tariff bands', () => {
  it('hours starting in the night band cost its price (Friday 16:00 to 20:00: 300 + 200 + 100 + 100)', () => {
    expect(parkingFee(at('2026-01-16', '16:00'), at('2026-01-16', '20:00'), TARIFF, TZ).cents).toBe(700);
  });

  it("a band's hours on one day are capped at its own cap, the day at the daily cap", () => {
    // Wed 20:00 to Thu 10:00: Wed 4 night hours 400; Thu 6 night hours capped 500 + 4 day hours 800.
    const f = parkingFee(at('2026-01-14', '20:00'), at('2026-01-15', '10:00'), TARIFF, TZ);
    expect(f.days.map((d) => d.cents)).toEqual([400, 1300]);
    expect(f.cents).toBe(1700);
    const capped = parkingFee(at('2026-01-14', '20:00'), at('2026-01-15', '20:00'), TARIFF, TZ);
    expect(capped.days[1]).toMatchObject({ cents: 1500, capped: true });
  });

  it('a weekend band applies on Saturday and Sunday only, by the venue weekday', () => {
    const t = { ...TARIFF, bands: [WEEKEND] };
    expect(bandAt(at('2026-01-17', '10:00'), t.bands, TZ)).toBe(0); // Saturday
    expect(bandAt(at('2026-01-16', '10:00'), t.bands, TZ)).toBe(-1); // Friday
    expect(parkingFee(at('2026-01-17', '10:00'), at('2026-01-17', '13:00'), t, TZ).cents).toBe(150);
  });

  it('without bands the fee is the plain tariff', () => {
    expect(parkingFee(at('2026-01-16', '16:00'), at('2026-01-16', '20:00'), { ...TARIFF, bands: [] }, TZ).cents).toBe(
      900,
    );
  });
});

describe('parking opening hours', () => {
  const open = { ...TARIFF, openFrom: '06:00', openUntil: '23:00' };
  it('is open inside the hours and at any time when none are set', () => {
    expect(isOpenAt(at('2026-01-16', '06:00'), open, TZ)).toBe(true);
    expect(isOpenAt(at('2026-01-16', '23:30'), open, TZ)).toBe(false);
    expect(isOpenAt(at('2026-01-16', '23:30'), TARIFF, TZ)).toBe(true);
  });

  it('a stay entering or leaving when closed is refused with the hours named', () => {
    const base = { now: at('2026-01-15', '12:00'), quantity: 1, tariff: open, tz: TZ };
    const late = validateParking({ ...base, entry: at('2026-01-16', '22:00'), exit: at('2026-01-16', '23:30') });
    expect(late.ok).toBe(false);
    expect(late.ok ? null : late.values).toEqual({ from: '06:00', until: '23:00' });
    expect(validateParking({ ...base, entry: at('2026-01-16', '09:00'), exit: at('2026-01-16', '12:00') }).ok).toBe(
      true,
    );
  });
});

describe('parking setup checks', () => {
  const doc = readParking({
    id: 'pk-1',
    name: { 'en-gb': 'Car park', 'zh-hans': '' },
    bays: 10,
    firstHourCents: 300,
    perHourCents: 200,
    dailyMaxCents: 1500,
    graceMinutes: 0,
    minStayMinutes: 30,
    maxStayDays: 7,
    bands: [NIGHT],
    openFrom: '06:00',
    openUntil: '23:00',
  })!;
  it('a good tariff with a band and opening hours has no problems', () => {
    expect(checkParking(doc)).toEqual([]);
  });
  it('names a band running nowhere, a cap below its hour and one opening time alone', () => {
    const bad = {
      ...doc,
      bands: [
        { ...NIGHT, to: '18:00' },
        { ...NIGHT, capCents: 50 },
      ],
      openUntil: '',
    };
    expect(checkParking(bad).map((i) => [i.path, i.code])).toEqual([
      ['parking.bands.0.from', 'bandTimes'],
      ['parking.bands.1.capCents', 'bandCap'],
      ['parking.openFrom', 'openHours'],
    ]);
  });
});
