// Public API of the domain library: pure business rules, no React, no I/O. Import from here only.

export type { Cents } from './money';
export {
  roundMoney,
  roundPoints,
  roundDecimal,
  toCents,
  fromCents,
  formatCents,
  cashRound,
  percentOf,
  mulDivRound,
} from './money';

export type { PasswordStrength } from './password';
export {
  passwordStrength,
  passwordRules,
  validatePassword,
  passwordWarning,
  validateLogin,
  PASSWORD_SPECIALS,
  isDictionaryPassword,
  validateNewPassword,
} from './password';
export { maskCardNumber } from './masking';
export {
  validateMobile,
  validateEmail,
  validatePostcode,
  validateVerificationCode,
  validatePin,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_COUNTDOWN_S,
  PIN_LENGTH,
} from './fields';
export type { ValidationResult, ValidationValues } from './validation';
export { OK, fail, interpolate, firstFailure } from './validation';
export type { ValidationKey } from './messages';
export { validationMessages } from './messages';
export {
  validateCheckout,
  validateSignUp,
  validateQuantity,
  validateOptionGroup,
  validateNotes,
  validateMinimumOrder,
  validateDelivery,
  validateDeliveryAddress,
  validateDeliveryZone,
  validateTerms,
  validatePaymentChosen,
  redeemLimits,
  validateRedeemPoints,
  NOTES_MAX_LENGTH,
} from './checkout';
export type { RedeemLimits } from './checkout';

export type { ServiceNumberRange } from './serviceNumber';
export { nextServiceNumber, serviceNumberRange, DEFAULT_SERVICE_RANGE } from './serviceNumber';
export type {
  ServiceRangeMode,
  ServiceRangeInput,
  ServiceRangeProblem,
  ServiceRangeProblemCode,
} from './serviceRanges';
export { serviceRangeProblems, SERVICE_RANGE_MODES, SERVICE_RANGE_PROBLEMS } from './serviceRanges';
export type { CounterDoc, CounterTable, CounterIssue, CounterIssueCode, ServiceRangeDoc } from './venueCounter';
export { checkCounter, readCounter, emptyCounter, tableLink, COUNTER_BOUNDS, COUNTER_ISSUES } from './venueCounter';

export type { Licence } from './licence';
export { reservationEnabled, orderingEnabled, normaliseLicence, DEFAULT_SPOT_TYPE } from './licence';

export type { Settings, KioskSettings } from './settings';
export {
  normaliseSettings,
  defaultSettings,
  domainLayout,
  showLanguageSwitch,
  CATEGORY_LAYOUTS,
  ROUND_TYPES,
  DEFAULT_LANGUAGES,
  CART_ITEMS_PER_PAGE_MIN,
} from './settings';
export type { ServiceType, VenueMode, TicketType } from './venueOffer';
export {
  SERVICE_TYPES,
  VENUE_MODES,
  TABLE_MODE,
  TICKET_TYPES,
  TABLE_SPOT_TYPE,
  KEPT_ON_RESET,
  readServiceTypes,
  venueMode,
  venueModes,
  settingsForLicence,
} from './venueOffer';
export { serviceFamily, homeFamily } from './homeFamily';
export type { KioskConfig } from './kioskConfig';
export { copySettingsFromServer, defaultKioskConfig } from './kioskConfig';

export {
  sessionExpiry,
  sessionExpired,
  sessionLengthMs,
  cartExpiryMs,
  DEFAULT_SESSION_LENGTH_MS,
  DEFAULT_CART_EXPIRY_HOURS,
  NO_SESSION,
  MS_PER_MINUTE,
  MS_PER_HOUR,
} from './session';

export type { BuiltInPayment, BuiltInPaymentMethod, PaymentMethod, PaymentSurcharge, SurchargeType } from './payments';
export {
  BUILT_IN_PAYMENTS,
  paymentCode,
  paymentByCode,
  readPaymentSurcharge,
  resolvePayments,
  surchargeFor,
  writePaymentSurcharge,
} from './payments';
export {
  CENTS_SETTINGS,
  IDENTITY_SETTINGS,
  ISO_4217,
  PERCENT_SETTINGS,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  languageList,
  settingUnit,
  type SettingUnit,
} from './settingMeaning';
export {
  describeChange,
  describeChanges,
  settingLabel,
  type ChangeSentence,
  type DescribeOptions,
  type Say,
} from './describeChange';

export type { MemberPointsSettings } from './memberPoints';
export {
  memberPointsSettings,
  MEMBER_POINTS_DEFAULTS,
  pointsToCents,
  centsToPoints,
  pointsEarned,
} from './memberPoints';
export type { MemberCard, CardTypeInfo } from './memberCard';
export { parseMemberCard, parseCardTypeInfo, emptyMemberCard } from './memberCard';
export type { KioskMember, MemberCart } from './kioskMember';
export {
  memberCart,
  readMemberCode,
  parseKioskMember,
  memberDisplayName,
  memberTokenUsable,
  memberPricingCard,
  MEMBER_CODE_PATTERN,
  MEMBER_TOKEN_MS,
  MEMBER_TOKEN_MARGIN_MS,
  MEMBER_PIN_PATTERN,
} from './kioskMember';

export type { TradingHourResult } from './tradingHours';
export { tradingHourResult } from './tradingHours';

export type { DateInput } from './dates';
export {
  formatDate,
  formatDateTime,
  formatDateTimeInZone,
  dateLocale,
  dataLanguage,
  toMs,
  DATE_FORMAT,
  DATETIME_FORMAT,
} from './dates';
export { formatDuration, validateTicketTimes, validateDateRange, validateTicketCount } from './tickets';
export type { ParkingTariff, ParkingDay, ParkingFee } from './parking';
export { localDate, parkingFee, parkingExtensionCents, stayDays, validateParking } from './parking';
export { BAND_DAYS, bandAt, isClock, isOpenAt, readBands, type BandDays, type TariffBand } from './parkingBands';
export type { PassRules, RefundPolicy, RefundQuote } from './ticketPasses';
export { addDays, dayNumber, passDays, passEndDate, ticketRefund, validatePassDates } from './ticketPasses';
export type { BookingRules, PeopleRules } from './booking';
export { bookingWindow, validateBookingTime, validateBookingPeople, validateWaitingTime } from './booking';
export { earliestPickupTime } from './preorder';
export type { DayHours, WeekHours, WeekdayKey, SlotQuery, SlotResource, FreeSlot } from './bookingTime';
export {
  WEEKDAYS,
  isTimeZone,
  zonedParts,
  dateKeyMs,
  clockMinutes,
  localToInstant,
  openWindows,
  freeSlots,
  nearestSlots,
} from './bookingTime';
export { roomOvertime, type RoomOvertime } from './roomOvertime';
export type { TimeBand, BookingRuleCode, RuleResult, CancelPolicy, CancelQuote, BookingStatus } from './bookingPolicy';
export {
  rateAt,
  stayPriceCents,
  validateStayHours,
  depositCents,
  tableDepositCents,
  cancellationQuote,
  BOOKING_STATUSES,
  LIVE_STATUSES,
  statusAt,
  changeable,
} from './bookingPolicy';

export type { Cart, CartItem, CartItemAttr, CartMealPlus, CartItemInput, CartGiftCard, Flag } from './cart/types';
export {
  createCart,
  newCartItem,
  addItem,
  changeQuantity,
  updateItem,
  removeItem,
  clearItems,
  mergeKey,
  DEFAULT_BILL_TYPE,
  RESERVATION_BILL_TYPE,
  DEFAULT_CART_NOTES,
} from './cart/cart';
export type { AddOptions } from './cart/cart';
export type { PricingSettings, PricingContext } from './cart/calculate';
export { calculateCart } from './cart/calculate';
export type { LoadedCart, SavedCartStatus } from './cart/persistence';
export { loadSavedCart, newCartId } from './cart/persistence';

export type { VideoKind } from './media';
export { videoKind } from './media';
export type { FranchiseeEntry, FranchiseeChoice } from './franchisee';
export { selectFranchisee } from './franchisee';
export type { RefusalCode, ClientFailure, FailureCode } from './refusals';
export { REFUSALS, CLIENT_FAILURES, isRefusalCode, failureCode, deliveryRefusal } from './refusals';
export type { QrMatrix } from './qr';
export { encodeQr } from './qr';
export {
  WALLET_TABS,
  isWalletTab,
  TOPUP_MIN_CENTS,
  TOPUP_MAX_CENTS,
  TOPUP_PRESETS_CENTS,
  parseDollars,
  topupProblem,
  topupBonusFor,
  formatPoints,
  CARD_ALIAS_MAX,
  normaliseAlias,
  aliasProblem,
  LEDGER_KINDS,
  ledgerKind,
  type WalletTab,
  type TopupProblem,
  type LedgerKind,
} from './wallet';
export { newPinProblem } from './walletPin';
export {
  TAP_RESET_MS,
  TAPS_TO_OPEN,
  NO_TAPS,
  tapCorner,
  cashTender,
  quickTenders,
  KIOSK_REPORTS,
  REPORT_ADMIN_FLAG,
  isKioskReport,
  reportAdminOnly,
  CASH_DIRECTIONS,
  CASH_MOVE_MAX_CENTS,
  type TapState,
  type CashTender,
  type KioskReport,
  type CashDirection,
} from './kioskOps';
export {
  countdownLeft,
  KIOSK_DINING,
  KIOSK_TIMER_SETTINGS,
  kioskChoosesLanguage,
  kioskTimerDurations,
  readKioskConfig,
  validPlate,
  type KioskDining,
} from './kioskRun';
export type { ConfigPart, ConfigSnapshot, ConfigChange } from './configVersions';
export type {
  AreaDoc,
  LocalName,
  ReservationDoc,
  ResourceIssue,
  ResourceIssueCode,
  TableDoc,
  VenueResources,
} from './venueResources';
export {
  RESOURCE_BOUNDS,
  RESOURCE_ISSUES,
  RESOURCE_LISTS,
  checkResources,
  emptyResources,
  readResources,
} from './venueResources';
export type { ParkingDoc, ParkingIssueCode } from './venueParking';
export { PARKING_BOUNDS, PARKING_ISSUES, checkParking, readParking } from './venueParking';
export type {
  MassageDoc,
  MassageServiceDoc,
  MassageStaffDoc,
  MassageStaffKind,
  MassageIssueCode,
} from './venueMassage';
export { MASSAGE_BOUNDS, MASSAGE_ISSUES, MASSAGE_STAFF_KINDS, checkMassage, readMassage } from './venueMassage';
export { PASS_BOUNDS, PASS_ISSUES, checkPasses, readPasses, type PassDoc } from './venuePasses';
export type { RoomsDoc, RoomDoc, RoomBandDoc, RoomFamily, RoomIssueCode } from './venueRooms';
export { ROOM_BOUNDS, ROOM_FAMILIES, ROOM_ISSUES, checkRooms, readRooms } from './venueRooms';
export { CONFIG_PARTS, canonicalJson, sameValue, diffConfig, pickSnapshot, showValue } from './configVersions';
export type { DonationItem, DonationAmount } from './donation';
export { donationAmounts, donationLine, chosenDonation, setDonation, MAX_PRICE_LEVELS } from './donation';
export {
  fixOptions,
  pairsBroken,
  ratioOf,
  parseColour,
  toHex,
  NEAR_WHITE,
  NEAR_BLACK,
  FIX_KINDS,
  type ColourPair,
  type FixOption,
  type FixKind,
  type Rgb,
} from './contrastFix';
export { nightColours, lightenToReach } from './nightColours';
