// The contract between manifests (screens/, themes/), the validator and the renderer.
// The JSON Schemas in schemas/ are the source of truth; src/generated/ holds the types generated
// from them. This file names the shapes every module agrees on, and must stay compatible with them.

/** A JSON value. */
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every document carries these. */
export interface DocBase {
  $schema?: string;
  kind: 'family' | 'screen' | 'layout' | 'theme' | 'flow';
  schemaVersion: number;
  id: string;
}

/** A problem found while loading manifests. Errors are values, never console-only. */
export interface ValidationIssue {
  severity: 'error' | 'warning';
  /** Stable code, e.g. 'schema.required', 'route.duplicate', 'screen.unknown', 'i18n.unknown-key'. */
  code: string;
  /** File the problem is in, relative to the repository root (e.g. 'screens/families/shop.json'). */
  file: string;
  /** JSON Pointer into that file ('' for the whole document). */
  path: string;
  /** Words a designer understands. */
  message: string;
}

/** What a route or element needs before it exists. All lists must hold (AND). */
export interface Requires {
  /** Licence flags: 'reservation' (5th character of licences is '1'), 'status' (status is 1), ... */
  licence?: string[];
  /** Settings keys that must be truthy (JSON Pointers into the normalised settings, e.g. '/enableMember'). */
  config?: string[];
  /**
   * Settings keys whose value (or, for a list, one of its entries) must be one of the given values:
   * { "/serviceTypes": ["massage"], "/modes": ["online"] }.
   */
  configIn?: Record<string, (string | number | boolean)[]>;
}

// ---------- Bindings and conditions: objects, never code strings ----------

export type Binding =
  | { $state: string } // JSON Pointer into the app state (e.g. '/cart/itemList', '/user/name')
  | { $config: string } // JSON Pointer into the normalised venue settings
  | { $licence: string } // JSON Pointer into the licence data
  | { $data: string } // JSON Pointer into the screen's loaded data sources ('/payments/0/name')
  | { $param: string } // route parameter name ('id', 'shop')
  | { $query: string } // query-string parameter name ('tn', 'ses')
  | { $item: string } // JSON Pointer into the current repeated item (inside a repeat)
  | { $event: string } // JSON Pointer into the event payload (inside actions only)
  | { $t: string; values?: Record<string, PropValue> }; // translation key

/** A prop value: a literal, a binding, or arrays/objects of those. */
export type PropValue = Json | Binding | PropValue[] | { [k: string]: PropValue };

/** A comparison on a binding; with no operator the binding's truthiness is used. */
export type Comparison = Binding & {
  eq?: Json;
  ne?: Json;
  gt?: number;
  gte?: number;
  lt?: number;
  lte?: number;
  in?: Json[];
  exists?: boolean;
  notEmpty?: boolean;
};

export type Condition = boolean | Comparison | { $and: Condition[] } | { $or: Condition[] } | { $not: Condition };

// ---------- Actions ----------

/** A typed action run by the one action runtime. Modules register more types (cart.add, ...). */
export interface ActionSpec {
  action: string; // 'navigate' | 'replace' | 'back' | 'state.set' | 'toast' | 'dialog.open' | 'dialog.close' | 'data.refresh' | 'lang.set' | 'theme.set' | registered
  when?: Condition;
  [arg: string]: PropValue | Condition | undefined;
}

// ---------- Screens and layouts: flat element maps ----------

export interface ElementNode {
  type: string;
  props?: Record<string, PropValue>;
  children?: string[];
  /** Named slots of the component, each a list of element ids. */
  slots?: Record<string, string[]>;
  visible?: Condition;
  requires?: Requires;
  /** Permission rule: shown only when the list is non-empty and the user holds one, or is admin. */
  roles?: string[];
  /** Event name -> actions, run in order. */
  on?: Record<string, ActionSpec[]>;
  /** Render children once per entry of a list; `$item` binds into the entry. */
  repeat?: { over: Binding; key?: string };
  /** When the type is unknown or its props are invalid: 'drop' or the id of another element. */
  fallback?: 'drop' | string;
}

export interface DataSource {
  /** A registered data source name, e.g. 'shop.profile', 'lot.info', 'shop.payments'. */
  source: string;
  params?: Record<string, PropValue>;
  quiet?: boolean;
}

export interface ScreenManifest extends DocBase {
  kind: 'screen';
  title: PropValue;
  /** Set on screens another capability fills in: 'ordering', 'accounts', 'bookings', 'kiosk'. */
  planned?: string;
  data?: Record<string, DataSource>;
  root: string;
  elements: Record<string, ElementNode>;
}

/** A layout is an element map with one 'Outlet' element where the screen renders. */
export interface LayoutManifest extends DocBase {
  kind: 'layout';
  root: string;
  elements: Record<string, ElementNode>;
}

// ---------- Families and routes ----------

export interface RouteEntry {
  /** Relative to the family prefix ('' is the family index); ':name' params, '*' splat. */
  path: string;
  /** Screen id (a file screens/screens/<id>.json). */
  screen: string;
  /** Overrides the family's layout for this route (the app family's second layout). */
  layout?: string;
  roles?: string[];
  requires?: Requires;
  /** Route-level props the screen receives as $param-like values (e.g. { "variant": "gift-card" }). */
  props?: Record<string, Json>;
  /** On entry actions (e.g. merchant login turns the back button off). */
  onEnter?: ActionSpec[];
  /** Redirect target instead of a screen (relative to the prefix unless it starts with '/'). */
  redirect?: string;
}

export interface FamilyManifest extends DocBase {
  kind: 'family';
  /** '/shop/:shop', '/callback/:shop', '' for the general routes. */
  prefix: string;
  layout: string;
  extends?: string;
  routes?: RouteEntry[];
  add?: RouteEntry[];
  /** Paths of the extended family's routes to leave out. */
  omit?: string[];
  /** Route path (relative) of the family's login screen, for 401 and api.not.logged. */
  loginRoute?: string;
  /** Route path (relative) of the home screen; the empty path redirects there. */
  home?: string;
  requires?: Requires;
}

/** A family after extends/add/omit are applied: what the router builds from. */
export interface ResolvedRoute extends RouteEntry {
  family: string;
  /** Absolute path pattern: prefix + '/' + path. */
  fullPath: string;
  layout: string;
}

export interface ResolvedFamily {
  id: string;
  prefix: string;
  layout: string;
  loginRoute?: string;
  home?: string;
  requires?: Requires;
  routes: ResolvedRoute[];
}

// ---------- Themes ----------

export interface ThemeManifest extends DocBase {
  kind: 'theme';
  extends?: string;
  name: { 'en-gb': string; 'zh-hans': string };
  /** Token groups: color, radius, space, font, fontSize, shadow... Values are strings or numbers (px). */
  tokens: Record<string, Record<string, string | number>>;
  /** Scheme name -> role -> token reference ('color.brand'). */
  schemes: Record<string, Record<string, string>>;
}

// ---------- Kiosk flows ----------

export interface FlowState {
  screen: string;
  when?: Condition;
  skipUnless?: Condition;
  on?: Record<string, string>;
  timers?: Record<string, string>;
}

export interface FlowManifest extends DocBase {
  kind: 'flow';
  initial: string;
  timers?: Record<string, number>;
  states: Record<string, FlowState>;
}
