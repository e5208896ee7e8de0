// Where the engine finds manifests, each its own chunk: a page starts with its own family's manifest
// (with the general one and the families it extends: they decide its routes), and the others load
// when first needed (a navigation into them, a plain link, the not-offered screen, table service);
// layouts and screens load when drawn, so a family loads only what it shows.
// Every document passes migrate -> validate before resolve or render: in development through
// src/engine/manifest/runtime.ts (the document validators, its own chunk); in a production build
// through src/engine/manifest/shipped.ts, since the build validated every shipped document and
// refuses to build otherwise. A screen or layout that fails throws a ManifestError that the route's
// error screen shows with file and JSON Pointer.
import { sliceTimer } from '../engine/runtime/yield';
import { loadNamespaces, namespacesIn } from '../i18n';
import type { FamilyManifest, FlowManifest, LayoutManifest, ScreenManifest, ValidationIssue } from '../engine/contract';

const familyFiles = import.meta.glob<unknown>('/screens/families/*.json', { import: 'default' });
/** The family manifests by file name (screens/families/<id>.json: the file is named after the family's id). */
const familyById = new Map(
  Object.entries(familyFiles).map(([p, load]) => [p.replace(/^.*\//, '').replace(/\.json$/, ''), { path: p, load }]),
);
/** The general family (the routes without a venue prefix): every page starts with it. */
const GENERAL_FAMILY = 'general';
const layoutFiles = import.meta.glob<unknown>('/screens/layouts/*.json', { import: 'default' });
// The customer's pages' screens (the menu, cart and checkout; sign-in and sign-up; the account, wallet,
// orders, bookings and tickets pages; the booking and ticket checkouts and results) are imported from
// here; every other screen (the back office, staff, kiosk-ops and rarer pages) through screenLoaders.ts,
// a chunk fetched the first time one of them opens: a customer's page never waits for that import map.
export const menuScreenFiles = import.meta.glob<unknown>(
  '/screens/screens/{home,category,category-list,sub-category,infinity-category,product,cart,cart-item,checkout,search,not-found,forbidden,not-offered,family-home,login,signup,forgot-password,me,my-wallet,my-orders,my-bookings,my-tickets,my-cards,my-qrcode,order-placed,payment-result,booking-success,booking-cancel-success,reservation-checkout,massage-checkout,ktv-checkout,partyroom-checkout,ticket-home,ticket-list,ticket-checkout,date-range,ticket-booking-success,ticket-cancel-success}.json',
  { import: 'default' },
);
const flowFiles = import.meta.glob<unknown>('/screens/kiosk/*.json', { import: 'default' });

type Loader = typeof import('../engine/manifest/runtime');
let loader: Promise<Loader> | null = null;
/** The manifest loader chunk (migrate, error wording; the document validators outside a production build). */
export function manifestLoader(): Promise<Loader> {
  loader ??=
    import.meta.env.PROD && !import.meta.env.VITE_VALIDATE_SHIPPED
      ? import('../engine/manifest/shipped')
      : import('../engine/manifest/runtime');
  return loader;
}

const file = (path: string) => path.replace(/^\//, '');

/**
 * The shipped families after migrate -> validate; invalid ones are left out with their issues. The
 * main thread is given back every few milliseconds between files (no long start-up task).
 * `first`: the family a page opens in (the first segment of its path): only it, the families it
 * extends and the general one load; without it, or when no family file has that name, all of them.
 */
export async function familyDocs(
  first?: string,
): Promise<{ docs: FamilyManifest[]; issues: ValidationIssue[]; all: boolean }> {
  const all = !first || !familyById.has(first);
  // The files load side by side with the manifest loader; a family's parent starts loading as soon
  // as the family's file names it.
  const raws = new Map<string, Promise<unknown>>();
  const load = (id: string): void => {
    const entry = familyById.get(id);
    if (!entry || raws.has(id)) return;
    raws.set(
      id,
      entry.load().then((raw) => {
        const parent = (raw as { extends?: unknown } | null)?.extends;
        if (typeof parent === 'string') load(parent);
        return raw;
      }),
    );
  };
  for (const id of all ? familyById.keys() : [GENERAL_FAMILY, first]) load(id);
  const m = await manifestLoader();
  for (let n = -1; n !== raws.size;) {
    n = raws.size;
    await Promise.all(raws.values());
  }
  const docs: FamilyManifest[] = [];
  const issues: ValidationIssue[] = [];
  const slice = sliceTimer();
  for (const [id, raw] of raws) {
    if (slice.due()) await slice.next();
    const r = m.prepareFamilies<FamilyManifest>([{ file: file(familyById.get(id)!.path), raw: await raw }]);
    docs.push(...r.docs);
    issues.push(...r.issues);
  }
  return { docs, issues, all };
}

function idOf(path: string): string {
  return path.replace(/^\/screens\/(layouts|screens)\//, '').replace(/\.json$/, '');
}

type Entry = { path: string; load: () => Promise<unknown> };
const layouts = new Map<string, Entry>(Object.entries(layoutFiles).map(([p, load]) => [idOf(p), { path: p, load }]));
const entriesOf = (files: Record<string, () => Promise<unknown>>) =>
  new Map<string, Entry>(Object.entries(files).map(([p, load]) => [idOf(p).replace(/^.*\//, ''), { path: p, load }]));
const menuScreens = entriesOf(menuScreenFiles);
let otherScreens: Promise<Map<string, Entry>> | null = null;
let kioskScreens: Promise<Map<string, Entry>> | null = null;
/**
 * The screen's entry: a menu screen at once, any other after its loaders chunk (the kiosk's, or the
 * other screens'; retried after a failure).
 */
async function screenEntry(id: string): Promise<Entry | undefined> {
  const menu = menuScreens.get(id);
  if (menu) return menu;
  if (id.startsWith('kiosk-')) {
    kioskScreens ??= import('./kioskScreenLoaders').then((m) => entriesOf(m.KIOSK_SCREEN_FILES));
    kioskScreens.catch(() => {
      kioskScreens = null;
    });
    return (await kioskScreens).get(id);
  }
  otherScreens ??= import('./screenLoaders').then((m) => entriesOf(m.OTHER_SCREEN_FILES));
  otherScreens.catch(() => {
    otherScreens = null;
  });
  return (await otherScreens).get(id);
}
const flows = new Map<string, Entry>(
  Object.entries(flowFiles).map(([p, load]) => [p.replace(/^.*\//, '').replace(/\.json$/, ''), { path: p, load }]),
);

const prepared = new Map<string, Promise<unknown>>();
function prepare<T>(entry: Entry, kind: 'layout' | 'screen' | 'flow'): Promise<T> {
  let p = prepared.get(entry.path);
  if (!p) {
    // A screen naming texts of a deferred namespace waits for them (no raw key is ever drawn).
    p = Promise.all([entry.load(), manifestLoader()])
      .then(([raw, m]) => m.requireDocument<T>(raw, file(entry.path), kind))
      .then(async (doc) => {
        await loadNamespaces(namespacesIn(doc));
        return doc;
      });
    // A failed load (network, time-out) may be retried; a ManifestError stays until the next build.
    p.catch(() => prepared.delete(entry.path));
    prepared.set(entry.path, p);
  }
  return p as Promise<T>;
}

export async function loadLayout(id: string): Promise<LayoutManifest> {
  const entry = layouts.get(id) ?? layouts.get('blank');
  if (!entry) throw new Error(`No layout "${id}"`);
  return prepare<LayoutManifest>(entry, 'layout');
}

export async function loadScreen(id: string): Promise<ScreenManifest> {
  const entry = (await screenEntry(id)) ?? menuScreens.get('not-found');
  if (!entry) throw new Error(`No screen "${id}"`);
  return prepare<ScreenManifest>(entry, 'screen');
}

/** A flow manifest (screens/kiosk/<id>.json), its own chunk, loaded when a flow starts. */
export async function loadFlow(id: string): Promise<FlowManifest> {
  const entry = flows.get(id);
  if (!entry) throw new Error(`No flow "${id}"`);
  return prepare<FlowManifest>(entry, 'flow');
}
