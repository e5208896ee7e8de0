// Start-up: which family and shop the path names, and the domain rules of spec 4. The venue
// configuration call lives in venue.ts, loaded on demand so the API client (and its crypto)
// is not part of the first script.
import type { Settings } from '../domain';
import { app, venue } from '../state/stores';

/** '/shop/demo-cafe/page/about' -> { family: 'shop', shop: 'demo-cafe' }. General routes have no shop. */
export function parseLocation(pathname: string, families: readonly string[]): { family: string; shop: string } {
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
  if (parts.length >= 2 && families.includes(parts[0])) return { family: parts[0], shop: parts[1] };
  return { family: '', shop: '' };
}

export class ConfigLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigLoadError';
  }
}

type LayoutRule = (settings: Settings, domain: string) => Settings;
let layoutRule: LayoutRule = (s) => s;
/** venue.ts hands in src/domain's domainLayout (kept out of the first script with the API client). */
export function setLayoutRule(rule: LayoutRule): void {
  layoutRule = rule;
}

/** Spec 4: changing the domain clears the remembered category; domain 'shop' forces left categories. */
export function setDomain(domain: string): void {
  if (app.domain !== domain) {
    app.selectedCategory = null;
    app.domain = domain;
  }
  if (domain === 'shop' && venue.loaded) venue.settings = layoutRule(venue.settings, 'shop');
}
