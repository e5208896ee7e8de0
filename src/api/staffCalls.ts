// The calls of the kiosk's operations, the theme studio and the back office (administrators and staff):
// kept out of the customer pages' API chunk (customerCalls.ts), fetched by invoke.ts the first time one
// of them is made. calls.ts joins the two tables. Plain data: no imports but the entry's shape.
import { call, shopSigned } from './callEntry';

export const STAFF_CALLS = [
  // Not in spec 7: an administrator of the venue changes its stored configuration (service types,
  // kiosk/cashier mode, licence, trading hours...), which decides its screens on the next page load.
  call('venueConfigUpdate', '/pro/lot/config/update', 'config', 'wire'),
  // Not in spec 7 (issue 18, theme studio): an administrator of the venue lists, reads, saves and
  // deletes the venue's own themes and makes one its default (anyone reads the current one: shopTheme).
  call('venueThemeList', '/pro/theme/venue/list', 'config', 'wire', { quiet: true }),
  call('venueThemeGet', '/pro/theme/venue/get', 'config', 'wire', { quiet: true }),
  call('venueThemeSave', '/pro/theme/venue/save', 'config', 'wire'),
  call('venueThemeDelete', '/pro/theme/venue/delete', 'config', 'wire'),
  call('venueThemeDefault', '/pro/theme/venue/default', 'config', 'wire'),
  call('venueThemeImage', '/pro/theme/venue/image', 'config', 'wire'),
  call('venueThemeRename', '/pro/theme/venue/rename', 'config', 'wire'),
  call('venueThemeVersions', '/pro/theme/venue/versions', 'config', 'wire', { quiet: true }),
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
