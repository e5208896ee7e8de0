// The root page's venue list (issue 33): GET /dev/venues answers the demo venues in demo mode; in
// production every /dev route answers 404 and the list is empty (the page then says to open the
// venue's own link). The server's own address: no venue, so no API client context.
import { isRecord } from '../../api/errors';

export interface DemoVenue {
  shopId: string;
  name1: string;
  name2: string;
  /** The venue's home path ('/shop/demo-cafe/home'). */
  home: string;
}

export type VenueListAnswer = { kind: 'list'; venues: DemoVenue[] } | { kind: 'none' } | { kind: 'failed' };

const isVenue = (v: unknown): v is DemoVenue =>
  isRecord(v) &&
  typeof v.shopId === 'string' &&
  typeof v.home === 'string' &&
  v.home.startsWith('/') &&
  !v.home.startsWith('//');

export async function demoVenues(fetcher: typeof fetch = fetch): Promise<VenueListAnswer> {
  try {
    const res = await fetcher('/dev/venues', { headers: { accept: 'application/json' } });
    if (res.status === 404) return { kind: 'none' };
    if (!res.ok) return { kind: 'failed' };
    const body: unknown = await res.json();
    const result = isRecord(body) ? body.result : undefined;
    const list = Array.isArray(result) ? result.filter(isVenue) : [];
    return list.length ? { kind: 'list', venues: list } : { kind: 'none' };
  } catch {
    return { kind: 'failed' };
  }
}
