// Fixtures of the booking component tests: a massage venue's catalogue and a booking as the API decodes them.
import type { Booking, Catalog } from '../../src/features/bookings/api';

export const CATALOG: Catalog = {
  family: 'massage',
  timeZone: 'Australia/Brisbane',
  policy: {
    tableMinutes: 90,
    depositPerPerson: 1000,
    depositPerBooking: 0,
    depositPercent: 30,
    freeCancelHours: 12,
    lateFeePercent: 50,
  },
  entities: [
    { entityId: 'mia', kind: 'therapist', name1: 'Mia', name2: '米娅', capacity: 1, services: ['relax-60'] },
    { entityId: 'room-a', kind: 'partyroom', name1: 'Room A', name2: 'A房', capacity: 10, services: ['room-small'] },
  ],
  services: [
    {
      pluId: 'relax-60',
      name1: 'Relaxation massage, 60 min',
      name2: '放松按摩',
      priceCents: 9000,
      duration: 60,
      graceTime: 10,
      minHours: 1,
      maxHours: 1,
      byHour: false,
      bands: [],
    },
    {
      pluId: 'room-small',
      name1: 'Small room',
      name2: '小包间',
      priceCents: 6000,
      duration: 60,
      graceTime: 10,
      minHours: 2,
      maxHours: 6,
      byHour: true,
      bands: [{ from: '18:00', to: '24:00', centsPerHour: 9000 }],
    },
  ],
};

/** 2030-01-16 10:00 in Brisbane. */
export const START = Date.parse('2030-01-16T10:00:00+10:00');

export const BOOKING = (over: Partial<Booking> = {}): Booking => ({
  bookingId: 'bk_1',
  bookingNo: 'B1001',
  family: 'massage',
  status: 'confirmed',
  resourceId: 'mia',
  resourceName1: 'Mia',
  resourceName2: '米娅',
  pluId: 'relax-60',
  serviceName1: 'Relaxation massage, 60 min',
  serviceName2: '放松按摩',
  people: 1,
  startsAt: START,
  endsAt: START + 3_600_000,
  timeZone: 'Australia/Brisbane',
  date: '2030-01-16',
  time: '10:00',
  endTime: '11:00',
  priceCents: 9000,
  payCents: 2700,
  paidCents: 2700,
  transactionId: 'bt_1',
  payBy: null,
  feeCents: 0,
  refundCents: 0,
  billCents: 0,
  cancel: { feeCents: 0, refundCents: 2700, free: true, freeUntil: START - 12 * 3_600_000 },
  policy: { freeHours: 12, lateFeePercent: 50 },
  bill: [],
  ...over,
});
