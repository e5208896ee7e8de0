// English text of every validation message the domain returns. The same keys and text live in
// src/i18n/locales/en-gb/validation.json (a test keeps them equal); zh-hans has the same keys.
// Interpolation uses i18next's {{name}} markers so screens can translate with the values given.

export const validationMessages = {
  loginEmpty: 'User name or password can not be empty',
  passwordRequired: 'Please enter your password',
  passwordTooLong: 'Password can be at most {{max}} characters',
  passwordWeak: 'This password is weak. You can continue, or choose a stronger one',
  passwordTooShort: 'Password needs at least {{min}} characters',
  mobileRequired: 'Please enter your mobile number',
  mobileInvalid: 'Please enter a valid mobile number',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  numbersOnly: 'Please input numbers only',
  postcodeRequired: 'Please enter your post code',
  verificationCodeInvalid: 'Please enter the {{length}}-digit verification code',
  pinInvalid: 'Please enter your {{length}}-digit PIN',
  phoneNotVerified: 'Please verify your mobile number first',
  termsRequired: 'Please accept the terms and conditions',
  paymentRequired: 'Please select a payment method',
  quantityBelowMinimum: 'The minimum quantity is {{min}}',
  optionsTooFew: 'Please choose at least {{min}}',
  optionsTooMany: 'Choose up to {{max}}',
  notesTooLong: 'Notes can be at most {{max}} characters',
  minimumOrder: 'The minimum order amount is {{amount}}',
  deliveryAddressRequired: 'Please enter a delivery address',
  deliveryZoneRequired: 'Sorry, we do not deliver to this address',
  deliveryZoneNotChosen: 'Please choose a delivery zone',
  minimumDelivery: 'The minimum amount for delivery is {{amount}}',
  waitingTimeTooShort: 'Please choose a time at least {{minutes}} minutes from now',
  pointsBelowMinimum: 'You need to redeem at least {{min}} points',
  pointsAboveMaximum: 'You can redeem at most {{max}} points',
  entryInPast: 'Entry time can not be in the past',
  exitBeforeEntry: 'Exit time must be after entry time',
  minimumSpan: 'The minimum stay is {{duration}}',
  ticketCountInvalid: 'Number of tickets must be more than zero',
  dateRangeInvalid: 'Please choose a valid date range',
  bookingTooSoon: 'Bookings must be made at least {{minutes}} minutes in advance',
  bookingTooFarAhead: 'Bookings can be made at most {{days}} days in advance',
  bookingPeopleRequired: 'Please enter the number of people',
  overBooking: 'Please call us.',
  // tickets and passes (issue 17)
  stayTooLong: 'The longest stay is {{days}} days',
  dateInPast: 'The start date can not be in the past',
  dateTooFarAhead: 'Dates can be chosen at most {{days}} days ahead',
  ticketCountTooMany: 'At most {{max}} tickets per booking',
  // parking opening hours (issue 30)
  parkingClosed: 'The car park is open from {{from}} to {{until}}: enter and leave in those hours',
} as const;

export type ValidationKey = keyof typeof validationMessages;
