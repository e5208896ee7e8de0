// The venue's catalogue (GET /api/shop/catalogue?shop=<id>) and the helpers that turn a product
// and the customer's choices into a cart line (domain input) and a wire line (never prices).
// The menu screens load this module first, so it stays small: its own per-shop cache instead of
// swr, and the API client (already loaded by start-up, see src/app/venue.ts) imported on demand.
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { Cart, CartItem, CartItemInput } from '../../domain';
import type { CatalogueCategory } from '../../generated/calls';
import { catalogueName } from '../../i18n';

export interface CatOption {
  optionId: string;
  name1: string;
  name2: string;
  priceCents: number;
}
export interface CatAttr {
  attrId: string;
  name1: string;
  name2: string;
  min?: number;
  max?: number;
  options: CatOption[];
}
export interface CatIngredient {
  ingredientId: string;
  name1: string;
  name2: string;
  removable?: boolean;
}
export interface CatMeal {
  pluId: string;
  name1: string;
  name2: string;
  priceCents: number;
}
export interface CatNote {
  noteId: string;
  name1: string;
  name2: string;
}
export interface Plu {
  pluId: string;
  catId: string;
  pluName1: string;
  pluName2: string;
  displayName?: string;
  priceCents: number;
  image?: string | null;
  description1?: string;
  description2?: string;
  attr?: CatAttr[];
  ingredient1?: CatIngredient[];
  mealPlu?: CatMeal[];
  notes?: CatNote[];
  stock?: number | null;
  /** Sold out now: staff's switch in the back office (issue 31); shown, never added to a cart. */
  soldOut?: boolean;
  /** Served only on some days and hours (issue 31, src/domain/itemHours.ts); never added outside them. */
  availableAt?: unknown;
  minQty?: number;
  minQuantity?: number;
  virtualCategory?: string[];
  /** Hidden item (extra.hide): never listed on a menu, still sold when a screen adds it by id (e.g. the kiosk's donation). */
  hide?: unknown;
  /** Price levels, the base price first (extra.prices): a line's priceIndex picks one. */
  prices?: unknown;
}
/** A category as the catalogue call answers it: its contract's generated type (a sub-category is one without sub-categories). */
export type Category = CatalogueCategory;
export interface Catalogue {
  categories: Category[];
  plus: Plu[];
}

/** Reads the catalogue of a shop (the call table's shopCatalogue; the client is loaded by start-up, see src/app/venue.ts). */
export async function fetchCatalogue(shop: string, lang = 'en'): Promise<Catalogue> {
  const { shopCatalogue } = await import('../../api/calls/catalogue');
  const body = await shopCatalogue({ shop, lang });
  if (!body || body.success === false || !body.result) throw new Error('catalogue');
  return { categories: body.result.categories, plus: body.result.plus };
}

export interface CatalogueState {
  data: Catalogue | undefined;
  error: unknown;
  /** No catalogue yet and a request is on its way (or about to start). */
  isLoading: boolean;
  /** A request is on its way (first load or retry). */
  isValidating: boolean;
}

interface Entry {
  data?: Catalogue;
  error?: unknown;
  request?: Promise<void>;
  state: CatalogueState;
  listeners: Set<() => void>;
}

const NO_SHOP: CatalogueState = { data: undefined, error: undefined, isLoading: false, isValidating: false };
const cache = new Map<string, Entry>();

function entryOf(shop: string): Entry {
  let e = cache.get(shop);
  if (!e) {
    // Until the first request starts (in an effect) the state already says loading.
    e = { state: { data: undefined, error: undefined, isLoading: true, isValidating: false }, listeners: new Set() };
    cache.set(shop, e);
  }
  return e;
}

function publish(e: Entry): void {
  const validating = e.request !== undefined;
  e.state = {
    data: e.data,
    error: e.error,
    isLoading: !e.data && (validating || e.error === undefined),
    isValidating: validating,
  };
  for (const l of [...e.listeners]) l();
}

/** Reads (or re-reads) a shop's catalogue; concurrent calls share one request. A failed re-read keeps the catalogue it had. */
export function loadCatalogue(shop: string): Promise<void> {
  const e = entryOf(shop);
  if (e.request) return e.request;
  e.request = fetchCatalogue(shop)
    .then(
      (data) => {
        e.data = data;
        e.error = undefined;
      },
      (err: unknown) => {
        e.error = err ?? new Error('catalogue');
      },
    )
    .finally(() => {
      e.request = undefined;
      publish(e);
    });
  publish(e);
  return e.request;
}

/** Forgets every cached catalogue (tests; a venue reset). */
export function clearCatalogueCache(): void {
  cache.clear();
}

/**
 * The catalogue of a shop for a component: one request per shop, shared by every component on the
 * screen and kept for later screens. `mutate()` reads it again (the retry button).
 */
export function useCatalogue(shop: string): CatalogueState & { mutate: () => Promise<void> } {
  // Not useSyncExternalStore: its updates always render synchronously, and the catalogue's arrival
  // re-renders whole product grids. A transition lets React render that in slices (no long task).
  const current = (): CatalogueState => (shop ? entryOf(shop).state : NO_SHOP);
  const [seen, setSeen] = useState(() => ({ shop, state: current() }));
  const state = seen.shop === shop ? seen.state : current();
  useEffect(() => {
    if (!shop) return undefined;
    const e = entryOf(shop);
    const onChange = () => startTransition(() => setSeen({ shop, state: e.state }));
    e.listeners.add(onChange);
    // A change between the render and this effect is not missed.
    if (e.state !== state) onChange();
    // First use, or a failed read left behind by an earlier screen: read it (once).
    if (!e.data && !e.request) void loadCatalogue(shop);
    return () => {
      e.listeners.delete(onChange);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once per shop; `state` is only compared to catch a change before the effect
  }, [shop]);
  const mutate = useCallback(() => (shop ? loadCatalogue(shop) : Promise.resolve()), [shop]);
  return { ...state, mutate };
}

/** Name in the UI language (item or category; option/ingredient entries use name1/name2). */
export function nameOf(
  entry: {
    pluName1?: string;
    pluName2?: string;
    catName1?: string;
    catName2?: string;
    name1?: string;
    name2?: string;
    displayName?: string;
  },
  lang: string,
): string {
  if ('name1' in entry || 'name2' in entry)
    return catalogueName({ pluName1: entry.name1 ?? '', pluName2: entry.name2 ?? '' }, lang);
  return catalogueName(entry, lang);
}

/** All categories, sub-categories included, flat. */
export function flatCategories(c: Catalogue): Category[] {
  return c.categories.flatMap((cat) => [cat, ...(cat.subCategory ?? [])]);
}

/** Whether an item shows on menus: not when the catalogue hides it (hide: 1 / true / '1'). */
export const isListed = (p: Pick<Plu, 'hide'>): boolean => !(p.hide === true || p.hide === 1 || p.hide === '1');

/** The items a menu may list (the hidden ones left out). */
export const listedItems = (c: Catalogue): Plu[] => c.plus.filter(isListed);

/** Items of a category: its own and its sub-categories' (hidden items left out). */
export function itemsOf(c: Catalogue, catId: string): Plu[] {
  const cat = flatCategories(c).find((x) => x.catId === catId);
  const ids = new Set([catId, ...(cat?.subCategory ?? []).map((s) => s.catId)]);
  return c.plus.filter((p) => ids.has(p.catId) && isListed(p));
}

export function searchItems(c: Catalogue, query: string): Plu[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return listedItems(c).filter((p) =>
    [p.pluName1, p.pluName2, p.displayName, p.description1, p.description2].some(
      (s) => typeof s === 'string' && s.toLowerCase().includes(q),
    ),
  );
}

export const minQuantityOf = (p: Pick<Plu, 'minQty' | 'minQuantity'>): number =>
  Math.max(1, Number(p.minQty ?? p.minQuantity ?? 1) || 1);

/** What the customer chose on the product screen. */
export interface Selection {
  quantity: number;
  /** attrId -> optionId -> quantity */
  options: Record<string, Record<string, number>>;
  /** mealPlu pluId -> quantity */
  meals: Record<string, number>;
  removed: string[];
  notes: string;
}

export const emptySelection = (p: Plu): Selection => ({
  quantity: minQuantityOf(p),
  options: {},
  meals: {},
  removed: [],
  notes: '',
});

/** How many options are chosen in a group. */
export const chosenIn = (sel: Selection, attrId: string): number =>
  Object.values(sel.options[attrId] ?? {}).reduce((n, q) => n + (q > 0 ? q : 0), 0);

/** The domain cart input for a product and a selection (prices from the catalogue, cents). */
export function toCartInput(p: Plu, sel: Selection, lang: string): CartItemInput {
  const attrs: CartItemInput['attrs'] = [];
  for (const a of p.attr ?? []) {
    for (const o of a.options) {
      const q = sel.options[a.attrId]?.[o.optionId] ?? 0;
      if (q > 0)
        attrs.push({
          attrId: `${a.attrId}:${o.optionId}`,
          name: `${nameOf(a, lang)}: ${nameOf(o, lang)}`,
          price: o.priceCents,
          quantity: q,
        });
    }
  }
  const mealPlus: CartItemInput['mealPlus'] = [];
  for (const m of p.mealPlu ?? []) {
    const q = sel.meals[m.pluId] ?? 0;
    if (q > 0)
      mealPlus.push({ pluId: m.pluId, pluName1: m.name1, pluName2: m.name2, price: m.priceCents, quantity: q });
  }
  const ingredients = (p.ingredient1 ?? [])
    .filter((i) => sel.removed.includes(i.ingredientId))
    .map((i) => ({ ingredientId: i.ingredientId, name1: i.name1, name2: i.name2, removed: true }));
  return {
    itemId: p.pluId,
    pluId: p.pluId,
    catId: p.catId,
    pluName1: p.pluName1,
    pluName2: p.pluName2,
    price: p.priceCents,
    shopPrice: p.priceCents,
    quantity: sel.quantity,
    attrs,
    mealPlus,
    ingredients,
    mealPlu: mealPlus.length ? 1 : 0,
    notes: sel.notes.trim(),
    lang,
  };
}

/** The selection a cart line was made with (editing a line). */
export function selectionOf(line: CartItem): Selection {
  const options: Selection['options'] = {};
  for (const a of line.attrs) {
    const [attrId, optionId] = String(a.attrId ?? '').split(':');
    if (!attrId || !optionId) continue;
    (options[attrId] ??= {})[optionId] = a.quantity;
  }
  const meals: Selection['meals'] = {};
  for (const m of line.mealPlus) if (m.pluId !== undefined) meals[String(m.pluId)] = m.quantity;
  const removed = (line.ingredients as { ingredientId?: string }[])
    .map((i) => String(i?.ingredientId ?? ''))
    .filter(Boolean);
  return { quantity: line.quantity, options, meals, removed, notes: line.notes ?? '' };
}

/** A cart line on the wire: ids and quantities, never prices (the server prices it). */
export interface WireLine {
  pluId: string;
  quantity: number;
  priceIndex?: number;
  attrs: { attrId: string; optionId: string; quantity: number }[];
  mealPlus: { pluId: string; quantity: number }[];
  removedIngredients: string[];
  notes?: string;
}

export function toWireLine(line: CartItem): WireLine {
  const out: WireLine = {
    pluId: line.pluId || line.itemId,
    quantity: line.quantity,
    attrs: line.attrs.map((a) => {
      const [attrId, optionId] = String(a.attrId ?? '').split(':');
      return { attrId: attrId ?? '', optionId: optionId ?? '', quantity: a.quantity };
    }),
    mealPlus: line.mealPlus.map((m) => ({ pluId: String(m.pluId ?? ''), quantity: m.quantity })),
    removedIngredients: (line.ingredients as { ingredientId?: string }[])
      .map((i) => String(i?.ingredientId ?? ''))
      .filter(Boolean),
  };
  if (line.priceIndex) out.priceIndex = line.priceIndex;
  if (line.notes) out.notes = line.notes;
  return out;
}

export const toWireLines = (cart: Pick<Cart, 'itemList'>): WireLine[] => cart.itemList.map(toWireLine);
