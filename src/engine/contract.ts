// The contract between manifests (screens/, themes/), the validator and the renderer.
// The JSON Schemas in schemas/ are the source of truth; src/generated/ holds the types generated
// from them. This file names the shapes every module agrees on, and must stay compatible with them.

// The building blocks (JSON values, requires, bindings, prop values, comparisons, conditions) are the
// schemas' own types (common.schema.json, generated into src/generated/manifests.ts): one definition.
import type { Binding, Condition, Json, PropValue, Requires } from '../generated/manifests';
export type { Binding, Comparison, Condition, Json, PropValue, Requires } from '../generated/manifests';

/** Every document carries these. */
export interface DocBase {
  $schema?: string;
  kind: 'family' | 'screen' | 'layout' | 'theme' | 'flow';
  schemaVersion: number;
  id: string;
}

/** Every stable problem code the validator and the renderer report (a typed list, issue 26). */
export const VALIDATION_CODES = [
  'action.failed',
  'action.unknown',
  'action.args',
  'check.failed',
  'component.unknown',
  'config.schema-missing',
  'config.unknown-key',
  'doc.id-mismatch',
  'doc.kind',
  'doc.kind-mismatch',
  'doc.not-object',
  'doc.schema-ref',
  'doc.unreadable',
  'element.cycle',
  'element.root-unknown',
  'element.unknown-ref',
  'event.unknown',
  'family.duplicate-id',
  'family.extends-cycle',
  'family.extends-unknown',
  'family.home-unknown',
  'family.login-unknown',
  'family.omit-unknown',
  'route.duplicate',
  'file.size',
  'file.json',
  'file.too-large',
  'file.unreadable',
  'flow.initial-unknown',
  'flow.none',
  'flow.target-unknown',
  'flow.timer-unknown',
  'i18n.extra-translation',
  'i18n.missing-translation',
  'i18n.unknown-key',
  'json.duplicate-key',
  'json.empty',
  'json.invalid',
  'json.too-deep',
  'layout.no-outlet',
  'layout.unknown',
  'props.unreadable',
  'route.redirect-unknown',
  'schema.binding',
  'schema.condition',
  'schema.duplicate-item',
  'schema.empty',
  'schema.enum',
  'schema.invalid',
  'schema.name',
  'schema.no-migration',
  'schema.pattern',
  'schema.required',
  'schema.type',
  'schema.unknown-property',
  'schema.version-newer',
  'screen.duplicate-id',
  'screen.unknown',
  'theme.color-format',
  'theme.color-invalid',
  'theme.contrast',
  'theme.extends-cycle',
  'theme.extends-unknown',
  'theme.token-invalid',
  'theme.token-unknown',
] as const;

/** Every problem code the renderer and the action runner report while a screen runs (issue 26): a typed list. */
export const RENDER_PROBLEM_CODES = [
  'action.failed',
  'component.crash',
  'component.props',
  'component.unknown',
  'element.binding',
  'element.children',
  'element.cycle',
  'element.missing',
  'flow.none',
] as const;
export type RenderProblemCode = (typeof RENDER_PROBLEM_CODES)[number];

/** A stable problem code: one of the list, `schema.<ajv keyword>` for a schema keyword without its own code, or `props.<…>` for a component's props. */
export type ValidationCode = (typeof VALIDATION_CODES)[number] | `schema.${string}` | `props.${string}`;

/** A problem found while loading manifests. Errors are values, never console-only. */
export interface ValidationIssue {
  severity: 'error' | 'warning';
  /** Stable code, e.g. 'schema.required', 'route.duplicate', 'screen.unknown', 'i18n.unknown-key'. */
  code: ValidationCode;
  /** File the problem is in, relative to the repository root (e.g. 'screens/families/shop.json'). */
  file: string;
  /** JSON Pointer into that file ('' for the whole document). */
  path: string;
  /** Words a designer understands. */
  message: string;
}

// ---------- Bindings and conditions: objects, never code strings ----------
// Binding (from the schema): { $state } app state, { $config } normalised venue settings, { $licence },
// { $data } the screen's data sources, { $param } / { $query } route and query parameters, { $item }
// the repeated item, { $event } the event payload (actions only), { $t, values? } a translation key.
// Condition: boolean | Comparison (a binding with eq, ne, gt... or its truthiness) | $and | $or | $not.

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
