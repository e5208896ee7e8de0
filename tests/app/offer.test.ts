// The decision table of docs/features.md "Which venue offers which screens": every row, run through the
// shipped family manifests (their `requires`), the settings normaliser and the licence rules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FamilyManifest } from '../../src/engine/contract';
import { resolveFamilies } from '../../src/engine/manifest/resolve';
import { routeOffered } from '../../src/engine/runtime/guards';
import { defaultSettings, normaliseSettings } from '../../src/domain/settings';
import { normaliseLicence, orderingEnabled } from '../../src/domain/licence';
import { settingsForLicence } from '../../src/domain/venueOffer';
import { offeredFamilies, plainLinkTarget, plainShop, venueHomePath } from '../../src/app/offer';

const dir = join(__dirname, '../../screens/families');
const docs = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as FamilyManifest);
const { families, issues } = resolveFamilies(docs);

/** The venue as the app holds it after /api/spot/config (settings normalised, licence rules applied). */
function venueOf(rawSettings: Record<string, unknown>, rawLicence: Record<string, unknown> = {}) {
  const licence = normaliseLicence({ status: 1, licenses: '11111', addWallet: 1, ...rawLicence }) as unknown as Record<
    string,
    unknown
  >;
  const settings = settingsForLicence(
    normaliseSettings(rawSettings),
    defaultSettings(),
    orderingEnabled(licence as never),
  );
  return { licence, settings };
}
const ALWAYS = ['callback', 'pay'];
const offered = (s: Record<string, unknown>, l?: Record<string, unknown>) => {
  const v = venueOf(s, l);
  return offeredFamilies(families, v.licence, v.settings)
    .map((f) => f.id)
    .filter((id) => !ALWAYS.includes(id))
    .sort();
};
const home = (s: Record<string, unknown>, l?: Record<string, unknown>) => {
  const v = venueOf(s, l);
  return venueHomePath(families, 'x', v.licence, v.settings);
};

type Row = [
  name: string,
  settings: Record<string, unknown>,
  licence: Record<string, unknown>,
  families: string[],
  home: string,
];
const SHOP = ['account', 'app', 'merchant', 'mobile', 'shop'];
// One row per line of the decision table in docs/features.md.
const ROWS: Row[] = [
  ['1 shop, online', { serviceTypes: 'shop' }, {}, SHOP, '/shop/x/home'],
  ['2 no service types (= shop)', {}, {}, SHOP, '/shop/x/home'],
  [
    '3 shop, table service (spot type 2)',
    { serviceTypes: ['shop'], spotType: 2 },
    {},
    [...SHOP, 'self'].sort(),
    '/shop/x/home',
  ],
  [
    '4 shop + reservation, table service (demo-cafe)',
    { serviceTypes: ['shop', 'reservation'], spotType: 2 },
    {},
    [...SHOP, 'reservation', 'self'].sort(),
    '/shop/x/home',
  ],
  [
    '5 shop + reservation, licence without reservation',
    { serviceTypes: 'shop,reservation' },
    { licenses: '11110' },
    SHOP,
    '/shop/x/home',
  ],
  ['6 kiosk mode (demo-kiosk)', { serviceTypes: ['shop'], kioskMode: 1 }, {}, ['merchant', 'self'], '/self/x/kiosk'],
  ['7 usage "kiosk" without kioskMode', { usage: 'kiosk' }, {}, ['merchant', 'self'], '/self/x/kiosk'],
  ['8 kioskMode 0 wins over usage "kiosk"', { usage: 'kiosk', kioskMode: 0 }, {}, SHOP, '/shop/x/home'],
  ['9 cashier mode', { serviceTypes: ['shop'], cashierMode: 1 }, {}, ['merchant'], '/merchant/x/home'],
  [
    '10 cashier mode, table service',
    { serviceTypes: ['shop'], cashierMode: 1, spotType: 2 },
    {},
    ['merchant', 'self'],
    '/merchant/x/home',
  ],
  [
    '11 reservation',
    { serviceTypes: ['reservation'] },
    {},
    ['account', 'reservation'],
    '/reservation/x/ticket/all/home',
  ],
  [
    '12 massage (demo-massage)',
    { serviceTypes: ['massage'] },
    {},
    ['account', 'massage'],
    '/massage/x/ticket/all/home',
  ],
  [
    '13 massage, licence without reservation',
    { serviceTypes: ['massage'] },
    { licenses: '1111' },
    ['account'],
    '/account/x/home',
  ],
  [
    '14 party room (demo-partyroom)',
    { serviceTypes: ['partyroom'] },
    {},
    ['account', 'partyroom'],
    '/partyroom/x/ticket/all/home',
  ],
  ['15 KTV (demo-ktv)', { serviceTypes: ['ktv'] }, {}, ['account', 'ktv'], '/ktv/x/ticket/all/home'],
  [
    '16 parking tickets (demo-parking)',
    { serviceTypes: ['ticket'], ticketType: 'parking' },
    {},
    ['account', 'ticket'],
    '/ticket/x/code/all/home',
  ],
  [
    '17 date-range passes (demo-passes)',
    { serviceTypes: ['ticket'], ticketType: 'daterange' },
    {},
    ['account', 'company'],
    '/company/x/home',
  ],
  [
    '18 shop + massage: first service type is the plain link',
    { serviceTypes: ['massage', 'shop'] },
    {},
    [...SHOP, 'massage'].sort(),
    '/massage/x/ticket/all/home',
  ],
  ['19 kiosk mode, no shop service', { serviceTypes: ['massage'], kioskMode: 1 }, {}, [], ''],
  [
    '20 licence status 0 resets kiosk mode (spec 4)',
    { serviceTypes: ['shop'], kioskMode: 1 },
    { status: 0 },
    SHOP,
    '/shop/x/home',
  ],
  [
    '21 licence status 0 keeps the service types',
    { serviceTypes: ['massage'] },
    { status: 0 },
    ['account', 'massage'],
    '/massage/x/ticket/all/home',
  ],
];

describe('decision table: configuration -> families', () => {
  it('the shipped families resolve without problems', () => {
    expect(issues.filter((i) => i.severity === 'error')).toEqual([]);
  });
  it.each(ROWS)('%s', (_name, settings, licence, fams, to) => {
    expect(offered(settings, licence)).toEqual(fams);
    expect(home(settings, licence)).toBe(to);
  });
  it('callback and pay (payment landings) exist at every venue', () => {
    for (const [, s, l] of ROWS) {
      const v = venueOf(s, l);
      expect(offeredFamilies(families, v.licence, v.settings).map((f) => f.id)).toEqual(expect.arrayContaining(ALWAYS));
    }
  });
});

describe('decision table: configuration -> routes', () => {
  const route = (family: string, path: string) => {
    const f = families.find((x) => x.id === family)!;
    const r = f.routes.find((x) => x.path === path)!;
    expect(r, `${family}/${path}`).toBeDefined();
    return (s: Record<string, unknown>, l: Record<string, unknown> = {}) => {
      const v = venueOf(s, l);
      return routeOffered(f, r, v.licence, v.settings);
    };
  };
  it.each([
    ['merchant', 'tables', { spotType: 2 }, {}, true],
    ['merchant', 'tables', { spotType: 4 }, {}, false],
    ['mobile', 'addtowallet/voucher', {}, { addWallet: 1 }, true],
    ['mobile', 'addtowallet/voucher', {}, { addWallet: 0 }, false],
    ['shop', 'coupon/:code/collect', { enableCoupon: 1 }, {}, true],
    ['shop', 'coupon/:code/collect', { enableCoupon: 0 }, {}, false],
    ['mobile', 'voucher/:ticket', { enableVoucher: 1 }, {}, true],
    ['mobile', 'voucher/:ticket', {}, {}, false],
    ['shop', 'ticket/:card/checkout', { giftCard: 1 }, {}, true],
    ['shop', 'ticket/:card/checkout', { giftCard: 0 }, {}, false],
    ['self', 'tokenexpired', { spotType: 2 }, {}, true],
    ['shop', 'home', { enableCoupon: 0 }, {}, true],
  ] as const)('%s/%s with %j %j -> %s', (family, path, s, l, want) => {
    expect(route(family, path)({ serviceTypes: ['shop'], ...s }, l)).toBe(want);
  });
});

describe('plain links', () => {
  const cafe = venueOf({ serviceTypes: ['shop', 'reservation'], spotType: 2 });
  const kiosk = venueOf({ serviceTypes: ['shop'], kioskMode: 1 });
  const homeOf = (v: typeof cafe) => venueHomePath(families, 'demo-cafe', v.licence, v.settings);
  it('/{shop} names a venue unless its segment is a family or a general route', () => {
    expect(plainShop('/demo-cafe', families)).toBe('demo-cafe');
    expect(plainShop('/demo%2Dcafe', families)).toBe('demo-cafe');
    for (const p of ['/404', '/403', '/category', '/aboutus', '/auth-redirect', '/shop', '/', '/shop/demo-cafe'])
      expect(plainShop(p, families), p).toBe('');
  });
  it.each([
    ['/demo-cafe', '', 'online', '/shop/demo-cafe/home'],
    ['/demo-cafe', '', 'kiosk', '/self/demo-cafe/kiosk'],
    ['/shop/demo-cafe', 'shop', 'online', null],
    ['/shop/demo-cafe', 'shop', 'kiosk', '/self/demo-cafe/kiosk'],
    ['/massage/demo-cafe', 'massage', 'online', '/shop/demo-cafe/home'],
    ['/self/demo-cafe', 'self', 'kiosk', null],
    ['/shop/demo-cafe/home', 'shop', 'kiosk', null],
  ] as const)('%s (%s family, %s mode) -> %s', (path, family, mode, want) => {
    const v = mode === 'kiosk' ? kiosk : cafe;
    expect(plainLinkTarget(path, family, families, homeOf(v), v.licence, v.settings)).toBe(want);
  });
});
