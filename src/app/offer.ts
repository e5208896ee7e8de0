// Which families a venue offers (the `requires` of the family manifests, against its configuration)
// and where its plain link goes: `/{shop}`, or `/{family}/{shop}` with no route (a QR holds either).
import type { ResolvedFamily } from '../engine/contract';
import { routeOffered } from '../engine/runtime/guards';
import { familyHomePath, fillPrefix } from '../engine/runtime/family';
import { homeFamily, homeRoute } from '../domain/homeFamily';
import type { Settings } from '../domain/settings';

type Obj = Record<string, unknown>;

/** The families with a venue prefix whose `requires` hold for this licence and these settings. */
export function offeredFamilies(
  families: readonly ResolvedFamily[],
  licence: Obj,
  settings: Settings,
): ResolvedFamily[] {
  return families.filter((f) => f.prefix !== '' && routeOffered(f, null, licence, settings));
}

/**
 * The venue's own home: the home of the family its configuration names (src/domain homeFamily), or,
 * when that family is not offered, of the first family it offers. '' when it offers none.
 */
export function venueHomePath(
  families: readonly ResolvedFamily[],
  shop: string,
  licence: Obj,
  settings: Settings,
): string {
  const offered = offeredFamilies(families, licence, settings);
  const want = homeFamily(settings);
  const homeOf = (f: ResolvedFamily) => familyHomePath(f, fillPrefix(f.prefix, { shop }));
  const fam = offered.find((f) => f.id === want && homeOf(f)) ?? offered.find((f) => homeOf(f));
  if (!fam) return '';
  // Kiosk mode opens the kiosk flow's route of its family (when the family has it and offers it).
  const route = fam.id === want ? homeRoute(settings) : '';
  const r = route ? fam.routes.find((x) => x.path === route && routeOffered(fam, x, licence, settings)) : undefined;
  return r ? `${fillPrefix(fam.prefix, { shop })}/${route}` : homeOf(fam);
}

/**
 * Where a plain link goes, or null when the path is not one: `/{shop}` always goes to the venue's
 * home; `/{family}/{shop}` goes there when the venue does not offer that family (an offered family's
 * empty path opens its own home).
 */
export function plainLinkTarget(
  pathname: string,
  family: string,
  families: readonly ResolvedFamily[],
  venueHome: string,
  licence: Obj,
  settings: Settings,
): string | null {
  const parts = pathname.split('/').filter(Boolean);
  if (!venueHome) return null;
  if (!family) return parts.length === 1 ? venueHome : null;
  if (parts.length !== 2) return null;
  const fam = families.find((f) => f.prefix.split('/')[1] === family);
  return fam && routeOffered(fam, null, licence, settings) ? null : venueHome;
}

/** A one-segment path that may name a shop: not a family, and not a general route such as /404. */
export function plainShop(pathname: string, families: readonly ResolvedFamily[]): string {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length !== 1) return '';
  let seg = parts[0];
  try {
    seg = decodeURIComponent(seg);
  } catch {
    return '';
  }
  const taken = new Set(
    families.flatMap((f) => (f.prefix ? [f.prefix.split('/')[1]] : f.routes.map((r) => r.fullPath.split('/')[1]))),
  );
  return taken.has(seg) ? '' : seg;
}
