// Party room and KTV setup (issue 30): the setup's values from a snapshot and back; the venue becomes a
// party-room (or KTV) venue, that type first, and a shop again when turned off; money typed in dollars
// is stored in cents; opening hours are one span on the days open; problems by meaning at their path.
import { describe, expect, it } from 'vitest';
import { pickSnapshot, readResources } from '../../../src/domain';
import { fromRoomsSetup, newRoom, newRoomBand, roomsSetupIssues, toRoomsSetup } from '../../../src/features/backoffice';

const shop = pickSnapshot({ settings: { serviceTypes: ['shop'] } });

describe('rooms setup', () => {
  it('a shop starts with rooms off; on with no room names what is missing', () => {
    const v = toRoomsSetup(shop);
    expect(v).toMatchObject({ on: false, family: 'partyroom', depositPercent: 50, overtimeMinutes: 30, rooms: [] });
    expect(fromRoomsSetup(v, shop).resources.rooms).toBeNull();
    expect(roomsSetupIssues({ ...v, on: true }, shop).map((i) => [i.path, i.code])).toEqual([
      ['rooms.rooms', 'roomNone'],
    ]);
  });

  it('turned on as KTV: rates and minimum spend in cents, hours on the days open, ktv first; off: a shop', () => {
    const a = newRoom([], 1, 'ktv');
    const b = {
      ...newRoom([a], 2, 'ktv'),
      rate: 52.5,
      minSpend: 300,
      days: ['fri' as const, 'sat' as const],
      from: '9:00',
    };
    expect(a.id).not.toBe(b.id);
    const v = { ...toRoomsSetup(shop), on: true, family: 'ktv' as const, rooms: [a, b] };
    const s = fromRoomsSetup(v, shop);
    expect(s.settings.serviceTypes).toEqual(['ktv', 'shop']);
    const m = s.resources.rooms!;
    expect(m.family).toBe('ktv');
    expect(m.rooms.map((r) => [r.centsPerHour, r.minSpendCents, r.bands[0].centsPerHour])).toEqual([
      [6000, 0, 9000],
      [5250, 30000, 9000],
    ]);
    expect(m.rooms[1].hours).toEqual({ fri: [['09:00', '24:00']], sat: [['09:00', '24:00']] });
    expect(roomsSetupIssues(v, shop)).toEqual([]);
    expect(toRoomsSetup(s)).toMatchObject({
      on: true,
      family: 'ktv',
      rooms: [{ id: a.id }, { days: ['fri', 'sat'], minSpend: 300 }],
    });
    expect(readResources(JSON.parse(JSON.stringify(s.resources))).rooms).toEqual(m);
    const off = fromRoomsSetup({ ...v, on: false }, s);
    expect(off.settings.serviceTypes).toEqual(['shop']);
    expect(off.resources.rooms).toBeNull();
  });

  it('overlapping bands, fewest hours above the most, no open day and too many people are named', () => {
    const r = newRoom([], 1, 'partyroom');
    const bands = [...r.bands, { from: '20:00', to: '24:00', rate: 70 }];
    expect(newRoomBand(r)).toEqual({ from: '10:00', to: '18:00', rate: 60 });
    const bad = { ...r, capacity: 500, minHours: 5, maxHours: 3, days: [], bands };
    const v = { ...toRoomsSetup(shop), on: true, rooms: [bad] };
    expect(roomsSetupIssues(v, shop).map((i) => [i.path, i.code])).toEqual([
      ['rooms.rooms.0.capacity', 'roomCapacity'],
      ['rooms.rooms.0.minHours', 'roomHoursRange'],
      ['rooms.rooms.0.bands', 'roomBand'],
      ['rooms.rooms.0.hours', 'roomNoDays'],
    ]);
  });
});
