// The access matrix's requests: for every call of the reference server, what each kind of test caller
// sends. Who may call it and the answer each caller must get are in the call's contract
// (schemas/calls/*.json, x-call.access); `access-matrix.test.ts` drives every row against the server with
// those answers, and docs/access-matrix.md is generated from the contracts (scripts/gen-access-matrix.mjs).
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

/** A row's request: who may call it, the answer each caller gets, the rule in words and whether the answer
 * is the owner's private data are in the call's contract (schemas/calls/*.json, x-call.access). */
export interface Case {
  method: 'GET' | 'POST';
  path: string;
  req: (fx: Fixtures, role: Role) => Req;
}

import { COUPON_CASES } from './access-matrix/coupons.cases';
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
    req: () => ({ payload: { userName: '0400000001', password: 'Wrong-password-1', ...cafe } }),
  })),
  {
    method: 'POST',
    path: '/api/scan/signIn',
    req: () => ({ payload: { userName: '0400000001', password: 'Wrong-password-1' }, identity: true }),
  },
  {
    method: 'POST',
    path: '/account/loginbysms',
    req: (fx, r) => ({ payload: { mobile: fx.mobileOf(r), code: WRONG_CODE } }),
  },
  ...['/account/getUserIdentifyCode', '/api/sms/getUserIdentifyCode'].map((path): Case => ({
    method: 'POST',
    path,
    req: (fx, r) => ({ payload: { mobile: fx.mobileOf(r), ...cafe } }),
  })),
  {
    method: 'POST',
    path: '/account/checkUserIdentifyCode',
    req: (fx, r) => ({ payload: { mobile: fx.mobileOf(r), code: WRONG_CODE } }),
  },
  {
    method: 'POST',
    path: '/account/chkPhone',
    req: () => ({ payload: { mobile: '0400000001' } }),
  },
  {
    method: 'POST',
    path: '/account/register',
    req: (fx, r) => ({ payload: { mobile: fx.mobileOf(r), code: WRONG_CODE, password: 'New-password-1', ...cafe } }),
  },
  {
    method: 'POST',
    path: '/account/resetPwd',
    req: (fx, r) => ({ payload: { mobile: fx.mobileOf(r), code: WRONG_CODE, password: 'New-password-1' } }),
  },
  {
    method: 'POST',
    path: '/account/changePwd',
    req: () => ({ payload: { oldPwd: 'Wrong-password-1', newPwd: 'New-password-1' }, freshToken: true }),
  },
  {
    method: 'POST',
    path: '/account/update',
    req: () => ({ payload: { firstName: 'Same' } }),
  },
  ...['/account/detail', '/pro/al/user/detail'].map((path): Case => ({
    method: 'POST',
    path,
    req: () => ({ payload: { ...cafe } }),
  })),
  {
    method: 'POST',
    path: '/account/refreshToken',
    req: () => ({ payload: { refreshToken: 'not-a-refresh-token' } }),
  },
  {
    method: 'POST',
    path: '/account/logout',
    req: () => ({ payload: {}, freshToken: true }),
  },
  {
    method: 'POST',
    path: '/pro/acs/card/action',
    req: () => ({ payload: { action: 'WALLET', ...cafe } }),
  },
  ...['/api/account/loadCcUser', '/account/loadCcUser'].map((path): Case => ({
    method: 'POST',
    path,
    req: () => ({ payload: {} }),
  })),
  ...['/api/account/actionCcUser', '/account/actionCcUser'].map((path): Case => ({
    method: 'POST',
    path,
    req: () => ({ payload: { action: 'DELETE', ccId: 1 } }),
  })),

  // ---- venue configuration and catalogue (public) ----
  {
    method: 'POST',
    path: '/api/spot/config',
    req: () => ({ payload: {}, identity: true }),
  },
  {
    method: 'POST',
    path: '/pro/lot/openClose',
    req: () => ({ payload: { ...cafe } }),
  },
  {
    method: 'POST',
    path: '/api/lot/lotOpenClose',
    req: () => ({ payload: {}, identity: true }),
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
    req: () => ({ query: { ...cafe } }),
  })),
  {
    method: 'GET',
    path: '/api/shop/serviceno/v1',
    req: () => ({ query: { shop: 'demo-kiosk' } }),
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
    req: () => ({ payload: { ...cafe } }),
  })),
  {
    method: 'GET',
    path: '/pro/common/download/resource',
    req: () => ({ query: { name: 'banner-cafe.svg' } }),
  },
  {
    method: 'POST',
    path: '/qrcode/gen',
    req: () => ({ payload: { text: 'https://example.com' } }),
  },
  {
    method: 'POST',
    path: '/api/sync/eventInBatch',
    req: () => ({
      payload: { events: [{ name: 'page_view', page: '/home' }] },
      identity: true,
      format: 'b64',
      nest: true,
    }),
  },

  // ---- ordering ----
  ...['/api/pos/feeCalc', '/api/spot/feeCalc'].map((path): Case => ({
    method: 'POST',
    path,
    req: () => ({
      payload: { cart: { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'pickup' } },
      identity: true,
      format: 'b64',
    }),
  })),
  {
    method: 'POST',
    path: '/api/shop/order/add/v2',
    req: () => ({
      payload: { idempotencyKey: 'k-short', cart: { itemList: [] } },
      identity: true,
      format: 'b64',
      nest: true,
    }),
  },
  {
    method: 'POST',
    path: '/api/spot/zeroTxn',
    req: () => ({
      payload: { idempotencyKey: 'k-short', cart: { itemList: [] } },
      identity: true,
      format: 'b64',
      nest: true,
    }),
  },
  {
    method: 'POST',
    path: '/api/device/register',
    req: () => ({ payload: {}, identity: true, format: 'b64' }),
  },
  {
    method: 'POST',
    path: '/pro/pos/cart/action',
    req: (fx) => ({ payload: { transactionId: fx.aliceTxn } }),
  },
  {
    method: 'POST',
    path: '/pro/api/pos/orderTracking',
    req: (fx) => ({ payload: { transactionIds: [fx.aliceTxn] } }),
  },
  {
    method: 'POST',
    path: '/pro/pos/onlinePosOrderRpt',
    req: () => ({ payload: { ...cafe, deviceId: 'dev-1' } }),
  },
  {
    method: 'POST',
    path: '/pro/pos/order/status',
    req: (fx) => ({ payload: { ...cafe, transactionId: fx.aliceTxn, status: 'preparing' } }),
  },
  {
    method: 'POST',
    path: '/api/payments/notify',
    req: (fx) => ({
      payload: {
        transactionId: fx.aliceTxn,
        amountCents: 100,
        result: 'approved',
        providerRef: 'pr_forged',
        signature: '0'.repeat(64),
      },
    }),
  },
  {
    method: 'POST',
    path: '/pro/pos/payOrder',
    req: (fx) => ({
      payload: { ...cafe, transactionId: fx.aliceTxn, payment: 'svc', pin: '000000', idempotencyKey: 'pay-key-123456' },
    }),
  },

  // ---- table service ----
  {
    method: 'POST',
    path: '/api/table/session',
    req: () => ({ payload: { tabNo: '7' }, identity: true, format: 'b64' }),
  },
  {
    method: 'POST',
    path: '/api/table/session/orders',
    req: (fx) => ({ payload: { tabNo: '5', sessionId: fx.sessionId }, identity: true, format: 'b64' }),
  },
  {
    method: 'POST',
    path: '/api/table/sessions',
    req: () => ({ payload: {}, identity: true, format: 'b64' }),
  },
  {
    method: 'POST',
    path: '/api/table/session/close',
    req: (fx) => ({ payload: { sessionId: fx.sessionId }, identity: true, format: 'b64' }),
  },

  // ---- pay-only bills and single payments ----
  {
    method: 'POST',
    path: '/api/shop/order/bill',
    req: (fx) => ({ payload: { transactionId: fx.aliceTxn } }),
  },
  {
    method: 'POST',
    path: '/api/shop/order/pay/start',
    req: (fx) => ({ payload: { transactionId: fx.aliceTxn, payment: 'dps' } }),
  },
  {
    method: 'POST',
    path: '/api/shop/singlepay/start',
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
  },
  {
    method: 'POST',
    path: '/api/shop/order/kitchen/resend',
    req: (fx) => ({ payload: { transactionId: fx.aliceTxn } }),
  },
  {
    method: 'POST',
    path: '/dev/kitchen/offline',
    req: (fx) => ({ payload: { transactionId: fx.aliceTxn } }),
  },
  {
    method: 'POST',
    path: '/api/giftcard/check',
    req: () => ({ payload: { cardNum: '6000100000000001', code: '000000' }, identity: true, format: 'b64' }),
  },
  ...ACCOUNTS_CASES,
  ...TICKET_CASES,
  ...WALLET_CASES,
  ...BOOKING_CASES,
  ...COUPON_CASES,
];
