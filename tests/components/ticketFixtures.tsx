// Shared set-up of the ticket component tests: a ticket or company family scope with the shop in the
// path, the tickets texts, a probe that shows where the app navigated, and demo answers.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FamilyContext } from '../../src/engine/runtime/family';
import type { ResolvedFamily } from '../../src/engine/contract';
import { initI18n, loadNamespaces } from '../../src/i18n';
import type { HeldTicket, VenueTickets } from '../../src/features/tickets';
import { FreshCache } from './helpers';

export const TZ = 'Australia/Brisbane';
const HOUR = 3_600_000;

const family = (id: 'ticket' | 'company'): ResolvedFamily => ({
  id,
  prefix: `/${id}/:shop`,
  layout: id,
  home: id === 'ticket' ? 'code/all/home' : 'home',
  loginRoute: 'login',
  routes: [
    {
      path: id === 'ticket' ? 'code/:ticket/home' : 'home',
      screen: 'home',
      family: id,
      fullPath: `/${id}/:shop/home`,
      layout: id,
    },
  ],
});

function Probe() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
}

/** Renders in the ticket (or company) family of demo-parking (demo-passes), at `path`. */
export async function renderTickets(
  ui: ReactElement,
  o: { path?: string; lang?: string; kind?: 'ticket' | 'company' } = {},
) {
  const kind = o.kind ?? 'ticket';
  const shop = kind === 'ticket' ? 'demo-parking' : 'demo-passes';
  await initI18n(o.lang ?? 'en-gb');
  await loadNamespaces(['tickets']);
  return render(
    <FreshCache>
      <MemoryRouter initialEntries={[o.path ?? `/${kind}/${shop}/home`]}>
        <FamilyContext.Provider value={{ family: family(kind), base: `/${kind}/${shop}` }}>
          <Routes>
            <Route
              path="/:fam/:shop/*"
              element={
                <>
                  {ui}
                  <Probe />
                </>
              }
            />
          </Routes>
        </FamilyContext.Provider>
      </MemoryRouter>
    </FreshCache>,
  );
}

/** The Brisbane wall-clock value of a datetime-local input, `hours` from now, on the quarter hour. */
export function localInput(hoursFromNow: number): string {
  const t = Math.ceil((Date.now() + hoursFromNow * HOUR) / (15 * 60_000)) * 15 * 60_000;
  return new Date(t + 10 * HOUR).toISOString().slice(0, 16);
}
export const today = () => new Date(Date.now() + 10 * HOUR).toISOString().slice(0, 10);
export const dayFromToday = (n: number) => new Date(Date.now() + 10 * HOUR + n * 86_400_000).toISOString().slice(0, 10);

export const PARKING_VENUE = (): VenueTickets => ({
  shop: 'demo-parking',
  timeZone: TZ,
  today: today(),
  now: Date.now(),
  tariff: { firstHourCents: 500, perHourCents: 400, dailyMaxCents: 3500, minSpanMinutes: 30, maxStayDays: 30 },
  policy: { freeBeforeMinutes: 60, lateFeePercent: 20 },
  methods: ['dps', 'paypal'],
  pools: [
    {
      poolId: 'pk-standard',
      kind: 'parking',
      name1: 'Casual parking (pre-booked)',
      name2: '临时停车（预订）',
      description1: 'Levels 2–4.',
      description2: '2至4层。',
      priceCents: 0,
      days: 1,
      persons: 1,
      maxPerBooking: 4,
      maxAheadDays: 180,
      capacity: 120,
      day: null,
      remaining: 118,
      soldOut: false,
    },
    {
      poolId: 'pk-ev',
      kind: 'parking',
      name1: 'EV charging bay',
      name2: '电动车充电车位',
      description1: '',
      description2: '',
      priceCents: 0,
      days: 1,
      persons: 1,
      maxPerBooking: 1,
      maxAheadDays: 180,
      capacity: 8,
      day: null,
      remaining: 0,
      soldOut: true,
    },
  ],
});

export const PASSES_VENUE = (): VenueTickets => ({
  shop: 'demo-passes',
  timeZone: TZ,
  today: today(),
  now: Date.now(),
  tariff: null,
  policy: { freeBeforeMinutes: 1440, lateFeePercent: 20 },
  methods: ['dps', 'paypal'],
  pools: [
    {
      poolId: 'ps-day',
      kind: 'daterange',
      name1: 'Day pass',
      name2: '一日通票',
      description1: 'Every ride for one day.',
      description2: '一天畅玩。',
      priceCents: 4500,
      days: 1,
      persons: 1,
      maxPerBooking: 10,
      maxAheadDays: 180,
      capacity: 500,
      day: null,
      remaining: 500,
      soldOut: false,
    },
    {
      poolId: 'ps-3day',
      kind: 'daterange',
      name1: '3-day pass',
      name2: '三日通票',
      description1: 'Three days in a row.',
      description2: '连续三天。',
      priceCents: 11000,
      days: 3,
      persons: 1,
      maxPerBooking: 10,
      maxAheadDays: 180,
      capacity: 300,
      day: null,
      remaining: 12,
      soldOut: false,
    },
    {
      poolId: 'ps-week',
      kind: 'daterange',
      name1: 'Weekly pass',
      name2: '周票',
      description1: '',
      description2: '',
      priceCents: 19900,
      days: 7,
      persons: 1,
      maxPerBooking: 10,
      maxAheadDays: 180,
      capacity: 100,
      day: null,
      remaining: 0,
      soldOut: true,
    },
  ],
});

export const heldParking = (o: Partial<HeldTicket> = {}): HeldTicket => ({
  bookingId: 'tb_1',
  shop: 'demo-parking',
  venueName: 'City Parking',
  poolId: 'pk-standard',
  poolName1: 'Casual parking (pre-booked)',
  poolName2: '临时停车（预订）',
  kind: 'parking',
  quantity: 2,
  entryTime: Date.parse('2030-03-02T09:00:00+10:00'),
  exitTime: Date.parse('2030-03-02T12:00:00+10:00'),
  startDate: null,
  endDate: null,
  startsAt: Date.parse('2030-03-02T09:00:00+10:00'),
  endsAt: Date.parse('2030-03-02T12:00:00+10:00'),
  timeZone: TZ,
  amountCents: 2600,
  refundedCents: 0,
  payment: 'dps',
  transactionId: 'txn_1',
  status: 'paid',
  state: 'upcoming',
  createdAt: 1,
  paidAt: 2,
  codes: ['PK-AAAAAAAAAA', 'PK-BBBBBBBBBB'],
  refund: { refundable: true, refundCents: 2600, feeCents: 0, free: true },
  canExtend: true,
  payUrl: null,
  lastTopup: null,
  ...o,
});

export const heldPass = (o: Partial<HeldTicket> = {}): HeldTicket =>
  heldParking({
    bookingId: 'tb_2',
    shop: 'demo-passes',
    venueName: 'Adventure Park Passes',
    poolId: 'ps-3day',
    poolName1: '3-day pass',
    poolName2: '三日通票',
    kind: 'daterange',
    quantity: 1,
    entryTime: null,
    exitTime: null,
    startDate: '2030-03-02',
    endDate: '2030-03-04',
    amountCents: 11000,
    codes: ['PS-CCCCCCCCCC'],
    canExtend: false,
    refund: { refundable: true, refundCents: 8800, feeCents: 2200, free: false },
    ...o,
  });
