// Bounds on every configuration value a venue stores (issue 27 finding 12): a setting out of range
// broke a whole venue (a session length of 10^20 minutes made every sign-in at it fail; a fee rate of
// 10^29 % gave totals of 10^31). Every path that writes configuration checks a change here first:
// /pro/lot/config/update and the console's draft (routes/config.ts checkConfigChange), and publish and
// rollback (backoffice/versions.ts applySnapshot, for drafts and versions stored before the bounds).
//
// Settings the schema knows are held to its bounds (schemas/venue-settings.schema.json: numbers have a
// minimum and a maximum, strings a maxLength); raw settings may carry numbers as text ("1.5"), so a
// numeric text is read as its number. Everything else (keys the schema does not name, branding,
// profile, payment entries) is held to the generic bounds below.
import schema from '../../src/generated/settings-schema.json';

export interface BoundsIssue {
  field: string;
  message: string;
  limit?: number;
}

interface Node {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  properties?: Record<string, Node>;
  items?: Node;
  enum?: unknown[];
}

/** Any text of the configuration the schema gives no maxLength: long enough for an about page, short of a denial of service. */
export const GENERIC_TEXT_MAX = 5000;
/** Any number the schema does not bound: well past any count, rate or amount in cents a venue has. */
export const GENERIC_NUMBER_MAX = 1e9;
/** A payment entry's surcharge: a percentage up to 100, a fixed amount up to $1,000 (cents). */
export const SURCHARGE_PERCENT_MAX = 100;
export const SURCHARGE_FIXED_MAX_CENTS = 100_000;
const DEPTH_MAX = 8;

const SETTINGS = (schema as unknown as { properties: Record<string, Node> }).properties;

const numberOf = (v: unknown): number | null => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};
const isNumeric = (n: Node) => n.type === 'number' || n.type === 'integer';

function checkNumber(field: string, v: unknown, min: number | undefined, max: number | undefined): BoundsIssue | null {
  if (v === null || v === '' || typeof v === 'boolean') return null; // read as the fallback
  const n = numberOf(v);
  if (n === null || !Number.isFinite(n)) return { field, message: `"${field}" must be a number.` };
  if (min !== undefined && n < min) return { field, message: `"${field}" must be at least ${min}.`, limit: min };
  if (max !== undefined && n > max) return { field, message: `"${field}" must be at most ${max}.`, limit: max };
  return null;
}

function checkText(field: string, v: string, max: number): BoundsIssue | null {
  return v.length > max ? { field, message: `"${field}" must be at most ${max} characters.`, limit: max } : null;
}

/** Any value the schema does not describe: texts and numbers within the generic bounds, at any depth. */
function checkGeneric(field: string, v: unknown, depth = 0): BoundsIssue | null {
  if (depth > DEPTH_MAX) return { field, message: `"${field}" is nested too deeply.` };
  if (typeof v === 'string') return checkText(field, v, GENERIC_TEXT_MAX);
  if (typeof v === 'number') return checkNumber(field, v, -GENERIC_NUMBER_MAX, GENERIC_NUMBER_MAX);
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const bad = checkGeneric(`${field}.${i}`, v[i], depth + 1);
      if (bad) return bad;
    }
  } else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      const bad = checkGeneric(`${field}.${k}`, x, depth + 1);
      if (bad) return bad;
    }
  }
  return null;
}

/** A value against its schema node (numbers, texts, arrays and objects the schema describes). */
function checkNode(field: string, v: unknown, n: Node, depth = 0): BoundsIssue | null {
  if (n.enum) return null; // enumerations are the schema validator's; raw values may use other spellings
  if (isNumeric(n)) return checkNumber(field, v, n.minimum, n.maximum ?? GENERIC_NUMBER_MAX);
  if (n.type === 'string' && typeof v === 'string') return checkText(field, v, n.maxLength ?? GENERIC_TEXT_MAX);
  if (Array.isArray(v)) {
    if (n.maxItems !== undefined && v.length > n.maxItems)
      return { field, message: `"${field}" must have at most ${n.maxItems} entries.`, limit: n.maxItems };
    for (let i = 0; i < v.length; i++) {
      const bad = n.items
        ? checkNode(`${field}.${i}`, v[i], n.items, depth + 1)
        : checkGeneric(`${field}.${i}`, v[i], depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  if (v && typeof v === 'object' && n.properties) {
    for (const [k, x] of Object.entries(v)) {
      const child = n.properties[k];
      const bad = child ? checkNode(`${field}.${k}`, x, child, depth + 1) : checkGeneric(`${field}.${k}`, x, depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  return checkGeneric(field, v, depth);
}

/** The first setting out of bounds, or null. */
export function settingsOutOfBounds(settings: unknown): BoundsIssue | null {
  if (!settings || typeof settings !== 'object') return null;
  for (const [k, v] of Object.entries(settings)) {
    const n = SETTINGS[k];
    const bad = n ? checkNode(`settings.${k}`, v, n) : checkGeneric(`settings.${k}`, v);
    if (bad) return bad;
  }
  return null;
}

/** The first payment entry value out of bounds: its surcharge rate by its type (1 percent, 2 fixed cents), its texts. */
export function paymentsOutOfBounds(payments: unknown): BoundsIssue | null {
  if (!Array.isArray(payments)) return null;
  for (let i = 0; i < payments.length; i++) {
    const p = payments[i] as Record<string, unknown> | null;
    if (!p || typeof p !== 'object') continue;
    const percent = ['1', 'percent', 'percentage', 'rate', '%'].includes(
      String(p.surchargeType ?? '')
        .trim()
        .toLowerCase(),
    );
    const bad =
      checkNumber(`payments.${i}.rate`, p.rate, 0, percent ? SURCHARGE_PERCENT_MAX : SURCHARGE_FIXED_MAX_CENTS) ??
      checkNumber(`payments.${i}.surcharge`, p.surcharge, 0, SURCHARGE_FIXED_MAX_CENTS) ??
      checkGeneric(`payments.${i}`, p);
    if (bad) return bad;
  }
  return null;
}

type ConfigBoundsPart = 'settings' | 'payments' | 'branding' | 'profile' | 'licence' | 'languages';

/** The first value out of bounds in a configuration change (any of its parts), or null. */
export function configOutOfBounds(c: Partial<Record<ConfigBoundsPart, unknown>>): BoundsIssue | null {
  return (
    settingsOutOfBounds(c.settings) ??
    paymentsOutOfBounds(c.payments) ??
    checkGeneric('branding', c.branding ?? null) ??
    checkGeneric('profile', c.profile ?? null) ??
    checkGeneric('licence', c.licence ?? null) ??
    checkGeneric('languages', c.languages ?? null)
  );
}
