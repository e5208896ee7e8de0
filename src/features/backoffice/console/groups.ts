// The console's sections: the configuration groups of spec 3 (issue 18), in the operator's order.
// Settings keys are placed by name; a key of the schema named by no group lands in 'display' (spec 3:
// "many on/off flags"), so a key added to the schema is always editable. Derived keys are never edited.

export const CONSOLE_GROUPS = [
  'venue', 'mode', 'money', 'languages', 'layout', 'booking', 'membership', 'kiosk', 'display', 'payments', 'hours', 'branding',
] as const;
export type ConsoleGroup = (typeof CONSOLE_GROUPS)[number];

/** Settings keys the normaliser derives from others: shown nowhere, never written. */
export const DERIVED_KEYS: readonly string[] = ['modes', 'sessionLength'];

/** Settings keys by group (the schema's order inside a group). 'kiosk' is the settings.kiosk object. */
export const GROUP_KEYS: Partial<Record<ConsoleGroup, readonly string[]>> = {
  venue: ['hospitality', 'usage', 'shopId', 'shopKey', 'pathId', 'shopName', 'placeNo', 'placeName', 'tableNo', 'tableName', 'tableNoLength', 'menuGroup',
    'menuGroupName', 'terminalId', 'userId', 'customer', 'vendor', 'product', 'productVersion', 'countryCode', 'postcode', 'phone', 'abn', 'address', 'email', 'company'],
  mode: ['serviceTypes', 'kioskMode', 'cashierMode', 'spotType', 'ticketType'],
  money: ['moneySymbol', 'currency', 'currencyUnit', 'includeGst', 'gstRate', 'roundType', 'serviceFee', 'serviceFeeRate', 'otherChargeRate', 'otherChargeName',
    'floorFee', 'memberDiscount', 'showSubtotal', 'minDeliveryAmount', 'freeDeliveryAmount', 'depositRate', 'depositAmount'],
  languages: ['lang', 'defaultLang', 'languages', 'showDefaultName', 'showSecondName', 'hideLanguage', 'dateFormat', 'datetimeFormat', 'imageFormat'],
  layout: ['itemsPerRow', 'paymentPerRow', 'categoryPerRow', 'pluPerRow', 'tablePerRow', 'tableRow', 'categorySpan', 'itemPerPage', 'cartItemPerPage',
    'categoryLayout', 'categoryImageHeight', 'itemInfinityScroll', 'newSubMenu', 'loadMoreDistance', 'itemTolerance', 'mergeItems'],
  booking: ['preOrder', 'setTimeBeforeOrder', 'bookingBeforeDay', 'bookingBeforeTime', 'dayInAdvance', 'maxBookingPeople', 'overBookingPeopleTips', 'bookingCode',
    'reservationPlaces', 'actionTimer', 'splitByTimezone', 'entityCounting', 'centralKitchen', 'ktvRoom', 'pickupDue', 'minWaitingTime', 'eatIn', 'takeAway',
    'pickup', 'delivery', 'deliveryZones'],
  membership: ['membership', 'enableMember', 'memberPrefix', 'enableVoucher', 'enableCoupon', 'giftCard', 'coupon', 'voucher', 'pointsTitle', 'cardProduct',
    'pinpad', 'loginPromotion'],
  kiosk: ['kiosk'],
};
