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

export type CallMethod = 'POST' | 'GET';
export type CallGroup = 'account' | 'wallet' | 'order' | 'catalogue' | 'config';
export type CallBase = 'shop' | 'pro';
export type CallWire = 'aes' | 'b64' | 'plain';
export type CallOwner = 'wire' | 'ordering' | 'accounts' | 'bookings';

export interface CallSpec {
  readonly name: string;
  readonly method: CallMethod;
  readonly path: string;
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
  /** Short description of what the call is for (shown in docs/wire-format.md). */
  readonly note: string;
}

// Small constructors keep the table one line per call. Defaults: POST, shop base, aes body, no
// identity, not quiet. Each returns a plain object literal.
type Opts = Partial<Omit<CallSpec, 'name' | 'path' | 'group' | 'owner' | 'note'>>;
function call(name: string, path: string, group: CallGroup, owner: CallOwner, note: string, o: Opts = {}): CallSpec {
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
    note,
  };
}
/** A call of the shop-identity group: signed, base64 envelope. */
const shopSigned = (o: Opts = {}): Opts => ({ wire: 'b64', signed: true, identity: true, ...o });

export const CALLS: readonly CallSpec[] = [
  // ---- Account and login -------------------------------------------------------------------
  call('signIn', '/account/signIn', 'account', 'wire', 'Sign in with user name and password.'),
  call('proSignIn', '/pro/al/user/signIn', 'account', 'wire', 'Sign in through the pro address.'),
  call('loginBySms', '/account/loginbysms', 'account', 'wire', 'Sign in with a phone number and SMS code.'),
  call('scanSignIn', '/api/scan/signIn', 'account', 'wire', 'Sign in against the shop scan service (path: reference server choice).', shopSigned()),
  call('register', '/account/register', 'account', 'wire', 'Create an account.'),
  call('changePwd', '/account/changePwd', 'account', 'wire', 'Change password.'),
  call('updateAccount', '/account/update', 'account', 'wire', 'Update the profile.'),
  call('chkPhone', '/account/chkPhone', 'account', 'wire', 'Is the phone number already registered?'),
  call('resetPwd', '/account/resetPwd', 'account', 'wire', 'Reset a forgotten password with a verification code.'),
  call('getUserIdentifyCode', '/account/getUserIdentifyCode', 'account', 'wire', 'Send a 4-digit verification code.'),
  call('checkUserIdentifyCode', '/account/checkUserIdentifyCode', 'account', 'wire', 'Check a verification code.'),
  call('smsGetUserIdentifyCode', '/api/sms/getUserIdentifyCode', 'account', 'wire', 'Send a verification code through the shop SMS service.'),
  call('accountDetail', '/account/detail', 'account', 'wire', 'User info (firstName, userStatus).', { quiet: true }),
  call('proUserDetail', '/pro/al/user/detail', 'account', 'wire', 'User info through the pro address; sends header x-user-token.', { quiet: true }),
  call('loadCcUser', '/api/account/loadCcUser', 'account', 'wire', 'Load the saved card-holder user.'),
  call('actionCcUser', '/api/account/actionCcUser', 'account', 'wire', 'Change the saved card-holder user.'),
  call('legacyLoadCcUser', '/account/loadCcUser', 'account', 'wire', 'loadCcUser when the legacy flag equals 1.', { legacy: true }),
  call('legacyActionCcUser', '/account/actionCcUser', 'account', 'wire', 'actionCcUser when the legacy flag equals 1.', { legacy: true }),
  call('accountLogout', '/account/logout', 'account', 'wire', 'Revoke the session token: "the logout call" of spec 4 and 8 (path: reference server choice).', { quiet: true }),

  // ---- Wallet, loyalty and cards -----------------------------------------------------------
  call('userWallet', '/pro/acs/card/action', 'wallet', 'accounts', 'User wallet (action WALLET; path: reference server choice).', { action: 'WALLET' }),
  call('latestCardValue', '/pro/acs/card/action', 'wallet', 'accounts', 'Latest card value (action CHECK; path: reference server choice).', { action: 'CHECK' }),
  call('cardInfo', '/pro/acs/card/action', 'wallet', 'accounts', 'Card type info (action INFO; path: reference server choice).', { action: 'INFO' }),
  call('listFranchisee', '/pro/sync/valuepass/listFrianchisee', 'wallet', 'accounts', 'Franchisee cards of a shop (path spelt as in the spec).'),
  call('franchiseeInfo', '/pro/acs/franchisee/info', 'wallet', 'accounts', 'Franchisee info with map.bookingInfo.'),
  call('getMemberPoints', '/lot/set/getMemberPoints', 'wallet', 'accounts', 'Member point settings of the site.'),
  call('loadUserValuePass', '/api/account/loadUserValuePass', 'wallet', 'accounts', 'Wallet cards or booked tickets.'),
  call('valuePassChgPwd', '/pro/account/valuePassChgPwd', 'wallet', 'accounts', 'Change a card PIN.'),
  call('valuePassDelete', '/pro/account/valuePassDelete', 'wallet', 'accounts', 'Remove a card from the wallet.'),
  call('valuePassChgInfo', '/pro/account/valuePassChgInfo', 'wallet', 'accounts', 'Change card details.'),
  call('acsLoyaltyList', '/pro/report/acsLoyalty/list', 'wallet', 'accounts', 'Loyalty transaction report.'),
  call('listAcsType', '/pro/acs/type/listAcsType', 'wallet', 'accounts', 'Card types on offer.'),
  call('credentialLoyalty', '/pro/acs/credential/loyalty', 'wallet', 'accounts', 'Consume or top up (action CONSUME or TOPUP).'),
  call('codeExtract', '/pro/acs/credential/codeExtract', 'wallet', 'accounts', 'Extract a code (action CODEEXTRACT).', { action: 'CODEEXTRACT' }),
  call('codeFeedback', '/pro/acs/credential/codeFeedback', 'wallet', 'accounts', 'Report the outcome of an extracted code.'),
  call('promotionTopup', '/pro/promotion/topup', 'wallet', 'accounts', 'Top-up promotions.', { quiet: true }),

  // ---- Cart, order and payment -------------------------------------------------------------
  call('getCart', '/pro/pos/cart/action', 'order', 'ordering', 'Cart retrieval (action CART; path: reference server choice).', { action: 'CART' }),
  call('onlinePosOrderRpt', '/pro/pos/onlinePosOrderRpt', 'order', 'ordering', 'Upload the cart.', { quiet: true }),
  call('payOrder', '/pro/pos/payOrder', 'order', 'ordering', 'Pay an order (not encrypted).', { wire: 'plain' }),
  call('addOrderV2', '/api/shop/order/add/v2', 'order', 'ordering', 'Place an order.', shopSigned({ nest: true })),
  call('svcOrder', '/api/svc/order', 'order', 'bookings', 'Book a ticket.', shopSigned()),
  call('posFeeCalc', '/api/pos/feeCalc', 'order', 'ordering', 'Fee calculation (POS).', shopSigned()),
  call('spotFeeCalc', '/api/spot/feeCalc', 'order', 'ordering', 'Fee calculation (spot).', shopSigned()),
  call('parkingFeeCalc', '/api/feeCalc/parking', 'order', 'ordering', 'Parking fee only.', shopSigned()),
  call('spotZeroTxn', '/api/spot/zeroTxn', 'order', 'ordering', 'Close a zero-amount transaction.', shopSigned()),
  call('parkingBookingTopup', '/api/parking/bookingTopup', 'order', 'bookings', 'Top up a parking booking.', shopSigned()),
  call('parkingBookingRefund', '/api/parking/bookingRefund', 'order', 'bookings', 'Refund a parking booking.', shopSigned()),
  call('parkingDpsRefund', '/api/parking/dpsRefund', 'order', 'bookings', 'Refund a card payment of a parking booking.', shopSigned()),
  call('orderTracking', '/pro/api/pos/orderTracking', 'order', 'ordering', 'Order status tracking.', { quiet: true }),

  // ---- Catalogue, tickets, vouchers and venue info -----------------------------------------
  call('pluTagsList', '/pro/pos/plu/tags/list', 'catalogue', 'wire', 'Item tags (result tags joined by ~).'),
  call('lotFilesList', '/pro/lot/files/list', 'catalogue', 'wire', 'Venue files.'),
  call('proLotInfoList', '/pro/lot/info/list', 'catalogue', 'wire', 'Venue info pages (siteId, infoCode, infoPage, infoType).'),
  call('lotInfoList', '/lotInfo/list', 'catalogue', 'wire', 'Venue info pages (siteId, infoCode).'),
  call('loadTicketPool', '/pro/ticket/loadTicketPool', 'catalogue', 'bookings', 'Ticket pool.'),
  call('listViewTicketPool', '/pro/ticket/pool/listViewTicketPool', 'catalogue', 'bookings', 'Ticket pool list view.'),
  call('bookingSummary', '/api/ticket/bookingSummary', 'catalogue', 'bookings', 'Booking summary.', shopSigned()),
  call('bookingEntity', '/pro/acs/booking/entity', 'catalogue', 'bookings', 'Bookable entity.'),
  call('getEntities', '/pro/acs/cfg/getEntities', 'catalogue', 'bookings', 'Bookable entities.'),
  call('voucherPoolList', '/pro/report/voucherPool/list', 'catalogue', 'accounts', 'Voucher pool.', { quiet: true }),
  call('voucherCollect', '/pro/voucher/collect', 'catalogue', 'accounts', 'Collect a voucher.', { quiet: true }),
  call('voucherMessage', '/pro/voucher/message', 'catalogue', 'accounts', 'Voucher message.'),
  call('voucherVerify', '/api/voucher/verify', 'catalogue', 'accounts', 'Verify a voucher.', shopSigned()),
  call('timezoneAction', '/pro/acs/timezone/action', 'catalogue', 'bookings', 'Time zones (action SET; also the roster list).', { action: 'SET' }),
  call('qrcodeGen', '/qrcode/gen', 'catalogue', 'wire', 'Generate a QR code.', { quiet: true }),
  call('qrcodeGenPlain', '/qrcode/gen', 'catalogue', 'wire', 'Generate a QR code (plain call).', { quiet: true, wire: 'plain' }),
  call('eventInBatch', '/api/sync/eventInBatch', 'catalogue', 'wire', 'Upload analytics events in a batch.', shopSigned({ nest: true, quiet: true })),

  // ---- Configuration and trading hours -----------------------------------------------------
  call('spotConfig', '/api/spot/config', 'config', 'wire', 'Venue configuration and licence (encrypted body).', { signed: true }),
  call('lotOpenClose', '/pro/lot/openClose', 'config', 'wire', 'Trading-hour check.'),
  call('legacyLotOpenClose', '/api/lot/lotOpenClose', 'config', 'wire', 'Trading-hour check on older servers.', shopSigned({ legacy: true })),
  call('shopProfile', '/api/shop/profile', 'config', 'wire', 'Shop profile (unsigned GET).', { method: 'GET', wire: 'plain', identity: true }),
  call('shopTabName', '/api/shop/tab/name', 'config', 'wire', 'Table name (unsigned GET).', { method: 'GET', wire: 'plain', identity: true }),
  call('shopPayments', '/api/shop/payments', 'config', 'wire', 'Payment methods (unsigned GET).', { method: 'GET', wire: 'plain', identity: true }),
  call('shopLanguages', '/api/shop/languages', 'config', 'wire', 'Languages (unsigned GET).', { method: 'GET', wire: 'plain', identity: true }),
  call('shopServiceNo', '/api/shop/serviceno/v1', 'config', 'wire', 'Next service number (unsigned GET).', { method: 'GET', wire: 'plain', identity: true }),
  call('loadPlaylist', '/pro/sign/playlist/loadPlaylist', 'config', 'wire', 'Signage play list.'),
  call('downloadResource', '/pro/common/download/resource', 'config', 'wire', 'Play-list resource by name (GET).', { method: 'GET', wire: 'plain' }),
];

/** One entry per distinct method + path: what a server registers (action calls share a path). */
export const CALL_ROUTES: readonly { method: CallMethod; path: string; base: CallBase; owner: CallOwner; names: string[] }[] = (() => {
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
