// The JSON shape of the versioned venue document (docs/venue-document.md, src/domain/configVersions.ts
// ConfigSnapshot): what /pro/lot/config/update and a console draft may carry, part by part. One source:
// the routes compile these, and scripts/gen-venue-config.ts writes them to schemas/venue-config.schema.json,
// which the call contracts refer to ($ref), so the door, the generated types and the server agree.
//
// Shape and names only where a stored value may be anything: bounds by meaning (a setting's range, a
// surcharge rate, a text of at most 5,000 characters) are configBounds.ts's, which answers config.bounds
// naming the field and its limit for the console to show at the field.
import { SERVICE_TYPES, TICKET_TYPES } from '../../src/domain/venueOffer';
import { CONFIG_PARTS } from '../../src/domain/configVersions';
import { DAYS } from '../routes/openingHours';
import { RESOURCES_SCHEMA } from './parts/resourcesSchema';
import { COUNTER_SCHEMA } from './parts/counterPart';
import { STORED_PARTS } from './parts/index';

const S = (max: number) => ({ type: 'string', maxLength: max });
/** Any JSON value (a stored map's value: the console sends back what it read). */
export const ANY_VALUE = { type: ['null', 'boolean', 'number', 'string', 'array', 'object'] };
/** A map open by design: its keys are names (bounded), its values of `value`. */
const openMap = (properties: Record<string, unknown>, value: unknown = ANY_VALUE, maxProperties = 300) => ({
  type: 'object',
  maxProperties,
  propertyNames: { maxLength: 64 },
  additionalProperties: value,
  properties,
});
const FLAG = { enum: [0, 1, true, false] };
/** A flag as stored: 0/1, true/false or their text. */
const STORED_FLAG = { type: ['number', 'boolean', 'string'] };
const TEXT = { type: 'string' };

/** The raw settings, keyed by setting name (schemas/venue-settings.schema.json names and bounds them). */
const SETTINGS = {
  title: 'VenueSettingsPart',
  ...openMap({
    serviceTypes: {
      title: 'VenueServiceTypes',
      type: 'array',
      minItems: 1,
      maxItems: SERVICE_TYPES.length,
      uniqueItems: true,
      items: { enum: [...SERVICE_TYPES] },
    },
    kioskMode: FLAG,
    cashierMode: FLAG,
    ticketType: { enum: [...TICKET_TYPES] },
    spotType: { type: 'integer', minimum: 1, maximum: 99 },
    // Post codes (the seeds) or { zoneId, name } (the console): src/domain/settings.ts zoneList reads both.
    deliveryZones: {
      title: 'VenueDeliveryZones',
      type: 'array',
      maxItems: 200,
      items: {
        anyOf: [
          { type: 'string', minLength: 1, maxLength: 200 },
          {
            type: 'object',
            required: ['zoneId', 'name'],
            additionalProperties: false,
            properties: { zoneId: { ...S(200), minLength: 1 }, name: { ...S(200), minLength: 1 } },
          },
        ],
      },
    },
    // Top-up bonus tiers (server/wallet/topup.ts topupTiers).
    topupPromotions: {
      title: 'VenueTopupPromotions',
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['minCents', 'bonusCents'],
        additionalProperties: false,
        properties: {
          minCents: { type: 'integer', minimum: 1, maximum: 10_000_000 },
          bonusCents: { type: 'integer', minimum: 1, maximum: 10_000_000 },
        },
      },
    },
  }),
};
/** The raw licence (spec 3; schemas/licence.schema.json is its normalised form). */
const LICENCE = {
  title: 'VenueLicencePart',
  ...openMap({
    status: { type: 'integer', minimum: 0, maximum: 99 },
    licenses: { type: 'string', maxLength: 64, pattern: '^[01]*$' },
    gtmCode: { type: 'string', maxLength: 20, pattern: '^(GTM-[A-Z0-9]{4,12})?$' },
  }),
};
/** Branding (spec 3): the keys the app reads are typed; a venue's other stored keys are kept (the console offers them). */
const BRANDING = {
  title: 'VenueBrandingPart',
  ...openMap(
    {
      name: TEXT,
      bannerImage: TEXT,
      showBanner: STORED_FLAG,
      loginImage: TEXT,
      footerImage: TEXT,
      designer: TEXT,
      website: TEXT,
      logo: TEXT,
    },
    ANY_VALUE,
    100,
  ),
};
/** The venue's profile (address, phone, logo...); other stored keys are kept. */
const PROFILE = {
  title: 'VenueProfilePart',
  ...openMap(
    {
      phone: TEXT,
      email: TEXT,
      logo: TEXT,
      address: TEXT,
      company: TEXT,
      companyName: TEXT,
      otherChargeName: TEXT,
    },
    ANY_VALUE,
    100,
  ),
};
/** One payment entry (src/domain/payments.ts reads it; surcharge 1 on, surchargeType 1 percent / 2 fixed cents). */
const PAYMENT = {
  title: 'VenuePaymentEntry',
  ...openMap(
    {
      name: TEXT,
      payment: TEXT,
      code: { type: ['number', 'string'] },
      surcharge: STORED_FLAG,
      surchargeType: { type: ['number', 'string'] },
      rate: { type: ['number', 'string'] },
      visible: STORED_FLAG,
      imageUrl: TEXT,
    },
    ANY_VALUE,
    30,
  ),
};
/** A language of the venue: its code, or the stored entry (code, name, dataLang, dateLocale). */
const LANGUAGE = {
  title: 'VenueLanguage',
  anyOf: [S(16), openMap({ code: S(16), name: S(64), dataLang: S(16), dateLocale: S(16) }, ANY_VALUE, 20)],
};
const HHMM = { type: 'string', maxLength: 5, pattern: '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' };
const DATE = { type: 'string', maxLength: 10, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' };
const HOURS = {
  title: 'VenueHoursPart',
  type: 'object',
  required: ['tz', 'week'],
  additionalProperties: false,
  properties: {
    tz: S(64),
    week: {
      type: 'object',
      maxProperties: DAYS.length,
      propertyNames: { enum: [...DAYS] },
      additionalProperties: {
        type: 'array',
        maxItems: 8,
        items: { type: 'array', minItems: 2, maxItems: 2, items: HHMM },
      },
    },
    closedDates: { type: 'array', maxItems: 400, items: DATE },
    closedMessage: S(200),
    closures: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        required: ['from', 'to', 'message'],
        additionalProperties: false,
        properties: {
          from: DATE,
          to: DATE,
          message: {
            type: 'object',
            propertyNames: { enum: ['en-gb', 'zh-hans'] },
            additionalProperties: S(200),
          },
        },
      },
    },
  },
};

/**
 * What an administrator may store of a venue's configuration (the payload properties of
 * /pro/lot/config/update, and of a console draft or publish: server/backoffice).
 */
export const CONFIG_CHANGE_PROPERTIES = {
  settings: SETTINGS,
  licence: LICENCE,
  branding: BRANDING,
  profile: PROFILE,
  hours: HOURS,
  theme: { title: 'VenueThemeId', type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
  payments: { title: 'VenuePaymentsPart', type: 'array', maxItems: 20, items: PAYMENT },
  languages: { title: 'VenueLanguagesPart', type: 'array', maxItems: 10, items: LANGUAGE },
};

/**
 * A draft is a whole snapshot: every part present (a part stored outside the venues row may be left out:
 * the draft keeps its value), each checked as /pro/lot/config/update checks it. `menu` is the menu
 * document (schemas/menu.schema.json, which the call's contract refers to); themeDoc is the server's copy
 * of the default theme, never the client's (a theme document, or {} for a shipped theme).
 */
export const VENUE_DOCUMENT_SCHEMA = {
  title: 'VenueDocument',
  type: 'object',
  required: CONFIG_PARTS.filter((p) => !STORED_PARTS.includes(p) && p !== 'themeDoc'),
  additionalProperties: false,
  properties: {
    ...CONFIG_CHANGE_PROPERTIES,
    resources: { title: 'VenueResourcesPart', ...RESOURCES_SCHEMA },
    counter: { title: 'VenueCounterPart', ...COUNTER_SCHEMA },
    menu: { type: 'object' },
    themeDoc: { title: 'VenueThemeDocPart', ...openMap({}, ANY_VALUE, 16) },
  },
};
