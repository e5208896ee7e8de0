// What a venue offers, from its stored configuration (spec 1, 4, 9): its service types, its mode
// (online, kiosk or cashier) and table service (spot type 2). Family and route manifests declare
// what they need (`requires.configIn` on /serviceTypes, /modes, /ticketType); these rules fill
// those keys of the normalised settings, and name the family a venue's plain link opens.
import { isEmpty, readFlag, readNum, readTextList, type Raw } from './coerce';

/** Spec 9: the service types a venue can offer. */
export const SERVICE_TYPES = ['shop', 'reservation', 'massage', 'ticket', 'partyroom', 'ktv'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
/** How the venue's screens are used: by customers online, on a kiosk, or by a cashier (staff). */
export const VENUE_MODES = ['online', 'kiosk', 'cashier'] as const;
export type VenueMode = (typeof VENUE_MODES)[number];
/** The extra mode of a venue with table service (spot type 2, spec 2's navigation rule). */
export const TABLE_MODE = 'table' as const;
/** Ticket venues: parking tickets (entry and exit times) or date-range passes. */
export const TICKET_TYPES = ['parking', 'daterange'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
/** Spot type of table service (spec 2). */
export const TABLE_SPOT_TYPE = 2;

const isService = (s: string): s is ServiceType => (SERVICE_TYPES as readonly string[]).includes(s);

/** The venue's service types, in its order: a list or comma text; unknown names dropped; none = shop. */
export function readServiceTypes(v: unknown): ServiceType[] {
  const list = [
    ...new Set(
      readTextList(v)
        .map((s) => s.toLowerCase())
        .filter(isService),
    ),
  ];
  return list.length ? list : ['shop'];
}

/**
 * The venue's mode from raw settings: `kioskMode` or `cashierMode` on (kiosk wins), else online;
 * without a `kioskMode` value, usage 'kiosk' means kiosk mode (servers that only send the label).
 */
export function venueMode(raw: Raw): VenueMode {
  const kiosk = isEmpty(raw.kioskMode)
    ? String(raw.usage ?? '')
        .trim()
        .toLowerCase() === 'kiosk'
    : readFlag(raw.kioskMode);
  if (kiosk) return 'kiosk';
  return readFlag(raw.cashierMode) ? 'cashier' : 'online';
}

/** The modes family and route manifests test: the venue's mode, plus 'table' for spot type 2. */
/** A mode a manifest can require: the venue's mode, or 'table'. */
export type ManifestMode = VenueMode | typeof TABLE_MODE;

export function venueModes(raw: Raw): ManifestMode[] {
  const modes: ManifestMode[] = [venueMode(raw)];
  if (readNum(raw.spotType, 0) === TABLE_SPOT_TYPE) modes.push(TABLE_MODE);
  return modes;
}

/** Settings kept when the configuration resets: what the venue is, not how it is set up. */
export const KEPT_ON_RESET = ['shopId', 'shopKey', 'pathId', 'shopName', 'serviceTypes', 'ticketType'] as const;

/**
 * Spec 4: setting the licence state to false resets the configuration. A licence whose status is
 * not 1 gives the defaults, keeping the venue's identity and service types (so its pages still
 * open, with the closed notice); an active licence keeps the settings as they are.
 */
export function settingsForLicence<S extends { [K in (typeof KEPT_ON_RESET)[number]]?: unknown }>(
  settings: S,
  defaults: S,
  licenceActive: boolean,
): S {
  if (licenceActive) return settings;
  const out: S = { ...defaults };
  for (const k of KEPT_ON_RESET) if (k in settings) out[k] = settings[k];
  return out;
}
