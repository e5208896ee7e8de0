// How a request names its venue: `shop` (shop id, e.g. demo-cafe), or `id` (shop key, or the shop id),
// or `ordLot` (shop id), or `siteId` / `shp` (site id). Looked up in the payload first, then the query.
import type { Db } from '../db/db';

export interface Venue {
  shopId: string;
  shopKey: string;
  siteId: string;
  family: string;
  settings: Record<string, unknown>;
  licence: Record<string, unknown>;
  theme: string;
  branding: Record<string, unknown>;
  profile: Record<string, unknown>;
  payments: Record<string, unknown>[];
  languages: unknown[];
  tables: unknown[];
  hours: Hours;
  serviceNo: { min: number; max: number };
  updatedAt: number;
}

export interface Hours {
  tz: string;
  /** Keys sun..sat; each a list of [open, close] in HH:mm. Missing day = closed. */
  week: Record<string, [string, string][]>;
  closedDates?: string[];
  closedMessage?: string;
  /** Closures (issue 29): days the venue is closed (from..to, YYYY-MM-DD, venue-local), each with its own message per language. */
  closures?: Closure[];
}

/** One closure: its first and last day and what customers read on those days, per language. */
export interface Closure {
  from: string;
  to: string;
  message: Record<string, string>;
}

interface VenueRow {
  shop_id: string;
  shop_key: string;
  site_id: string;
  family: string;
  settings: Record<string, unknown>;
  licence: Record<string, unknown>;
  theme: string;
  branding: Record<string, unknown>;
  profile: Record<string, unknown>;
  payments: Record<string, unknown>[];
  languages: unknown[];
  tables: unknown[];
  hours: Hours;
  service_no: { min: number; max: number };
  updated_at: string | number;
}

export const toVenue = (r: VenueRow): Venue => ({
  shopId: r.shop_id,
  shopKey: r.shop_key,
  siteId: r.site_id,
  family: r.family,
  settings: r.settings,
  licence: r.licence,
  theme: r.theme,
  branding: r.branding,
  profile: r.profile,
  payments: r.payments,
  languages: r.languages,
  tables: r.tables,
  hours: r.hours,
  serviceNo: r.service_no,
  updatedAt: Number(r.updated_at),
});

const str = (v: unknown): string | null =>
  typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : typeof v === 'number' ? String(v) : null;

type Column = 'shop_id' | 'shop_key' | 'site_id';

/**
 * Venue rows are read on almost every call; PGlite runs on the main thread, so they are cached for a
 * short time (default 1 s, by the server's clock). A change made through the API clears the cache at
 * once; a change made directly in the database shows within ttlMs, i.e. on the next app load.
 */
export class VenueCache {
  private rows = new Map<string, { at: number; venue: Venue | null }>();
  /** `shape`: what the server makes of a stored venue for every call (production: no provider methods, payments/offered.ts). */
  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly shape: (v: Venue) => Venue | Promise<Venue> = (v) => v,
  ) {}
  private async load(column: Column, value: string): Promise<Venue | null> {
    const v = await venueBy(this.db, column, value);
    return v && (await this.shape(v));
  }
  async by(column: Column, value: string): Promise<Venue | null> {
    if (this.ttlMs <= 0) return this.load(column, value);
    const key = `${column}:${value}`;
    const t = this.now();
    const hit = this.rows.get(key);
    if (hit && t - hit.at < this.ttlMs && t >= hit.at) return hit.venue;
    const venue = await this.load(column, value);
    if (this.rows.size > 1000) this.rows.clear();
    this.rows.set(key, { at: t, venue });
    return venue;
  }
  clear(): void {
    this.rows.clear();
  }
}

export async function findVenue(
  cache: VenueCache,
  payload: Record<string, unknown>,
  query: Record<string, unknown> = {},
): Promise<Venue | null> {
  for (const src of [payload, query]) {
    const shop = str(src.shop) ?? str(src.ordLot);
    if (shop) return cache.by('shop_id', shop);
    const id = str(src.id);
    if (id) return (await cache.by('shop_key', id)) ?? (await cache.by('shop_id', id));
    const site = str(src.siteId) ?? str(src.shp);
    if (site) return cache.by('site_id', site);
  }
  return null;
}

export async function venueBy(db: Db, column: Column, value: string): Promise<Venue | null> {
  const rows = await db.query<VenueRow>(`SELECT * FROM venues WHERE ${column} = $1`, [value]);
  return rows[0] ? toVenue(rows[0]) : null;
}
