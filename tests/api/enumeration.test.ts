// Every call path of spec section 7, written out literally from the spec, must have an entry in
// the call table AND an exported function in src/api. The action calls, whose path the spec does
// not give, are listed by their action; docs/wire-format.md must list every path.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/api';
import { CALLS } from '../../src/api/calls';

/** Calls the table holds that spec 7 does not name (each with its reason in src/api/calls.ts), by action or name. */
const NOT_IN_SPEC_CALLS = [
  'WALLET',
  'CHECK',
  'INFO',
  'CART',
  'scanSignIn',
  'accountLogout',
  'orderBill',
  'startBillPayment',
  'singlePayStart',
  'resendToKitchen',
  'tableSession',
  'tableSessionOrders',
  'tableSessions',
  'tableSessionClose',
  'giftCardCheck',
  'deviceRegister',
  'shopCatalogue',
  'ticketsMine',
  'bookingSlots',
  'bookingCreate',
  'myBookings',
  'bookingReschedule',
  'bookingCancel',
  'bookingBill',
  'bookingStaffList',
  'bookingStaffMark',
  'couponLink',
  'couponReceipt',
  'giftCardProducts',
  'giftCardBuy',
  'giftCardPurchase',
  'invitationMine',
  'invitationInfo',
  'invitationAccept',
  'venueConfigUpdate',
  'venueThemeList',
  'venueThemeGet',
  'venueThemeSave',
  'venueThemeDelete',
  'venueThemeDefault',
  'venueThemeImage',
  'venueThemeRename',
  'venueThemeVersions',
  'shopTheme',
  'walletJoin',
  'bookingSettle',
  // The operator console (issue 18): drafts, publish, history, rollback and audit of a venue's configuration.
  'consoleState',
  'consoleDraftSave',
  'consoleDraftDiscard',
  'consolePublish',
  'consoleRollback',
  'consoleHistory',
  'consoleVersion',
  'consoleAudit',
  // The menu in the back office (issue 31): menu draft, import, export, staff's sold-out switch.
  'menuState',
  'menuDraftSave',
  'menuImport',
  'menuExport',
  'menuSoldOut',
  // Venues and their administrators (issue 31, server/routes/venues.ts): platform and venue administrators.
  'venueTemplates',
  'venueCreate',
  'venueList',
  'adminList',
  'adminInvite',
  'adminRemove',
  'adminRevoke',
  // A venue's online payment provider keys (issue 35, server/routes/paymentProviders.ts): its administrators.
  'paymentProviders',
  'paymentProviderSave',
  'paymentProviderRemove',
  // Kiosk operations (issue 19): reports, cash in and out, exit password, call staff.
  'kioskReport',
  'kioskCashMove',
  'kioskExit',
  'kioskCallStaff',
  'kioskStaffCalls',
  'kioskStaffCallAck',
  'kioskStaffEvents',
  // The kiosk's member card check (issue 19, server/routes/kioskMember.ts).
  'kioskMemberCheck',
  // Kiosk enrolment (issue 27, server/routes/kioskDevices.ts).
  'kioskEnrol',
  'kioskEnrolmentCode',
  'kioskDevices',
  'kioskDeviceRevoke',
  'kioskCardStart',
  'kioskCardState',
  'kioskDeviceReader',
];
const NOT_IN_SPEC = new RegExp(`^(${NOT_IN_SPEC_CALLS.join('|')})$`);

const SPEC_PATHS: [method: 'GET' | 'POST', path: string][] = [
  // Account and login
  ['POST', '/account/signIn'],
  ['POST', '/pro/al/user/signIn'],
  ['POST', '/account/loginbysms'],
  ['POST', '/account/register'],
  ['POST', '/account/changePwd'],
  ['POST', '/account/update'],
  ['POST', '/account/chkPhone'],
  ['POST', '/account/resetPwd'],
  ['POST', '/account/getUserIdentifyCode'],
  ['POST', '/account/checkUserIdentifyCode'],
  ['POST', '/api/sms/getUserIdentifyCode'],
  ['POST', '/account/detail'],
  ['POST', '/pro/al/user/detail'],
  ['POST', '/api/account/loadCcUser'],
  ['POST', '/api/account/actionCcUser'],
  ['POST', '/account/loadCcUser'],
  ['POST', '/account/actionCcUser'],
  // Wallet, loyalty and cards
  ['POST', '/pro/sync/valuepass/listFrianchisee'],
  ['POST', '/pro/acs/franchisee/info'],
  ['POST', '/lot/set/getMemberPoints'],
  ['POST', '/api/account/loadUserValuePass'],
  ['POST', '/pro/account/valuePassChgPwd'],
  ['POST', '/pro/account/valuePassDelete'],
  ['POST', '/pro/account/valuePassChgInfo'],
  ['POST', '/pro/report/acsLoyalty/list'],
  ['POST', '/pro/acs/type/listAcsType'],
  ['POST', '/pro/acs/credential/loyalty'],
  ['POST', '/pro/acs/credential/codeExtract'],
  ['POST', '/pro/acs/credential/codeFeedback'],
  ['POST', '/pro/promotion/topup'],
  // Cart, order and payment
  ['POST', '/pro/pos/onlinePosOrderRpt'],
  ['POST', '/pro/pos/payOrder'],
  ['POST', '/api/shop/order/add/v2'],
  ['POST', '/api/svc/order'],
  ['POST', '/api/pos/feeCalc'],
  ['POST', '/api/spot/feeCalc'],
  ['POST', '/api/feeCalc/parking'],
  ['POST', '/api/spot/zeroTxn'],
  ['POST', '/api/parking/bookingTopup'],
  ['POST', '/api/parking/bookingRefund'],
  ['POST', '/api/parking/dpsRefund'],
  ['POST', '/pro/api/pos/orderTracking'],
  // Catalogue, tickets, vouchers and venue info
  ['POST', '/pro/pos/plu/tags/list'],
  ['POST', '/pro/lot/files/list'],
  ['POST', '/pro/lot/info/list'],
  ['POST', '/lotInfo/list'],
  ['POST', '/pro/ticket/loadTicketPool'],
  ['POST', '/pro/ticket/pool/listViewTicketPool'],
  ['POST', '/api/ticket/bookingSummary'],
  ['POST', '/pro/acs/booking/entity'],
  ['POST', '/pro/acs/cfg/getEntities'],
  ['POST', '/pro/report/voucherPool/list'],
  ['POST', '/pro/voucher/collect'],
  ['POST', '/pro/voucher/message'],
  ['POST', '/api/voucher/verify'],
  ['POST', '/pro/acs/timezone/action'],
  ['POST', '/qrcode/gen'],
  ['POST', '/api/sync/eventInBatch'],
  // Configuration and trading hours
  ['POST', '/api/spot/config'],
  ['POST', '/pro/lot/openClose'],
  ['POST', '/api/lot/lotOpenClose'],
  ['GET', '/api/shop/profile'],
  ['GET', '/api/shop/tab/name'],
  ['GET', '/api/shop/payments'],
  ['GET', '/api/shop/languages'],
  ['GET', '/api/shop/serviceno/v1'],
  ['POST', '/pro/sign/playlist/loadPlaylist'],
  ['GET', '/pro/common/download/resource'],
];

/** Calls the spec names without a path: by their action or description. */
const SPEC_ACTIONS = ['WALLET', 'CHECK', 'INFO', 'CART', 'CODEEXTRACT', 'SET'];
const QUIET_IN_SPEC = [
  '/account/detail',
  '/pro/al/user/detail',
  '/pro/promotion/topup',
  '/pro/pos/onlinePosOrderRpt',
  '/pro/api/pos/orderTracking',
  '/pro/report/voucherPool/list',
  '/pro/voucher/collect',
];

const exported = api as unknown as Record<string, unknown>;

describe('every call of spec section 7', () => {
  it.each(SPEC_PATHS)('%s %s has a table entry and an exported function', (method, path) => {
    const entries = CALLS.filter((c) => c.path === path && c.method === method);
    expect(entries.length, `${method} ${path} missing from calls.ts`).toBeGreaterThan(0);
    for (const e of entries)
      expect(typeof exported[e.name], `function ${e.name} not exported from src/api`).toBe('function');
  });

  it('the action calls exist with their actions', () => {
    for (const action of SPEC_ACTIONS) {
      const e = CALLS.find((c) => c.action === action);
      expect(e, action).toBeDefined();
      expect(typeof exported[e!.name]).toBe('function');
    }
  });

  it('every table entry has an exported function, and the table holds no call the spec lacks', () => {
    const specPaths = new Set(SPEC_PATHS.map(([m, p]) => `${m} ${p}`));
    for (const c of CALLS) {
      expect(typeof exported[c.name], c.name).toBe('function');
      if (!specPaths.has(`${c.method} ${c.path}`))
        expect(c.action ?? c.name, `${c.path} is not in spec 7`).toMatch(NOT_IN_SPEC);
    }
    expect(CALLS.length).toBeGreaterThanOrEqual(SPEC_PATHS.length);
  });

  it('quiet, plain and GET flags follow the spec', () => {
    for (const p of QUIET_IN_SPEC) expect(CALLS.find((c) => c.path === p)?.quiet, p).toBe(true);
    expect(CALLS.find((c) => c.name === 'payOrder')?.wire).toBe('plain');
    expect(CALLS.find((c) => c.name === 'qrcodeGenPlain')?.wire).toBe('plain');
    expect(CALLS.find((c) => c.name === 'qrcodeGen')?.quiet).toBe(true);
    expect(CALLS.find((c) => c.name === 'spotConfig')?.wire).toBe('aes');
    for (const c of CALLS.filter((x) => x.path.startsWith('/api/shop/') && x.method === 'GET'))
      expect(c.signed, c.path).toBe(false);
  });

  it('docs/wire-format.md lists every path of the table', () => {
    const doc = readFileSync(new URL('../../docs/wire-format.md', import.meta.url), 'utf8');
    for (const c of CALLS) expect(doc.includes(`\`${c.path}\``), c.path).toBe(true);
  });
});
