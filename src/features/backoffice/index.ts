// The back office's public API (issue 18): the operator console (./console). Other folders import the
// back office only from here (tests/architecture/layers.test.ts). Loaded only by the admin screens'
// lazy chunks (src/components/registry.ts), never by a customer page.
export {
  readState,
  saveDraft,
  discardDraft,
  publish,
  rollback,
  readHistory,
  readAudit,
  consoleErrorOf,
  type ConsoleError,
  CONSOLE_FAILURES,
  type ConsoleFailure,
  type ConsoleStateResult,
  type ConsoleVersionEntry,
  type ConsoleAuditEntry,
  type ConsolePublished,
} from './console/api';
export { useConsoleState, useVersionHistory, useAuditLog, useRefreshConsole, useKioskDevices } from './console/hooks';
export {
  enrolmentLink,
  newEnrolmentCode,
  READER_ID,
  revokeKiosk,
  setKioskReader,
  type EnrolmentCode,
  type KioskDevice,
} from './console/kiosks';
export { failureText, type Failure, type FailureValues } from './console/failure';
export { boundsSetting, BOUNDS_PARTS, type SettingWords } from './console/boundsSetting';
export { CONSOLE_GROUPS, type ConsoleGroup } from './console/groups';
export { SETTING_FIELDS, ALL_SETTING_FIELDS, type SettingField, type FieldKind } from './console/fields';
export {
  toFormValues,
  toSnapshot,
  WEEK,
  PAYMENT_SURCHARGE_TYPES,
  type DraftValues,
  type PaymentValues,
  type ClosureValues,
  type Weekday,
} from './console/draftForm';
export {
  settingsProblems,
  isTimeZone,
  spansProblem,
  datesProblem,
  licencesProblem,
  gtmProblem,
  rateProblem,
  closureProblems,
  type Problem,
} from './console/validate';
export {
  fromTableSetup,
  newResourceId,
  parseDay,
  reservationLicensed,
  tableSetupIssues,
  toTableSetup,
  type TableSetupValues,
} from './setup/tableSetup';
export {
  fromParkingSetup,
  newBand,
  parkingSetupIssues,
  toParkingSetup,
  type BandValues,
  type ParkingSetupValues,
} from './setup/parkingSetup';
export {
  fromPassSetup,
  newPass,
  passSetupIssues,
  toPassSetup,
  type PassSetupValues,
  type PassValues,
} from './setup/passSetup';
export {
  KIOSK_FLAG_GROUPS,
  KIOSK_TIMES,
  counterSetupIssues,
  fromCounterSetup,
  tablesForCount,
  toCounterSetup,
  type CounterSetupIssue,
  type CounterSetupValues,
  type KioskFlag,
  type KioskFlagGroup,
  type KioskTime,
  type RangeValues,
} from './setup/counterSetup';
export type { BookedResource } from './console/api';
export { adminLanding } from './console/adminLanding';
export {
  readMenu,
  saveMenu,
  importMenu,
  exportMenu,
  switchSoldOut,
  fileBase64,
  menuProblems,
  type MenuProblem,
  type MenuFileFormat,
  type MenuStateResult,
} from './menu/api';
export { useMenuState, useRefreshMenu } from './menu/hooks';
export {
  addCategory,
  blankItem,
  centsFromText,
  changeCategory,
  itemIssues,
  menuIssues,
  moveCategory,
  newMenuId,
  priceText,
  putItem,
  removeCategory,
  removeItem,
} from './menu/menuEdit';
export {
  fromMassageSetup,
  massageSetupIssues,
  newMassageService,
  newMassageStaff,
  toMassageSetup,
  type MassageServiceValues,
  type MassageSetupValues,
  type MassageStaffValues,
} from './setup/massageSetup';
export {
  createVenue,
  inviteAdmin,
  removeAdmin,
  revokeInvite,
  venueProblem,
  VENUE_PROBLEMS,
  type InviteResult,
  type NewVenue,
  type VenueAdmins,
  type VenueProblem,
  type VenueRow,
  type VenueTemplate,
} from './venues/api';
export { useVenueAdmins, useVenues, useVenueTemplates } from './venues/hooks';
export {
  PAYMENT_PROVIDERS,
  STRIPE_METHOD_TYPES,
  providerFailure,
  removePaymentProvider,
  savePaymentProvider,
  usePaymentProviders,
  type PaymentProviderKind,
  type PaymentProvidersResult,
  type PaymentProviderView,
} from './console/paymentProviders';
export {
  fromRoomsSetup,
  newRoom,
  newRoomBand,
  roomsSetupIssues,
  toRoomsSetup,
  type RoomBandValues,
  type RoomValues,
  type RoomsSetupValues,
} from './setup/roomsSetup';
