// Guards by licence and configuration (the `requires` of routes and elements).
import type { Requires } from '../contract';
import { getAt } from './pointer';

/** Reservation is enabled only when the 5th character of the licences string is '1'. */
export function reservationEnabledLocal(licenses: unknown): boolean {
  return typeof licenses === 'string' && licenses.length >= 5 && licenses[4] === '1';
}

let reservationRule: (licenses: unknown) => boolean = reservationEnabledLocal;
/** Lets the app swap in the domain module's rule (src/domain reservationEnabled). */
export function setReservationRule(rule: (licenses: unknown) => boolean): void {
  reservationRule = rule;
}

/** Named licence flags a manifest may require. Unknown names never hold. */
export function licenceFlag(name: string, licence: Record<string, unknown>): boolean {
  switch (name) {
    case 'status':
      return Number(licence.status) === 1;
    case 'ordering':
      return Number(licence.status) === 1;
    case 'reservation':
      return reservationRule(licence.licenses);
    case 'smsLogin':
    case 'addWallet':
    case 'saveOnly':
    case 'sendOrderByScan':
      return Boolean(licence[name]) && licence[name] !== '0' && licence[name] !== 0;
    default: {
      // 'licenses[3]': the 4th character of the licences string is '1'.
      const m = /^licenses\[(\d+)\]$/.exec(name);
      if (m) {
        const s = licence.licenses;
        return typeof s === 'string' && s[Number(m[1])] === '1';
      }
      return false;
    }
  }
}

function truthy(v: unknown): boolean {
  return v !== undefined && v !== null && v !== false && v !== 0 && v !== '' && v !== '0';
}

/** A value in the settings by JSON Pointer (the engine reads any venue's settings as plain data). */
const at = (settings: object, p: string) => getAt(settings as Record<string, unknown>, p.startsWith('/') ? p : `/${p}`);

/** The value (or one entry of a list value) is one of `allowed`. */
function isOneOf(value: unknown, allowed: readonly (string | number | boolean)[]): boolean {
  return (Array.isArray(value) ? value : [value]).some((v) => allowed.includes(v as string));
}

/** Whether every licence flag, every config key and every configIn choice of a `requires` holds. */
export function meetsRequires(req: Requires | undefined, licence: Record<string, unknown>, settings: object): boolean {
  if (!req) return true;
  for (const f of req.licence ?? []) if (!licenceFlag(f, licence)) return false;
  for (const p of req.config ?? []) if (!truthy(at(settings, p))) return false;
  for (const [p, allowed] of Object.entries(req.configIn ?? {})) if (!isOneOf(at(settings, p), allowed)) return false;
  return true;
}

/** Whether a route of a family exists at this venue: the family's and the route's `requires` both hold. */
export function routeOffered(
  family: { requires?: Requires },
  route: { requires?: Requires } | null,
  licence: Record<string, unknown>,
  settings: object,
): boolean {
  return meetsRequires(family.requires, licence, settings) && meetsRequires(route?.requires, licence, settings);
}

/** Ordering is open only while the licence status is 1 (spec 4); otherwise the closed notice shows. */
export function orderingOpen(licence: Record<string, unknown>): boolean {
  return Number(licence.status) === 1;
}
