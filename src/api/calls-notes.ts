// What each call of the table is for: documentation only (docs/wire-format.md), kept apart from
// calls.ts so the browser bundle does not carry it. tests/api/calls-table.test.ts checks it is complete.
export const CALL_NOTES: Readonly<Record<string, string>> = {
  signIn: 'Sign in with user name and password.',
  proSignIn: 'Sign in through the pro address.',
  loginBySms: 'Sign in with a phone number and SMS code.',
  scanSignIn: 'Sign in against the shop scan service (path: reference server choice).',
  register: 'Create an account.',
  changePwd: 'Change password.',
  updateAccount: 'Update the profile.',
  chkPhone: 'Is the phone number already registered?',
  resetPwd: 'Reset a forgotten password with a verification code.',
  getUserIdentifyCode: 'Send a 4-digit verification code.',
  checkUserIdentifyCode: 'Check a verification code.',
  smsGetUserIdentifyCode: 'Send a verification code through the shop SMS service.',
  accountDetail: 'User info (firstName, userStatus).',
  proUserDetail: 'User info through the pro address; sends header x-user-token.',
  loadCcUser: 'Load the saved card-holder user.',
  actionCcUser: 'Change the saved card-holder user.',
  legacyLoadCcUser: 'loadCcUser when the legacy flag equals 1.',
  legacyActionCcUser: 'actionCcUser when the legacy flag equals 1.',
  accountLogout: 'Revoke the session token: "the logout call" of spec 4 and 8 (path: reference server choice).',
  userWallet: 'User wallet (action WALLET; path: reference server choice).',
  latestCardValue: 'Latest card value (action CHECK; path: reference server choice).',
  cardInfo: 'Card type info (action INFO; path: reference server choice).',
  listFranchisee: 'Franchisee cards of a shop (path spelt as in the spec).',
  franchiseeInfo: 'Franchisee info with map.bookingInfo.',
  getMemberPoints: 'Member point settings of the site.',
  loadUserValuePass: 'Wallet cards or booked tickets.',
  valuePassChgPwd: 'Change a card PIN.',
  valuePassDelete: 'Remove a card from the wallet.',
  valuePassChgInfo: 'Change card details.',
  acsLoyaltyList: 'Loyalty transaction report.',
  listAcsType: 'Card types on offer.',
  credentialLoyalty: 'Consume or top up (action CONSUME or TOPUP).',
  codeExtract:
    "What a scanned or typed code is for the visitor (own ticket, collect or invitation code; staff: the venue's tickets).",
  codeFeedback: "Report a problem with one's own ticket or a collect code (reason, note).",
  promotionTopup: 'Top-up promotions.',
  walletJoin: "Not in spec 7: the signed-in customer joins the venue's membership (their member card there, once).",
  getCart: 'Cart retrieval (action CART; path: reference server choice).',
  onlinePosOrderRpt: 'Upload the cart.',
  payOrder: 'Pay an order (not encrypted).',
  addOrderV2: 'Place an order.',
  svcOrder: 'Book a ticket.',
  posFeeCalc: 'Fee calculation (POS).',
  spotFeeCalc: 'Fee calculation (spot).',
  parkingFeeCalc: 'Parking fee only.',
  spotZeroTxn: 'Close a zero-amount transaction.',
  parkingBookingTopup: 'Top up a parking booking.',
  parkingBookingRefund: 'Refund a parking booking.',
  parkingDpsRefund: 'Refund a card payment of a parking booking.',
  orderTracking: 'Order status tracking.',
  orderBill:
    'Not in spec 7: an order as a bill (lines, amounts, venue, kitchen state, online methods with their totals) for the receipt, pay, poster and uploading-order screens.',
  startBillPayment:
    'Not in spec 7: starts or resumes the provider payment of an existing unpaid order with a chosen method (idempotent); answers payUrl.',
  singlePayStart:
    'Not in spec 7: a single payment of an amount with no cart (top-up, payment request); idempotency key; answers payUrl.',
  resendToKitchen:
    'Not in spec 7: re-sends an order whose sending to the kitchen failed (Resend to Kitchen); idempotent.',
  tableSession:
    'Not in spec 7: opens the table session of a table QR link (tabNo), or answers the live one named (sessionId); refusals carry a code (table.unknown, session.expired ...).',
  tableSessionOrders:
    'Not in spec 7: the items of every order placed in a live table session (what the table already ordered).',
  tableSessions: "Not in spec 7: staff only: the venue's open table sessions with their orders and totals.",
  tableSessionClose: 'Not in spec 7: staff only: closes a table session early; closing twice is harmless.',
  ticketsMine:
    "Not in spec 7: the signed-in customer's tickets (codes, status, refund quote) for my tickets and the wallet's tickets tab; loadUserValuePass stays the wallet's call.",
  bookingSlots:
    "Not in spec 7: the free start times of a service, room or table for a date range (by resource), in the venue's time zone.",
  bookingCreate:
    "Not in spec 7: makes a booking; a deposit or price paid online answers the payment page's address; a time just taken answers booking.taken with the nearest free times.",
  myBookings:
    "Not in spec 7: the signed-in customer's bookings at the venue with status, the cancellation quote and the room bill.",
  bookingReschedule: 'Not in spec 7: moves a booking to another free start (status "time changed").',
  bookingCancel:
    "Not in spec 7: cancels under the venue's policy; refundCents is what the customer was shown (a changed quote is refused).",
  bookingBill:
    "Not in spec 7: a room's bill (room time, every order, due), and food and drinks ordered onto it during the stay.",
  bookingSettle: "Not in spec 7: paying a room's bill at the end, once (one order for everything due).",
  bookingStaffList: "Not in spec 7: staff only: a day's bookings per resource with the customer's first name.",
  bookingStaffMark: 'Not in spec 7: staff only: marks a booking arrived or no-show.',
  deviceRegister:
    "Not in spec 7: issues a device id with a secret (once per browser, before its first order); the secret is the proof that claims the device's guest orders on sign-in.",
  giftCardCheck:
    "Not in spec 7: checks a gift card's number and code once at checkout; answers its balance and a signed token used after.",
  shopCatalogue: 'Not in spec 7: the whole catalogue of a shop (category tree and items) in one cacheable GET.',
  pluTagsList: 'Item tags (result tags joined by ~).',
  lotFilesList: 'Venue files.',
  proLotInfoList: 'Venue info pages (siteId, infoCode, infoPage, infoType).',
  lotInfoList: 'Venue info pages (siteId, infoCode).',
  loadTicketPool: 'Ticket pool.',
  listViewTicketPool: 'Ticket pool list view.',
  bookingSummary: 'Booking summary.',
  bookingEntity: 'Bookable entity.',
  getEntities: 'Bookable entities.',
  voucherPoolList: "The signed-in customer's coupons, vouchers or gift cards (kind), or one of their tickets (ticket).",
  voucherCollect: 'Collect a coupon or voucher by its code, or by a signed link token (works once, expires).',
  voucherMessage: 'What a collect code gives: title, terms, rule, what is left (public).',
  voucherVerify: "Staff verify a customer's coupon or voucher (the QR); a second verify is refused.",
  couponLink: 'Not in spec 7: staff make a signed collect link that works once.',
  couponReceipt: 'Not in spec 7: the order a coupon or voucher was used on (its owner only).',
  giftCardProducts: 'Not in spec 7: the gift cards a venue sells online.',
  giftCardBuy: 'Not in spec 7: opens a gift card purchase (an order paid on the payment page).',
  giftCardPurchase: "Not in spec 7: the buyer's purchase; once paid, the card number and pass code.",
  invitationMine: "Not in spec 7: the member's own invitation code and who joined with it.",
  invitationInfo: 'Not in spec 7: who invites and whether the invitation can be accepted.',
  invitationAccept: "Not in spec 7: accept an invitation (once per user per code; never one's own; not expired).",
  timezoneAction: 'Time zones (action SET; also the roster list).',
  qrcodeGen: 'Generate a QR code.',
  qrcodeGenPlain: 'Generate a QR code (plain call).',
  eventInBatch: 'Upload analytics events in a batch.',
  spotConfig: 'Venue configuration and licence (encrypted body).',
  lotOpenClose: 'Trading-hour check.',
  venueConfigUpdate:
    'Not in spec 7: an administrator of the venue changes its stored configuration (settings, licence, trading hours, theme...); the app applies it on the next page load.',
  venueThemeList:
    "Not in spec 7 (theme studio): the venue's own themes, the shipped ones and the current default (an administrator of the venue).",
  venueThemeGet:
    "Not in spec 7 (theme studio): one theme's manifest, shipped or the venue's own (an administrator of the venue).",
  venueThemeSave:
    'Not in spec 7 (theme studio): saves a venue theme after the schema, token and contrast checks (422 lists each problem with its JSON Pointer).',
  venueThemeDelete: "Not in spec 7 (theme studio): deletes a venue theme; never the venue's default.",
  venueThemeDefault: "Not in spec 7 (theme studio): makes a shipped or saved venue theme the venue's default.",
  venueThemeImage:
    'Not in spec 7 (theme studio, issue 32): stores a logo, banner, login or footer picture with the venue (checked by its bytes) and publishes it as a configuration version.',
  venueThemeRename:
    'Not in spec 7 (theme studio, issue 32): renames a venue theme in both languages; an empty or taken name is refused in words.',
  venueThemeVersions:
    "Not in spec 7 (theme studio, issue 32): a venue theme's kept versions (time, who), or one version's document to restore as the draft.",
  shopTheme:
    "Not in spec 7 (theme studio): the venue's current theme id, with its manifest when it is a venue theme (the app checks it before applying it).",
  kioskReport:
    "Not in spec 7 (issue 19): a kiosk report (daily, transaction, sales, cash in and out) of one local day from the venue's orders; admin-only per the venue's report flags.",
  kioskCashMove:
    'Not in spec 7 (issue 19): staff record cash put into or taken out of the drawer (cash in and out report).',
  kioskExit:
    "Not in spec 7 (issue 19): the exit password check before leaving kiosk mode (exitPasswordCtrl): the signed-in staff member's own password.",
  kioskCallStaff: 'Not in spec 7 (issue 19): the kiosk asks for staff; one open call per device.',
  kioskStaffCalls:
    'Not in spec 7 (issue 19): staff read the open calls for staff (polled every second on the alerts screen).',
  kioskStaffCallAck: 'Not in spec 7 (issue 19): staff acknowledge a call for staff.',
  kioskStaffEvents:
    'Not in spec 7 (issue 28): staff get a 5-minute ticket that opens the live stream of the staff list (GET /api/events?staff=).',
  kioskEnrol:
    'Not in spec 7 (issue 27): the kiosk redeems a one-time enrolment code for its device credential (sent as x-kiosk-device on kiosk-only calls).',
  kioskEnrolmentCode:
    'Not in spec 7 (issue 27): an administrator of the venue makes a one-time kiosk enrolment code (30 minutes).',
  kioskDevices: "Not in spec 7 (issue 27): an administrator lists the venue's enrolled kiosks.",
  kioskDeviceRevoke:
    'Not in spec 7 (issue 27): an administrator revokes an enrolled kiosk; its credential stops at once.',
  kioskCardStart:
    "Not in spec 7 (issue 35): the kiosk sends an order's amount to its Stripe Terminal reader (tap, insert or swipe).",
  kioskCardState:
    'Not in spec 7 (issue 35): the kiosk polls its reader: approved pays the order; declined, cancelled or timed out leaves it unpaid.',
  kioskDeviceReader: "Not in spec 7 (issue 35): an administrator sets the Stripe Terminal reader of a venue's kiosk.",
  kioskMemberCheck:
    'Not in spec 7 (issue 19): the kiosk checks a scanned member card at this venue and gets a 15-minute token for feeCalc and the order (points to spend need the card PIN).',
  paymentProviders:
    'Not in spec 7 (issue 35): an administrator of the venue reads its online payment providers, keys masked (last four).',
  paymentProviderSave:
    "Not in spec 7 (issue 35): an administrator saves a payment provider's keys and test mode, sealed on the server; a blank secret keeps the saved one.",
  paymentProviderRemove: "Not in spec 7 (issue 35): an administrator removes a payment provider's keys.",
  consoleState:
    'Operator console (issue 18): the live configuration, the latest version number and the open draft with its changes and preview token.',
  consoleDraftSave:
    "Operator console: saves the venue's draft (a whole configuration snapshot, checked as /pro/lot/config/update checks it); starts one when none is open.",
  consoleDraftDiscard: 'Operator console: discards the open draft; nothing live changes.',
  consolePublish:
    "Operator console: publishes the draft as the next numbered version; the customer's next page load shows it.",
  consoleRollback: 'Operator console: makes a new version equal to the one named and makes it live.',
  consoleHistory: 'Operator console: the versions, newest first, each with its changed keys (before, after).',
  consoleVersion: 'Operator console: the full configuration of one version.',
  consoleAudit: 'Operator console: the audit log (who, what changed, when), newest first.',
  menuState:
    "Menu editor (issue 31): the menu being edited (the open draft's, else the live one), the live menu, the items sold out now and the draft's menu changes.",
  menuDraftSave: "Menu editor: saves the menu into the venue's draft (checked whole; nothing goes live until publish).",
  menuImport:
    'Menu editor: a CSV or JSON menu file (base64), checked first; any problem refuses it with each row and column; a valid one becomes the draft.',
  menuExport: 'Menu editor: the live or draft menu as a CSV or JSON file.',
  menuSoldOut: "Staff's sold-out switch: marks a live item sold out or back at once, audited.",
  venueTemplates:
    'Venues (issue 31): the templates a venue is created from and the currencies; the platform administrator only.',
  venueCreate:
    'Venues: creates a venue from a template (configuration version 1, audited); the platform administrator only.',
  venueList: 'Venues: the venues the signed-in administrator administers (every venue for the platform administrator).',
  adminList: "Venue administrators: a venue's administrators and open invitations.",
  adminInvite:
    'Venue administrators: invites by mobile or e-mail; the answer holds the link once and whether it was sent.',
  adminRemove: "Venue administrators: removes an administrator from the venue (never oneself or the platform's).",
  adminRevoke: 'Venue administrators: withdraws an open invitation.',
  legacyLotOpenClose: 'Trading-hour check on older servers.',
  shopProfile: 'Shop profile (unsigned GET).',
  shopTabName: 'Table name (unsigned GET).',
  shopPayments: 'Payment methods (unsigned GET).',
  shopLanguages: 'Languages (unsigned GET).',
  shopServiceNo: 'Next service number (unsigned GET).',
  loadPlaylist: 'Signage play list.',
  downloadResource: 'Play-list resource by name (GET).',
};
