// The calls of the customer's pages (spec 7 and the customer screens' own): what every venue page's
// API chunk holds, so invoke.ts finds them at once. The kiosk's operations and the back office's
// calls are staffCalls.ts, a chunk fetched the first time one of them is made; calls.ts joins the two
// into the one table the server, the documents and the tests read. Plain data: no imports but the entry's shape.
import { call, shopSigned } from './callEntry';

export const CUSTOMER_CALLS = [
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
  // Not in spec 7 (issue 18): anyone reads the venue's current theme (its own, or a shipped one).
  call('shopTheme', '/api/shop/theme', 'config', 'wire', { method: 'GET', wire: 'plain', identity: true, quiet: true }),
];
