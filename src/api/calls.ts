// Every call of spec section 7, as data. The client builds its typed functions on this table and the
// reference server registers its routes from it, so the two sides can never disagree on a path,
// method or body variant. Plain data only: no imports, no React, no I/O.
//
// Fields:
//   name     the exported client function (src/api/calls/<group>.ts) that makes the call
//   method   POST with a JSON body, or GET (the unsigned shop reads and the resource download)
//   path     the spec's path; where the spec gives none (action calls, the scan-service login) the
//            reference server's choice, listed in docs/wire-format.md
//   group    the spec's heading in section 7
//   base     'shop' = the shop base address; 'pro' = the separate pro base address (spec 6)
//   wire     request body variant, sent in header x-wire-format: aes (encrypted), b64 (envelope), plain
//   identity adds the shop-identity group: id (shop key), shp (site id), device
//   signed   additionally adds tm and sign (implies identity)
//   nest     the payload is wrapped as {paramIn: payload} before encoding
//   quiet    no loading indicator
//   owner    which server capability implements it
//   action   for the action-dispatched calls, the action value the client sends
//   legacy   the variant used when the legacy flag equals 1 / on older servers
// What each call is for is in calls-notes.ts (documentation only, kept out of the browser bundle).

export type CallMethod = 'POST' | 'GET';
export type CallGroup = 'account' | 'wallet' | 'order' | 'catalogue' | 'config';
export type CallBase = 'shop' | 'pro';
export type CallWire = 'aes' | 'b64' | 'plain';
export type CallOwner = 'wire' | 'ordering' | 'accounts' | 'bookings' | 'backoffice';

export interface CallSpec<N extends string = string, P extends string = string> {
  readonly name: N;
  readonly method: CallMethod;
  readonly path: P;
  readonly group: CallGroup;
  readonly base: CallBase;
  readonly wire: CallWire;
  readonly identity: boolean;
  readonly signed: boolean;
  readonly nest: boolean;
  readonly quiet: boolean;
  readonly owner: CallOwner;
  readonly action?: string;
  readonly legacy?: boolean;
}

// Small constructors keep the table one line per call. Defaults: POST, shop base, aes body, no
// identity, not quiet. Each returns a plain object literal.
type Opts = Partial<Omit<CallSpec, 'name' | 'path' | 'group' | 'owner'>>;
function call<N extends string, P extends string>(
  name: N,
  path: P,
  group: CallGroup,
  owner: CallOwner,
  o: Opts = {},
): CallSpec<N, P> {
  const signed = o.signed ?? false;
  return {
    name,
    method: o.method ?? 'POST',
    path,
    group,
    base: o.base ?? (path.startsWith('/pro/') ? 'pro' : 'shop'),
    wire: o.wire ?? 'aes',
    identity: o.identity ?? signed,
    signed,
    nest: o.nest ?? false,
    quiet: o.quiet ?? false,
    owner,
    ...(o.action ? { action: o.action } : {}),
    ...(o.legacy ? { legacy: true } : {}),
  };
}
/** A call of the shop-identity group: signed, base64 envelope. */
const shopSigned = (o: Opts = {}): Opts => ({ wire: 'b64', signed: true, identity: true, ...o });

const TABLE = [
  // ---- Account and login -------------------------------------------------------------------
  call('signIn', '/account/signIn', 'account', 'wire'),
  call('proSignIn', '/pro/al/user/signIn', 'account', 'wire'),
  call('loginBySms', '/account/loginbysms', 'account', 'wire'),
  call('scanSignIn', '/api/scan/signIn', 'account', 'wire', shopSigned()),
  call('register', '/account/register', 'account', 'wire'),
  call('changePwd', '/account/changePwd', 'account', 'wire'),
  call('updateAccount', '/account/update', 'account', 'wire'),
  call('chkPhone', '/account/chkPhone', 'account', 'wire'),
  call('resetPwd', '/account/resetPwd', 'account', 'wire'),
  call('getUserIdentifyCode', '/account/getUserIdentifyCode', 'account', 'wire'),
  call('checkUserIdentifyCode', '/account/checkUserIdentifyCode', 'account', 'wire'),
  call('smsGetUserIdentifyCode', '/api/sms/getUserIdentifyCode', 'account', 'wire'),
  call('accountDetail', '/account/detail', 'account', 'wire', { quiet: true }),
  call('proUserDetail', '/pro/al/user/detail', 'account', 'wire', { quiet: true }),
  call('loadCcUser', '/api/account/loadCcUser', 'account', 'wire'),
  call('actionCcUser', '/api/account/actionCcUser', 'account', 'wire'),
  call('legacyLoadCcUser', '/account/loadCcUser', 'account', 'wire', { legacy: true }),
  call('legacyActionCcUser', '/account/actionCcUser', 'account', 'wire', { legacy: true }),
  call('accountLogout', '/account/logout', 'account', 'wire', { quiet: true }),

  // ---- Wallet, loyalty and cards -----------------------------------------------------------
  call('userWallet', '/pro/acs/card/action', 'wallet', 'accounts', { action: 'WALLET' }),
  call('latestCardValue', '/pro/acs/card/action', 'wallet', 'accounts', { action: 'CHECK' }),
  call('cardInfo', '/pro/acs/card/action', 'wallet', 'accounts', { action: 'INFO' }),
  call('listFranchisee', '/pro/sync/valuepass/listFrianchisee', 'wallet', 'accounts'),
  call('franchiseeInfo', '/pro/acs/franchisee/info', 'wallet', 'accounts'),
  call('getMemberPoints', '/lot/set/getMemberPoints', 'wallet', 'accounts'),
  call('loadUserValuePass', '/api/account/loadUserValuePass', 'wallet', 'accounts'),
  call('valuePassChgPwd', '/pro/account/valuePassChgPwd', 'wallet', 'accounts'),
  call('valuePassDelete', '/pro/account/valuePassDelete', 'wallet', 'accounts'),
  call('valuePassChgInfo', '/pro/account/valuePassChgInfo', 'wallet', 'accounts'),
  call('acsLoyaltyList', '/pro/report/acsLoyalty/list', 'wallet', 'accounts'),
  call('listAcsType', '/pro/acs/type/listAcsType', 'wallet', 'accounts'),
  call('credentialLoyalty', '/pro/acs/credential/loyalty', 'wallet', 'accounts'),
  call('codeExtract', '/pro/acs/credential/codeExtract', 'wallet', 'accounts', { action: 'CODEEXTRACT' }),
  call('codeFeedback', '/pro/acs/credential/codeFeedback', 'wallet', 'accounts'),
  call('promotionTopup', '/pro/promotion/topup', 'wallet', 'accounts', { quiet: true }),
  // Not in spec 7: a new customer joins the venue's membership from the wallet (server/routes/walletJoin.ts).
  call('walletJoin', '/api/wallet/join', 'wallet', 'accounts', { quiet: true }),

  // ---- Cart, order and payment -------------------------------------------------------------
  call('getCart', '/pro/pos/cart/action', 'order', 'ordering', { action: 'CART' }),
  call('onlinePosOrderRpt', '/pro/pos/onlinePosOrderRpt', 'order', 'ordering', { quiet: true }),
  call('payOrder', '/pro/pos/payOrder', 'order', 'ordering', { wire: 'plain' }),
  call('addOrderV2', '/api/shop/order/add/v2', 'order', 'ordering', shopSigned({ nest: true })),
  call('svcOrder', '/api/svc/order', 'order', 'bookings', shopSigned()),
  call('posFeeCalc', '/api/pos/feeCalc', 'order', 'ordering', shopSigned()),
  call('spotFeeCalc', '/api/spot/feeCalc', 'order', 'ordering', shopSigned()),
  call('parkingFeeCalc', '/api/feeCalc/parking', 'order', 'bookings', shopSigned()),
  call('spotZeroTxn', '/api/spot/zeroTxn', 'order', 'bookings', shopSigned()),
  call('parkingBookingTopup', '/api/parking/bookingTopup', 'order', 'bookings', shopSigned()),
  call('parkingBookingRefund', '/api/parking/bookingRefund', 'order', 'bookings', shopSigned()),
  call('parkingDpsRefund', '/api/parking/dpsRefund', 'order', 'bookings', shopSigned()),
  call('orderTracking', '/pro/api/pos/orderTracking', 'order', 'ordering', { quiet: true }),
  // Not in spec 7 (the pay-only screens need them; the spec names no path). Each with its reason:
  // the receipt, bill, poster and uploading-order screens read an order's lines, amounts and kitchen state;
  call('orderBill', '/api/shop/order/bill', 'order', 'ordering', { quiet: true }),
  // pay/{txn}/{requestby} pays an existing unpaid order online (idempotent: one waiting attempt);
  call('startBillPayment', '/api/shop/order/pay/start', 'order', 'ordering'),
  // singlepay/{action}/by/{requiredBy} pays an amount that no cart holds;
  call('singlePayStart', '/api/shop/singlepay/start', 'order', 'ordering', shopSigned()),
  // 'Resend to Kitchen' after sending the order to the kitchen failed (spec 8's message).
  call('resendToKitchen', '/api/shop/order/kitchen/resend', 'order', 'ordering'),
  // table service (a table QR link): open or resume a session, what the table ordered in it, and the
  // staff's list of open sessions and early close;
  call('tableSession', '/api/table/session', 'order', 'ordering', shopSigned({ quiet: true })),
  call('tableSessionOrders', '/api/table/session/orders', 'order', 'ordering', shopSigned({ quiet: true })),
  call('tableSessions', '/api/table/sessions', 'order', 'ordering', shopSigned({ quiet: true })),
  call('tableSessionClose', '/api/table/session/close', 'order', 'ordering', shopSigned({ quiet: true })),
  // a gift card's code checked once at checkout (a signed token is used after).
  call('giftCardCheck', '/api/giftcard/check', 'order', 'ordering', shopSigned({ quiet: true })),
  call('deviceRegister', '/api/device/register', 'order', 'ordering', shopSigned({ quiet: true })),
  // the signed-in customer's tickets with their codes and status (my tickets, the wallet's tickets tab).
  call('ticketsMine', '/api/ticket/mine', 'order', 'bookings', { quiet: true }),
  // bookings (issue 17): the free slots of a service or resource over a date range; a booking made
  // (its deposit or price paid online as an order); the customer's bookings with the cancellation
  // quote; moving and cancelling one; food on a room's bill; the staff's day per resource and marks.
  call('bookingSlots', '/api/booking/slots', 'order', 'bookings', shopSigned({ quiet: true })),
  call('bookingCreate', '/api/booking/create', 'order', 'bookings', shopSigned()),
  call('myBookings', '/api/booking/mine', 'order', 'bookings', shopSigned({ quiet: true })),
  call('bookingReschedule', '/api/booking/reschedule', 'order', 'bookings', shopSigned()),
  call('bookingCancel', '/api/booking/cancel', 'order', 'bookings', shopSigned()),
  call('bookingBill', '/api/booking/bill', 'order', 'bookings', shopSigned({ quiet: true })),
  call('bookingSettle', '/api/booking/settle', 'order', 'bookings', shopSigned()),
  call('bookingStaffList', '/api/booking/staff/list', 'order', 'bookings', shopSigned({ quiet: true })),
  call('bookingStaffMark', '/api/booking/staff/mark', 'order', 'bookings', shopSigned()),

  // ---- Catalogue, tickets, vouchers and venue info -----------------------------------------
  call('pluTagsList', '/pro/pos/plu/tags/list', 'catalogue', 'wire'),
  // Not in spec 7: the whole catalogue of a shop (categories and items) in one cacheable read.
  call('shopCatalogue', '/api/shop/catalogue', 'catalogue', 'wire', { method: 'GET', wire: 'plain', quiet: true }),
  call('lotFilesList', '/pro/lot/files/list', 'catalogue', 'wire'),
  call('proLotInfoList', '/pro/lot/info/list', 'catalogue', 'wire'),
  call('lotInfoList', '/lotInfo/list', 'catalogue', 'wire'),
  call('loadTicketPool', '/pro/ticket/loadTicketPool', 'catalogue', 'bookings'),
  call('listViewTicketPool', '/pro/ticket/pool/listViewTicketPool', 'catalogue', 'bookings'),
  call('bookingSummary', '/api/ticket/bookingSummary', 'catalogue', 'bookings', shopSigned()),
  call('bookingEntity', '/pro/acs/booking/entity', 'catalogue', 'bookings'),
  call('getEntities', '/pro/acs/cfg/getEntities', 'catalogue', 'bookings'),
  call('voucherPoolList', '/pro/report/voucherPool/list', 'catalogue', 'accounts', { quiet: true }),
  call('voucherCollect', '/pro/voucher/collect', 'catalogue', 'accounts', { quiet: true }),
  call('voucherMessage', '/pro/voucher/message', 'catalogue', 'accounts'),
  call('voucherVerify', '/api/voucher/verify', 'catalogue', 'accounts', shopSigned()),
  // Not in spec 7 (coupons, gift cards bought online and invitations, issue 16; the spec names their
  // screens, not their calls). Each with its reason:
  // staff hand out coupon/{code}/token/{token}/get links, signed by the venue so each works once;
  call('couponLink', '/api/coupon/link', 'catalogue', 'accounts'),
  // ticket/{card}/{txn}/code/{code}/receipt shows the order a coupon or voucher was used on;
  call('couponReceipt', '/api/coupon/receipt', 'catalogue', 'accounts', { quiet: true }),
  // ticket/{card}/checkout offers the gift cards the venue sells, then opens the purchase to pay;
  call('giftCardProducts', '/api/giftcard/products', 'catalogue', 'accounts', { quiet: true }),
  call('giftCardBuy', '/api/giftcard/buy', 'catalogue', 'accounts'),
  // the callback and receipt read the buyer's purchase (the card and its code once paid);
  call('giftCardPurchase', '/api/giftcard/purchase', 'catalogue', 'accounts', { quiet: true }),
  // member/{code}/invitation: the member's own code and who joined, who invites, and accepting.
  call('invitationMine', '/api/invitation/mine', 'catalogue', 'accounts', { quiet: true }),
  call('invitationInfo', '/api/invitation/info', 'catalogue', 'accounts', { quiet: true }),
  call('invitationAccept', '/api/invitation/accept', 'catalogue', 'accounts'),
  call('timezoneAction', '/pro/acs/timezone/action', 'catalogue', 'bookings', { action: 'SET' }),
  call('qrcodeGen', '/qrcode/gen', 'catalogue', 'wire', { quiet: true }),
  call('qrcodeGenPlain', '/qrcode/gen', 'catalogue', 'wire', { quiet: true, wire: 'plain' }),
  call('eventInBatch', '/api/sync/eventInBatch', 'catalogue', 'wire', shopSigned({ nest: true, quiet: true })),

  // ---- Configuration and trading hours -----------------------------------------------------
  call('spotConfig', '/api/spot/config', 'config', 'wire', { signed: true }),
  call('lotOpenClose', '/pro/lot/openClose', 'config', 'wire'),
  call('legacyLotOpenClose', '/api/lot/lotOpenClose', 'config', 'wire', shopSigned({ legacy: true })),
  call('shopProfile', '/api/shop/profile', 'config', 'wire', { method: 'GET', wire: 'plain', identity: true }),
  call('shopTabName', '/api/shop/tab/name', 'config', 'wire', { method: 'GET', wire: 'plain', identity: true }),
  call('shopPayments', '/api/shop/payments', 'config', 'wire', { method: 'GET', wire: 'plain', identity: true }),
  call('shopLanguages', '/api/shop/languages', 'config', 'wire', { method: 'GET', wire: 'plain', identity: true }),
  call('shopServiceNo', '/api/shop/serviceno/v1', 'config', 'wire', { method: 'GET', wire: 'plain', identity: true }),
  call('loadPlaylist', '/pro/sign/playlist/loadPlaylist', 'config', 'wire'),
  call('downloadResource', '/pro/common/download/resource', 'config', 'wire', { method: 'GET', wire: 'plain' }),
  // Not in spec 7: an administrator of the venue changes its stored configuration (service types,
  // kiosk/cashier mode, licence, trading hours...), which decides its screens on the next page load.
  call('venueConfigUpdate', '/pro/lot/config/update', 'config', 'wire'),
  // Not in spec 7 (issue 18, theme studio): an administrator of the venue lists, reads, saves and
  // deletes the venue's own themes and makes one its default; anyone reads the venue's current theme.
  call('venueThemeList', '/pro/theme/venue/list', 'config', 'wire', { quiet: true }),
  call('venueThemeGet', '/pro/theme/venue/get', 'config', 'wire', { quiet: true }),
  call('venueThemeSave', '/pro/theme/venue/save', 'config', 'wire'),
  call('venueThemeDelete', '/pro/theme/venue/delete', 'config', 'wire'),
  call('venueThemeDefault', '/pro/theme/venue/default', 'config', 'wire'),
  call('venueThemeImage', '/pro/theme/venue/image', 'config', 'wire'),
  call('venueThemeRename', '/pro/theme/venue/rename', 'config', 'wire'),
  call('venueThemeVersions', '/pro/theme/venue/versions', 'config', 'wire', { quiet: true }),
  call('shopTheme', '/api/shop/theme', 'config', 'wire', { method: 'GET', wire: 'plain', identity: true, quiet: true }),
  // Not in spec 7 (issue 19, kiosk operations): reports from the venue's orders, cash in and out,
  // the kiosk's call for staff and the staff's live list of calls with acknowledgement.
  call('kioskReport', '/pro/kiosk/report', 'order', 'ordering', shopSigned({ quiet: true })),
  call('kioskCashMove', '/pro/kiosk/cash/move', 'order', 'ordering', shopSigned()),
  call('kioskExit', '/pro/kiosk/exit', 'order', 'ordering', shopSigned({ quiet: true })),
  call('kioskCallStaff', '/pro/kiosk/callStaff', 'order', 'ordering', shopSigned()),
  call('kioskStaffCalls', '/pro/kiosk/staffCalls', 'order', 'ordering', shopSigned({ quiet: true })),
  call('kioskStaffCallAck', '/pro/kiosk/staffCall/ack', 'order', 'ordering', shopSigned({ quiet: true })),
  // Not in spec 7 (issue 28): a short-lived ticket for the staff list's live stream (GET /api/events).
  call('kioskStaffEvents', '/pro/kiosk/staffEvents', 'order', 'ordering', shopSigned({ quiet: true })),
  // Not in spec 7 (issue 19): the kiosk's member card check (scan a member card to earn and redeem), server/routes/kioskMember.ts.
  call('kioskMemberCheck', '/api/kiosk/member/check', 'order', 'ordering', shopSigned({ quiet: true })),
  // Not in spec 7 (issue 27): kiosk enrolment, server/routes/kioskDevices.ts. The kiosk redeems an
  // administrator's one-time code for its device credential; the administrator makes codes, lists and revokes kiosks.
  call('kioskEnrol', '/pro/kiosk/enrol', 'order', 'ordering', { quiet: true }),
  call('kioskEnrolmentCode', '/pro/kiosk/enrolment/code', 'order', 'ordering'),
  call('kioskDevices', '/pro/kiosk/devices', 'order', 'ordering', { quiet: true }),
  call('kioskDeviceRevoke', '/pro/kiosk/device/revoke', 'order', 'ordering'),
  // Not in spec 7 (issue 35): card-present payment through the kiosk's Stripe Terminal reader, server/routes/kioskCardCalls.ts.
  call('kioskCardStart', '/pro/kiosk/card/start', 'order', 'ordering', shopSigned()),
  call('kioskCardState', '/pro/kiosk/card/state', 'order', 'ordering', { ...shopSigned(), quiet: true }),
  call('kioskDeviceReader', '/pro/kiosk/device/reader', 'order', 'ordering'),
  // Not in spec 7: the operator console (issue 18, server/routes/backoffice.ts), an administrator of the venue only.
  call('consoleState', '/pro/backoffice/config/state', 'config', 'backoffice', { quiet: true }),
  // Not in spec 7 (issue 35): the venue's online payment provider keys, sealed; answers show them masked.
  call('paymentProviders', '/pro/backoffice/payments/providers', 'config', 'backoffice', { quiet: true }),
  call('paymentProviderSave', '/pro/backoffice/payments/provider/save', 'config', 'backoffice'),
  call('paymentProviderRemove', '/pro/backoffice/payments/provider/remove', 'config', 'backoffice'),
  call('consoleDraftSave', '/pro/backoffice/config/draft/save', 'config', 'backoffice'),
  call('consoleDraftDiscard', '/pro/backoffice/config/draft/discard', 'config', 'backoffice'),
  call('consolePublish', '/pro/backoffice/config/publish', 'config', 'backoffice'),
  call('consoleRollback', '/pro/backoffice/config/rollback', 'config', 'backoffice'),
  call('consoleHistory', '/pro/backoffice/config/history', 'config', 'backoffice', { quiet: true }),
  call('consoleVersion', '/pro/backoffice/config/version', 'config', 'backoffice', { quiet: true }),
  call('consoleAudit', '/pro/backoffice/config/audit', 'config', 'backoffice', { quiet: true }),
  // Not in spec 7 (issue 31): the menu in the back office (server/routes/menu.ts), an administrator of the venue only.
  call('menuState', '/pro/backoffice/menu/state', 'config', 'backoffice', { quiet: true }),
  call('menuDraftSave', '/pro/backoffice/menu/draft/save', 'config', 'backoffice'),
  call('menuImport', '/pro/backoffice/menu/import', 'config', 'backoffice', { quiet: true }),
  call('menuExport', '/pro/backoffice/menu/export', 'config', 'backoffice', { quiet: true }),
  call('menuSoldOut', '/pro/backoffice/menu/soldout', 'config', 'backoffice'),
  // Not in spec 7 (issue 31): venues and their administrators (server/routes/venues.ts).
  call('venueTemplates', '/pro/platform/venue/templates', 'config', 'backoffice', { quiet: true }),
  call('venueCreate', '/pro/platform/venue/create', 'config', 'backoffice'),
  call('venueList', '/pro/platform/venue/list', 'config', 'backoffice', { quiet: true }),
  call('adminList', '/pro/platform/admin/list', 'config', 'backoffice', { quiet: true }),
  call('adminInvite', '/pro/platform/admin/invite', 'config', 'backoffice'),
  call('adminRemove', '/pro/platform/admin/remove', 'config', 'backoffice'),
  call('adminRevoke', '/pro/platform/admin/revoke', 'config', 'backoffice'),
];

/** The name of a call of the table (what useCall and invoke are keyed by). */
export type CallName = (typeof TABLE)[number]['name'];
/** The path a call of the table is made on (its contract in schemas/calls is keyed by it). */
export type CallPathOf<N extends CallName> = Extract<(typeof TABLE)[number], { readonly name: N }>['path'];
export const CALLS: readonly CallSpec<CallName>[] = TABLE;

/** One entry per distinct method + path: what a server registers (action calls share a path). */
export const CALL_ROUTES: readonly {
  method: CallMethod;
  path: string;
  base: CallBase;
  owner: CallOwner;
  names: string[];
}[] = /* @__PURE__ */ (() => {
  const out: { method: CallMethod; path: string; base: CallBase; owner: CallOwner; names: string[] }[] = [];
  for (const c of CALLS) {
    const hit = out.find((r) => r.method === c.method && r.path === c.path);
    if (hit) hit.names.push(c.name);
    else out.push({ method: c.method, path: c.path, base: c.base, owner: c.owner, names: [c.name] });
  }
  return out;
})();

/** The table entry of a call by its function name; throws on an unknown name (a programming error). */
export function callSpec(name: string): CallSpec {
  const spec = CALLS.find((c) => c.name === name);
  if (!spec) throw new Error(`Unknown call "${name}"`);
  return spec;
}
