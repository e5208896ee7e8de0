// Every path of spec section 2, written out literally with sample parameters, resolves through the
// shipped family manifests (the router's matchRoutes over the resolved routes) to its screen.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { FamilyManifest, ResolvedRoute } from '../../../src/engine/contract';
import { resolveFamilies } from '../../../src/engine/manifest/resolve';

const dir = join(__dirname, '../../../screens/families');
const docs = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as FamilyManifest);
const { families, issues } = resolveFamilies(docs);
const all: ResolvedRoute[] = families.flatMap((f) => f.routes);
const routes: RouteObject[] = all.map((r, i) => ({ id: String(i), path: r.fullPath }));

function resolve(url: string): ResolvedRoute | undefined {
  const m = matchRoutes(routes, url);
  if (!m) return undefined;
  return all[Number(m[m.length - 1].route.id)];
}

type Row = [url: string, screen: string, extra?: Partial<ResolvedRoute>];
const S = 'demo-cafe';

/** The shop set (spec 2, shop family), for a prefix. */
const shopSet = (p: string): Row[] => [
  [`${p}/login`, 'login'],
  [`${p}/signup`, 'signup'],
  [`${p}/user/profile`, 'user-profile', { roles: ['user'] }],
  [`${p}/forgotpassword`, 'forgot-password'],
  [`${p}/page/12`, 'info-page'],
  [`${p}/terms`, 'terms'],
  [`${p}/privacy`, 'privacy'],
  [`${p}/lastorder`, 'last-order'],
  [`${p}/aboutus`, 'about-us'],
  [`${p}/contactus`, 'contact-us'],
  [`${p}/category`, 'category-list'],
  [`${p}/category/12`, 'category'],
  [`${p}/sub/7`, 'sub-category'],
  [`${p}/cartitem/3`, 'cart-item'],
  [`${p}/product/42`, 'product'],
  [`${p}/cart`, 'cart'],
  [`${p}/checkout`, 'checkout'],
  [`${p}/coupon/SAVE10/collect`, 'coupon', { props: { variant: 'collect' } }],
  [`${p}/coupon/SAVE10/token/tk1/get`, 'coupon', { props: { variant: 'token' } }],
  [`${p}/coupon/T100`, 'coupon', { props: { variant: 'view' } }],
  [`${p}/voucher/T200`, 'voucher'],
  [`${p}/voucher/V1/collect`, 'voucher-collect', { props: { variant: 'collect' } }],
  [`${p}/voucher/V1/token/tk2/get`, 'voucher-collect', { props: { variant: 'token' } }],
  [`${p}/ticket/C9/checkout`, 'gift-card-checkout'],
  [`${p}/ticket/C9/T77/N5/callback`, 'gift-card-callback'],
  [`${p}/ticket/C9/T77/receipt`, 'gift-card-receipt'],
  [`${p}/ticket/C9/T77/code/X1/receipt`, 'coupon-receipt'],
  [`${p}/pay`, 'pay'],
  [`${p}/pay/T1/shop`, 'pay', { props: { variant: 'request' } }],
  [`${p}/pay/T1/shop/table/5`, 'pay', { props: { variant: 'table' } }],
  [`${p}/singlepay/T1/request/topup/by/user`, 'single-pay', { props: { variant: 'request' } }],
  [`${p}/singlepay/topup/by/user`, 'single-pay', { props: { variant: 'direct' } }],
  [`${p}/singlepay/T1/topup/receipt`, 'single-pay-receipt'],
  [`${p}/order`, 'order'],
  [`${p}/orderplaced`, 'order-placed'],
  [`${p}/mycards`, 'my-cards', { roles: ['user'] }],
  [`${p}/mywallet`, 'my-wallet', { roles: ['user'] }],
  [`${p}/myorders`, 'my-orders', { roles: ['user'] }],
  [`${p}/search`, 'search'],
  [`${p}/me`, 'me', { roles: ['user'] }],
  [`${p}/home`, 'home'],
];
const singlePay = (p: string, layout?: string): Row[] => [
  [`${p}/singlepay/T1/request/topup/by/user`, 'single-pay', layout ? { layout } : {}],
  [`${p}/singlepay/topup/by/user`, 'single-pay', layout ? { layout } : {}],
  [`${p}/singlepay/T1/topup/receipt`, 'single-pay-receipt', layout ? { layout } : {}],
];
const reservationSet = (p: string, family: string, checkout: string, home: string): Row[] => [
  [`${p}/login`, 'login'],
  [`${p}/me`, 'me', { roles: ['user'] }],
  [`${p}/signup`, 'signup'],
  [`${p}/user/profile`, 'user-profile'],
  [`${p}/forgotpassword`, 'forgot-password'],
  [`${p}/checkout`, checkout],
  [`${p}/coupon/SAVE10/collect`, 'coupon'],
  [`${p}/coupon/SAVE10/token/tk1/get`, 'coupon'],
  [`${p}/coupon/T100`, 'coupon'],
  [`${p}/voucher/T200`, 'voucher'],
  [`${p}/voucher/V1/collect`, 'voucher-collect'],
  [`${p}/voucher/V1/token/tk2/get`, 'voucher-collect'],
  [`${p}/ticket/C9/checkout`, 'gift-card-checkout'],
  [`${p}/ticket/C9/T77/N5/callback`, 'gift-card-callback'],
  [`${p}/ticket/C9/T77/receipt`, 'gift-card-receipt'],
  [`${p}/ticket/C9/T77/code/X1/receipt`, 'coupon-receipt'],
  [`${p}/pay`, 'pay'],
  [`${p}/pay/T1/shop`, 'pay'],
  [`${p}/pay/T1/shop/table/5`, 'pay'],
  ...singlePay(p),
  [`${p}/page/3`, 'info-page'],
  [`${p}/terms`, 'terms'],
  [`${p}/privacy`, 'privacy'],
  [`${p}/order`, 'order'],
  [`${p}/orderplaced`, 'order-placed'],
  [`${p}/mycards`, 'my-cards'],
  [`${p}/mywallet`, 'my-wallet'],
  [`${p}/myorders`, 'my-orders'],
  [home, 'family-home', { props: { family } }],
  // Bookings (issue 17): the result screens, my bookings and the staff's day.
  [`${p}/booking/success`, 'booking-success'],
  [`${p}/booking/cancel/success`, 'booking-cancel-success'],
  [`${p}/mybookings`, 'my-bookings'],
  [`${p}/staff/bookings`, 'staff-bookings'],
];

const table: Record<string, Row[]> = {
  shop: [...shopSet(`/shop/${S}`), [`/shop/${S}/home`, 'home', { layout: 'shop', family: 'shop' }]],
  mobile: [
    ...shopSet(`/mobile/${S}`),
    [`/mobile/${S}/me`, 'me'],
    [`/mobile/${S}/infinitycategory`, 'infinity-category'],
    [`/mobile/${S}/addtowallet/giftCard`, 'add-to-wallet', { props: { variant: 'gift-card' } }],
    [`/mobile/${S}/addtowallet/voucher`, 'add-to-wallet', { props: { variant: 'voucher' } }],
    [`/mobile/${S}/addtowallet/coupon`, 'add-to-wallet', { props: { variant: 'coupon' } }],
  ],
  app: [
    ...shopSet(`/app/${S}`)
      .filter(([u]) => !/\/(mycards|mywallet|myorders|singlepay\/)/.test(u))
      .map(([u, s, x]): Row => [u, s, { ...x, layout: 'app' }]),
    [`/app/${S}/infinitycategory`, 'infinity-category', { layout: 'app' }],
    [`/app/${S}/account/edit/home`, 'edit-account', { layout: 'app' }],
    [`/app/${S}/my/qrcode/home`, 'my-qrcode', { layout: 'app' }],
    [`/app/${S}/info/about/home`, 'venue-info', { layout: 'app' }],
    [`/app/${S}/myorders`, 'my-orders', { layout: 'app-secondary' }],
    [`/app/${S}/mywallet`, 'my-wallet', { layout: 'app-secondary' }],
    ...singlePay(`/app/${S}`, 'app-secondary'),
  ],
  reservation: reservationSet(
    `/reservation/${S}`,
    'reservation',
    'reservation-checkout',
    `/reservation/${S}/ticket/T5/home`,
  ),
  massage: reservationSet(`/massage/${S}`, 'massage', 'massage-checkout', `/massage/${S}/ticket/T5/home`),
  partyroom: [
    ...reservationSet(`/partyroom/${S}`, 'partyroom', 'partyroom-checkout', `/partyroom/${S}/ticket/T5/home`),
    [`/partyroom/${S}/room/B7`, 'room-bill'],
  ],
  ktv: [
    ...reservationSet(`/ktv/${S}`, 'ktv', 'ktv-checkout', `/ktv/${S}/ticket/T5/home`),
    [`/ktv/${S}/room/B7`, 'room-bill'],
  ],
  self: [
    ...shopSet(`/self/${S}`).filter(
      ([u]) => (!u.endsWith('/checkout') || u.includes('/ticket/')) && !u.endsWith('/orderplaced'),
    ),
    [`/self/${S}/tokenexpired`, 'token-expired'],
    [`/self/${S}/infinitycategory`, 'infinity-category'],
    [`/self/${S}/checkout`, 'self-checkout'],
    [`/self/${S}/orderplaced`, 'self-order-placed'],
    // Kiosk operations (issue 19) by their own routes, for staff and for use without the flow runtime.
    [`/self/${S}/kiosk-login`, 'kiosk-login'],
    [`/self/${S}/kiosk-exit`, 'kiosk-exit'],
    [`/self/${S}/kiosk-reports`, 'kiosk-reports'],
    [`/self/${S}/kiosk-callstaff`, 'kiosk-call-staff'],
    [`/self/${S}/kiosk-advert`, 'kiosk-advert'],
    [`/self/${S}/staff/alerts`, 'staff-alerts'],
    [`/self/${S}/kiosk`, 'kiosk-flow', { layout: 'kiosk' }],
  ],
  account: [
    [`/account/${S}/login`, 'login'],
    [`/account/${S}/me`, 'me'],
    [`/account/${S}/home`, 'me', { props: { variant: 'home' } }],
    [`/account/${S}/signup`, 'signup'],
    [`/account/${S}/user/profile`, 'user-profile'],
    [`/account/${S}/forgotpassword`, 'forgot-password'],
    [`/account/${S}/page/4`, 'info-page'],
    [`/account/${S}/terms`, 'terms'],
    [`/account/${S}/privacy`, 'privacy'],
    [`/account/${S}/aboutus`, 'about-us'],
    [`/account/${S}/lastorder`, 'last-order'],
    [`/account/${S}/contactus`, 'contact-us'],
    [`/account/${S}/mycards`, 'my-cards'],
    [`/account/${S}/mywallet`, 'my-wallet'],
    [`/account/${S}/myorders`, 'my-orders'],
    ...singlePay(`/account/${S}`),
  ],
  callback: [
    [`/callback/${S}/payment/201/requirement/r1/txn/T9`, 'payment-result', { props: { variant: 'callback' } }],
    // A wallet top-up returns to the top-up success screen (issue 16).
    [`/callback/${S}/payment/dps/requirement/topup/txn/T9`, 'topup-success'],
  ],
  pay: singlePay(`/pay/${S}`, 'pay'),
  ticket: [
    // The ticket family's home is the parking booking (tickets and passes, issue 17), with its result screens and my tickets.
    ...reservationSet(`/ticket/${S}`, 'ticket', 'ticket-checkout', `/ticket/${S}/code/T5/home`).filter(
      ([u]) => !['/code/T5/home', '/booking/success', '/booking/cancel/success'].some((end) => u.endsWith(end)),
    ),
    [`/ticket/${S}/code/T5/home`, 'ticket-home'],
    [`/ticket/${S}/booking/success`, 'ticket-booking-success'],
    [`/ticket/${S}/booking/topup/success`, 'ticket-topup-success'],
    [`/ticket/${S}/booking/cancel/success`, 'ticket-cancel-success'],
    [`/ticket/${S}/mytickets`, 'my-tickets'],
  ],
  company: [
    [`/company/demo-passes/login`, 'login'],
    [`/company/demo-passes/me`, 'me', { roles: ['user'] }],
    [`/company/demo-passes/signup`, 'signup'],
    [`/company/demo-passes/page/2`, 'info-page'],
    [`/company/demo-passes/terms`, 'terms'],
    [`/company/demo-passes/privacy`, 'privacy'],
    [`/company/demo-passes/pay`, 'pay'],
    [`/company/demo-passes/pay/T1/shop`, 'pay'],
    [`/company/demo-passes/pay/T1/shop/table/5`, 'pay'],
    ...singlePay('/company/demo-passes'),
    [`/company/demo-passes/user/profile`, 'user-profile'],
    [`/company/demo-passes/forgotpassword`, 'forgot-password'],
    [`/company/demo-passes/booking/cancel/success`, 'ticket-cancel-success'],
    [`/company/demo-passes/booking/topup/success`, 'ticket-topup-success'],
    [`/company/demo-passes/site`, 'ticket-list'],
    [`/company/demo-passes/lastorder`, 'last-order'],
    [`/company/demo-passes/daterange/home`, 'date-range'],
    [`/company/demo-passes/home`, 'date-range'],
    [`/company/demo-passes/checkout`, 'ticket-checkout'],
    [`/company/demo-passes/booking/success`, 'ticket-booking-success'],
    [`/company/demo-passes/mytickets`, 'my-tickets'],
    [`/company/demo-passes/mycards`, 'my-cards'],
    [`/company/demo-passes/mywallet`, 'my-wallet'],
    [`/company/demo-passes/merchant/M1/invitation`, 'merchant-invitation'],
    [`/company/demo-passes/member/ABC/invitation`, 'member-invitation'],
    [`/company/demo-passes/invitation/accepted`, 'invitation-accepted'],
    [`/company/demo-passes/voucher/V1/collect`, 'voucher-collect'],
    [`/company/demo-passes/voucher/V1/token/tk/get`, 'voucher-collect'],
    [`/company/demo-passes/coupon/SAVE10/collect`, 'coupon'],
    [`/company/demo-passes/coupon/T100`, 'coupon'],
    [`/company/demo-passes/coupon/SAVE10/token/tk/get`, 'coupon'],
    [`/company/demo-passes/ticket/C9/checkout`, 'gift-card-checkout', { props: { variant: 'checkout' } }],
    [`/company/demo-passes/ticket/C9/T77/N5/callback`, 'gift-card-checkout', { props: { variant: 'callback' } }],
    [`/company/demo-passes/ticket/C9/T77/code/X1/receipt`, 'coupon-receipt'],
    [`/company/demo-passes/ticket/C9/T77/receipt`, 'gift-card-receipt'],
    [`/company/demo-passes/pinpad`, 'pinpad'],
  ],
  merchant: [
    [`/merchant/${S}/home`, 'home', { props: { variant: 'merchant' } }],
    [`/merchant/${S}/cart`, 'cart'],
    [`/merchant/${S}/me`, 'me'],
    [`/merchant/${S}/aboutus`, 'about-us'],
    [`/merchant/${S}/signup`, 'signup'],
    [`/merchant/${S}/login`, 'login', { onEnter: [{ action: 'nav.backButton', enabled: false }] }],
    [`/merchant/${S}/mycards`, 'my-cards'],
    [`/merchant/${S}/mywallet`, 'my-wallet'],
    [`/merchant/${S}/myorders`, 'my-orders'],
    [`/merchant/${S}/tables`, 'table-sessions'],
    [`/merchant/${S}/studio`, 'backoffice-studio'],
    [`/merchant/${S}/alerts`, 'staff-alerts'],
    [`/merchant/${S}/cashier`, 'cashier'],
    [`/merchant/${S}/verify`, 'voucher-verify'],
    [`/merchant/${S}/console`, 'backoffice-console'],
    [`/merchant/${S}/menu`, 'backoffice-menu'],
    [`/merchant/${S}/venues`, 'backoffice-venues'],
    [`/merchant/${S}/soldout`, 'backoffice-soldout'],
    [`/merchant/${S}/product/42`, 'product'],
    [`/merchant/${S}/infinitycategory`, 'infinity-category'],
    [`/merchant/${S}/category`, 'category-list'],
    [`/merchant/${S}/checkout`, 'checkout'],
    [`/merchant/${S}/pay`, 'pay'],
    [`/merchant/${S}/pay/T1/shop`, 'pay'],
    [`/merchant/${S}/pay/T1/shop/table/5`, 'pay'],
    ...singlePay(`/merchant/${S}`),
    [`/merchant/${S}/lastorder`, 'last-order'],
    [`/merchant/${S}/order`, 'order'],
    [`/merchant/${S}/orderplaced`, 'order-placed'],
    [`/merchant/${S}/user/profile`, 'user-profile'],
    [`/merchant/${S}/contactus`, 'contact-us'],
    [`/merchant/${S}/forgotpassword`, 'forgot-password'],
    [`/merchant/${S}/search`, 'search'],
  ],
  general: [
    ['/redirect/a/b', 'redirect'],
    ['/auth-redirect', 'auth-redirect'],
    ['/404', 'not-found'],
    ['/403', 'forbidden'],
    ['/category', 'category-list'],
    ['/aboutus', 'about-us'],
    ['/contactus', 'contact-us'],
    ['/common/commonWallet', 'common-wallet'],
    ['/common/commonOrders', 'common-orders'],
    ['/common/commonTickets', 'common-tickets'],
    ['/common/commonUserProfile', 'common-user-profile'],
    [
      '/common/site/1/payment/201/transaction/T1/terminal/T001/billNo/B1/result',
      'payment-result',
      { props: { variant: 'terminal' } },
    ],
    ['/poster/u/1/2/web', 'poster'],
    ['/receipt/T123', 'receipt'],
    ['/common/toPay', 'to-pay'],
    ['/platform/login', 'platform-login'],
    ['/platform/venues', 'backoffice-venues'],
  ],
};

describe('route table of spec section 2', () => {
  it('resolves the shipped families without errors', () => {
    expect(issues.filter((i) => i.severity === 'error')).toEqual([]);
    expect(families.map((f) => f.id).sort()).toEqual(Object.keys(table).sort());
  });

  for (const [family, rows] of Object.entries(table)) {
    describe(family, () => {
      it.each(rows)('%s -> %s', (url, screen, extra) => {
        const r = resolve(url);
        expect(r, `${url} matched nothing`).toBeDefined();
        expect(r!.family).toBe(family);
        expect(r!.screen).toBe(screen);
        expect(r!.redirect).toBeUndefined();
        for (const [k, v] of Object.entries(extra ?? {}))
          expect((r as unknown as Record<string, unknown>)[k]).toEqual(v);
        if (!extra?.layout) expect(r!.layout).toBe(families.find((f) => f.id === family)!.layout);
      });
    });
  }

  it('gives every family route a row in the table (nothing unlisted)', () => {
    for (const f of families) {
      const covered = new Set(table[f.id].map(([url]) => resolve(url)?.fullPath));
      const missing = f.routes.filter((r) => r.path !== '' && !covered.has(r.fullPath)).map((r) => r.fullPath);
      expect(missing, f.id).toEqual([]);
    }
  });

  it.each([
    ['/shop/demo-cafe', 'home'],
    ['/shop/demo-cafe/', 'home'],
    ['/mobile/demo-cafe', 'home'],
    ['/app/demo-cafe', 'home'],
    ['/self/demo-cafe', 'home'],
    ['/merchant/demo-cafe', 'home'],
    ['/account/demo-cafe', 'home'],
    ['/company/demo-passes', 'home'],
  ])('the empty family path %s redirects to %s', (url, home) => {
    const r = resolve(url);
    expect(r).toBeDefined();
    expect(r!.path).toBe('');
    expect(r!.redirect).toBe(home);
  });

  it.each([
    '/shop/demo-cafe/nope',
    '/shop',
    '/unknown/demo-cafe/home',
    '/shop/demo-cafe/category/1/2',
    '/common/nope',
    '/poster/u/1/2',
    '/callback/demo-cafe/payment/1',
    '/pay/demo-cafe/cart',
    '/app/demo-cafe/mycards',
    '/reservation/demo-cafe/home',
    '/ticket/demo-cafe/ticket/T5/home',
    '/reservation/demo-cafe',
  ])('unknown path %s matches nothing', (url) => {
    expect(resolve(url)).toBeUndefined();
  });

  it('keeps guests able to browse and order', () => {
    for (const path of [
      'home',
      'category',
      'category/:id',
      'product/:id',
      'cart',
      'checkout',
      'login',
      'order',
      'orderplaced',
    ]) {
      const r = families.find((f) => f.id === 'shop')!.routes.find((x) => x.path === path)!;
      expect(r.roles, path).toBeUndefined();
    }
  });
});
