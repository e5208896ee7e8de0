// The access matrix: every call of the reference server × every kind of caller, with the answer the
// server must give. `access-matrix.test.ts` drives the whole table against the server and renders it
// into docs/access-matrix.md (the test fails when the document differs from this table).
//
// Callers:
//   anonymous      no token, the web app's identity of demo-cafe where the call takes one
//   customer       Alice (a customer), on her own things
//   otherCustomer  Bob (another customer), on Alice's things where the call names one
//   staff          an administrator of demo-cafe only (the venue the call names)
//   otherAdmin     an administrator of demo-store only, on demo-cafe
//   kiosk          the demo-kiosk device (its signed identity, no token), on demo-cafe's things
//
// Answers: ok (served) · refused (200, a business refusal: nothing written) · login ('api.not.logged'
// or 401) · 403 · 404 · 400. "Capability" rows are calls opened by a transaction or session id that
// only the order's own screens hold (96 random bits); holding it is what allows the call, as the
// spec's shared pay-only links require.

import { ACCOUNTS_CASES } from './access-matrix/accounts.cases';
import type { TestServer } from './helpers';
import { TICKET_CASES, ticketFixtures } from './access-matrix/tickets.cases';
import { WALLET_CASES } from './access-matrix/wallet.cases';
import { WALLET2_CASES } from './access-matrix/wallet2.cases';
import { BOOKING_CASES } from './access-matrix/bookings.cases';
import { CONFIG_CASES } from './access-matrix/config.cases';
import { STUDIO_CASES, studioFixtures } from './access-matrix/studio.cases';
import { KIOSKOPS_CASES } from './access-matrix/kioskops.cases';
import { KIOSK_MEMBER_CASES, kioskFixtures } from './access-matrix/kioskMember.cases';
import { CONSOLE_CASES, PAYMENT_PROVIDER_CASES, consoleFixtures } from './access-matrix/console.cases';
import { MENU_CASES } from './access-matrix/menu.cases';
import { VENUE_CASES } from './access-matrix/venues.cases';

export const ROLES = ['anonymous', 'customer', 'otherCustomer', 'staff', 'otherAdmin', 'kiosk'] as const;
export type Role = (typeof ROLES)[number];
export type Outcome = 'ok' | 'refused' | 'login' | '403' | '404' | '400' | '422';

/** What the test prepared: Alice's order and table session at demo-cafe. */
export interface Fixtures {
  aliceTxn: string;
  sessionId: string;
  mobileOf(role: Role): string;
  /** What the capabilities' own fixture steps prepared (FIXTURE_SETUPS), by name. */
  extra?: Record<string, string>;
}

export interface Req {
  payload?: Record<string, unknown>;
  /** GET query (for GET calls). */
  query?: Record<string, string>;
  /** Send the venue's signed identity group (the app's for demo-cafe; the kiosk's for the kiosk), or this venue's for every caller. */
  identity?: boolean | { shopKey: string; siteId: string };
  format?: 'aes' | 'b64' | 'plain';
  nest?: boolean;
  /** A fresh sign-in for this request (calls that end or change the session). */
  freshToken?: boolean;
}

export interface Case {
  method: 'GET' | 'POST';
  path: string;
  /** What decides access, in words (the document's last column). */
  rule: string;
  req: (fx: Fixtures, role: Role) => Req;
  expect: Record<Role, Outcome>;
  /** Alice's own data: no other caller's answer may contain her user id, mobile, e-mail or order. */
  private?: true;
}

import { COUPON_CASES } from './access-matrix/coupons.cases';

const all = (o: Outcome): Record<Role, Outcome> => ({
  anonymous: o,
  customer: o,
  otherCustomer: o,
  staff: o,
  otherAdmin: o,
  kiosk: o,
});
const signedIn = (o: Outcome): Record<Role, Outcome> => ({
  anonymous: 'login',
  customer: o,
  otherCustomer: o,
  staff: o,
  otherAdmin: o,
  kiosk: 'login',
});
const adminOnly: Record<Role, Outcome> = {
  anonymous: 'login',
  customer: '403',
  otherCustomer: '403',
  staff: 'ok',
  otherAdmin: '403',
  kiosk: 'login',
};
const cafe = { shop: 'demo-cafe' };
const WRONG_CODE = '0000';

/** Steps that prepare a capability's own fixtures (after the shared ones), merged into `Fixtures.extra`. */
export const FIXTURE_SETUPS: ((
  s: TestServer,
  tokens: Partial<Record<Role, string>>,
) => Promise<Record<string, string>>)[] = [ticketFixtures, studioFixtures, consoleFixtures, kioskFixtures];

export const CASES: Case[] = [
  ...CONFIG_CASES,
  ...STUDIO_CASES,
  ...WALLET2_CASES,
  ...KIOSKOPS_CASES,
  ...KIOSK_MEMBER_CASES,
  ...CONSOLE_CASES,
  ...PAYMENT_PROVIDER_CASES,
  ...MENU_CASES,
  ...VENUE_CASES,
  // ---- accounts ----
  ...['/account/signIn', '/pro/al/user/signIn'].map((path): Case => ({
    method: 'POST',
    path,
    rule: 'anyone; a wrong password is refused',
    req: () => ({ payload: { userName: '0400000001', password: 'Wrong-password-1', ...cafe } }),
    expect: all('refused'),
  })),
  {
    method: 'POST',
    path: '/api/scan/signIn',
    rule: "anyone with the venue's signed identity; a wrong password is refused",
    req: () => ({ payload: { userName: '0400000001', password: 'Wrong-password-1' }, identity: true }),
    expect: all('refused'),
  },
  {
    method: 'POST',
    path: '/account/loginbysms',
    rule: 'anyone; a wrong code is refused',
    req: (fx, r) => ({ payload: { mobile: fx.mobileOf(r), code: WRONG_CODE } }),
    expect: all('refused'),
  },
  ...['/account/getUserIdentifyCode', '/api/sms/getUserIdentifyCode'].map((path): Case => ({
    method: 'POST',
    path,
    rule: 'anyone; the code goes to the mobile only',
    req: (fx, r) => ({ payload: { mobile: fx.mobileOf(r), ...cafe } }),
    expect: all('ok'),
  })),
  {
    method: 'POST',
    path: '/account/checkUserIdentifyCode',
    rule: 'anyone; a wrong code is refused',
    req: (fx, r) => ({ payload: { mobile: fx.mobileOf(r), code: WRONG_CODE } }),
    expect: all('refused'),
  },
  {
    method: 'POST',
    path: '/account/chkPhone',
    rule: 'anyone; says only whether the mobile can sign up',
    req: () => ({ payload: { mobile: '0400000001' } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/account/register',
    rule: 'anyone with the SMS code of the mobile',
    req: (fx, r) => ({ payload: { mobile: fx.mobileOf(r), code: WRONG_CODE, password: 'New-password-1', ...cafe } }),
    expect: all('refused'),
  },
  {
    method: 'POST',
    path: '/account/resetPwd',
    rule: 'anyone with the SMS code of the mobile',
    req: (fx, r) => ({ payload: { mobile: fx.mobileOf(r), code: WRONG_CODE, password: 'New-password-1' } }),
    expect: all('refused'),
  },
  {
    method: 'POST',
    path: '/account/changePwd',
    rule: 'the signed-in user, for their own account, with the old password',
    req: () => ({ payload: { oldPwd: 'Wrong-password-1', newPwd: 'New-password-1' }, freshToken: true }),
    expect: signedIn('refused'),
  },
  {
    method: 'POST',
    path: '/account/update',
    rule: 'the signed-in user, their own profile',
    req: () => ({ payload: { firstName: 'Same' } }),
    expect: signedIn('ok'),
    private: true,
  },
  ...['/account/detail', '/pro/al/user/detail'].map((path): Case => ({
    method: 'POST',
    path,
    rule: 'the signed-in user, their own details',
    req: () => ({ payload: { ...cafe } }),
    expect: signedIn('ok'),
    private: true,
  })),
  {
    method: 'POST',
    path: '/account/refreshToken',
    rule: 'the holder of a refresh token',
    req: () => ({ payload: { refreshToken: 'not-a-refresh-token' } }),
    expect: all('refused'),
  },
  {
    method: 'POST',
    path: '/account/logout',
    rule: 'the signed-in user, their own session',
    req: () => ({ payload: {}, freshToken: true }),
    expect: signedIn('ok'),
  },
  {
    method: 'POST',
    path: '/pro/acs/card/action',
    rule: 'the signed-in user, their own member cards',
    req: () => ({ payload: { action: 'WALLET', ...cafe } }),
    expect: signedIn('ok'),
    private: true,
  },
  ...['/api/account/loadCcUser', '/account/loadCcUser'].map((path): Case => ({
    method: 'POST',
    path,
    rule: 'the signed-in user, their own saved cards',
    req: () => ({ payload: {} }),
    expect: signedIn('ok'),
    private: true,
  })),
  ...['/api/account/actionCcUser', '/account/actionCcUser'].map((path): Case => ({
    method: 'POST',
    path,
    rule: "the signed-in user, their own saved cards (another's id is refused)",
    req: () => ({ payload: { action: 'DELETE', ccId: 1 } }),
    expect: signedIn('refused'),
  })),

  // ---- venue configuration and catalogue (public) ----
  {
    method: 'POST',
    path: '/api/spot/config',
    rule: "anyone with the venue's signed identity",
    req: () => ({ payload: {}, identity: true }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/pro/lot/openClose',
    rule: 'anyone',
    req: () => ({ payload: { ...cafe } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/api/lot/lotOpenClose',
    rule: "anyone with the venue's signed identity",
    req: () => ({ payload: {}, identity: true }),
    expect: all('ok'),
  },
  ...[
    '/api/shop/profile',
    '/api/shop/payments',
    '/api/shop/languages',
    '/api/shop/tab/name',
    '/api/shop/catalogue',
  ].map((path): Case => ({
    method: 'GET',
    path,
    rule: 'anyone',
    req: () => ({ query: { ...cafe } }),
    expect: all('ok'),
  })),
  {
    method: 'GET',
    path: '/api/shop/serviceno/v1',
    rule: "an enrolled kiosk of the venue only (the venue's counter advances), limited per kiosk",
    req: () => ({ query: { shop: 'demo-kiosk' } }),
    expect: { ...all('login'), kiosk: 'ok' },
  },
  ...[
    '/pro/pos/plu/list',
    '/pro/pos/plu/tags/list',
    '/pro/lot/files/list',
    '/pro/lot/info/list',
    '/lotInfo/list',
    '/pro/sign/playlist/loadPlaylist',
  ].map((path): Case => ({
    method: 'POST',
    path,
    rule: 'anyone',
    req: () => ({ payload: { ...cafe } }),
    expect: all('ok'),
  })),
  {
    method: 'GET',
    path: '/pro/common/download/resource',
    rule: 'anyone (public venue files by name)',
    req: () => ({ query: { name: 'banner-cafe.svg' } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/qrcode/gen',
    rule: 'anyone',
    req: () => ({ payload: { text: 'https://example.com' } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/api/sync/eventInBatch',
    rule: "anyone with the venue's signed identity",
    req: () => ({
      payload: { events: [{ name: 'page_view', page: '/home' }] },
      identity: true,
      format: 'b64',
      nest: true,
    }),
    expect: all('ok'),
  },

  // ---- ordering ----
  ...['/api/pos/feeCalc', '/api/spot/feeCalc'].map((path): Case => ({
    method: 'POST',
    path,
    rule: "anyone with the venue's signed identity (prices come from the server); the kiosk's own venue does not sell demo-cafe's item",
    req: () => ({
      payload: { cart: { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'pickup' } },
      identity: true,
      format: 'b64',
    }),
    expect: { ...all('ok'), kiosk: '422' },
  })),
  {
    method: 'POST',
    path: '/api/shop/order/add/v2',
    rule: "anyone with the venue's signed identity; the order is the caller's (user or device)",
    req: () => ({
      payload: { idempotencyKey: 'k-short', cart: { itemList: [] } },
      identity: true,
      format: 'b64',
      nest: true,
    }),
    expect: all('400'),
  },
  {
    method: 'POST',
    path: '/api/spot/zeroTxn',
    rule: "anyone with the venue's signed identity; only a zero total",
    req: () => ({
      payload: { idempotencyKey: 'k-short', cart: { itemList: [] } },
      identity: true,
      format: 'b64',
      nest: true,
    }),
    expect: all('400'),
  },
  {
    method: 'POST',
    path: '/api/device/register',
    rule: "anyone with the venue's signed identity (a new device id and its secret; limited per address)",
    req: () => ({ payload: {}, identity: true, format: 'b64' }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/pro/pos/cart/action',
    rule: "capability: the transaction id; another venue's identity finds nothing",
    req: (fx) => ({ payload: { transactionId: fx.aliceTxn } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/pro/api/pos/orderTracking',
    rule: 'capability: the transaction ids',
    req: (fx) => ({ payload: { transactionIds: [fx.aliceTxn] } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/pro/pos/onlinePosOrderRpt',
    rule: "the signed-in user, their own orders only (a device's guest orders join only with its secret)",
    req: () => ({ payload: { ...cafe, deviceId: 'dev-1' } }),
    expect: signedIn('ok'),
    private: true,
  },
  {
    method: 'POST',
    path: '/pro/pos/order/status',
    rule: "an administrator of the order's venue",
    req: (fx) => ({ payload: { ...cafe, transactionId: fx.aliceTxn, status: 'preparing' } }),
    expect: adminOnly,
  },
  {
    method: 'POST',
    path: '/api/payments/notify',
    rule: 'the payment provider: a valid signature of the notification',
    req: (fx) => ({
      payload: {
        transactionId: fx.aliceTxn,
        amountCents: 100,
        result: 'approved',
        providerRef: 'pr_forged',
        signature: '0'.repeat(64),
      },
    }),
    expect: all('400'),
  },
  {
    method: 'POST',
    path: '/pro/pos/payOrder',
    rule: 'the signed-in owner of the order and its stored-value card, with the PIN',
    req: (fx) => ({
      payload: { ...cafe, transactionId: fx.aliceTxn, payment: 'svc', pin: '000000', idempotencyKey: 'pay-key-123456' },
    }),
    expect: {
      anonymous: 'login',
      customer: 'refused',
      otherCustomer: '403',
      staff: '403',
      otherAdmin: '403',
      kiosk: 'login',
    },
  },

  // ---- table service ----
  {
    method: 'POST',
    path: '/api/table/session',
    rule: "anyone at the table (its QR), with the venue's signed identity; a venue without table service refuses",
    req: () => ({ payload: { tabNo: '7' }, identity: true, format: 'b64' }),
    expect: { ...all('ok'), kiosk: 'refused' },
  },
  {
    method: 'POST',
    path: '/api/table/session/orders',
    rule: 'capability: the table session id, at its own venue only',
    req: (fx) => ({ payload: { tabNo: '5', sessionId: fx.sessionId }, identity: true, format: 'b64' }),
    expect: { ...all('ok'), kiosk: 'refused' },
  },
  {
    method: 'POST',
    path: '/api/table/sessions',
    rule: 'an administrator (staff) of this venue',
    req: () => ({ payload: {}, identity: true, format: 'b64' }),
    expect: adminOnly,
  },
  {
    method: 'POST',
    path: '/api/table/session/close',
    rule: 'an administrator (staff) of this venue',
    req: (fx) => ({ payload: { sessionId: fx.sessionId }, identity: true, format: 'b64' }),
    expect: adminOnly,
  },

  // ---- pay-only bills and single payments ----
  {
    method: 'POST',
    path: '/api/shop/order/bill',
    rule: 'capability: the transaction id (the bill link staff send)',
    req: (fx) => ({ payload: { transactionId: fx.aliceTxn } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/api/shop/order/pay/start',
    rule: 'capability: the transaction id; only an unpaid order of an online method',
    req: (fx) => ({ payload: { transactionId: fx.aliceTxn, payment: 'dps' } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/api/shop/singlepay/start',
    rule: "anyone with the venue's signed identity; the amount is paid to the venue",
    req: (fx, r) => ({
      payload: {
        idempotencyKey: `single-${r}-0001`,
        action: 'topup',
        requiredBy: 'customer',
        amountCents: 500,
        payment: 'dps',
      },
      identity: true,
      format: 'b64',
    }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/api/shop/order/kitchen/resend',
    rule: 'capability: the transaction id; sending again an order already sent changes nothing',
    req: (fx) => ({ payload: { transactionId: fx.aliceTxn } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/dev/kitchen/offline',
    rule: 'demo mode only (never registered in production)',
    req: (fx) => ({ payload: { transactionId: fx.aliceTxn } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/api/giftcard/check',
    rule: "anyone with the venue's signed identity and the card's code",
    req: () => ({ payload: { cardNum: '6000100000000001', code: '000000' }, identity: true, format: 'b64' }),
    expect: all('refused'),
  },
  ...ACCOUNTS_CASES,
  ...TICKET_CASES,
  ...WALLET_CASES,
  ...BOOKING_CASES,
  ...COUPON_CASES,
];
