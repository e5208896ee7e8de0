// Checks across documents, beyond what a schema can say: ids, references between files, component
// types and props, translation keys, config keys, theme tokens and contrast, kiosk flow targets.
// Input documents have passed schema validation already. Pure: callers gather the files.
import type {
  ElementNode,
  FamilyManifest,
  FlowManifest,
  LayoutManifest,
  ScreenManifest,
  ThemeManifest,
  ValidationIssue,
} from '../contract';
import { resolveFamilies } from './resolve';
import { AA_NORMAL_TEXT, isThemeColour, mergedSchemes, mergedTokens, resolveToken, themeContrast } from './contrast';
import { validateComponentProps } from './validate';
import { ACTION_REQUIRED_ARGS, type ActionName } from '../actionCatalogue';

export interface LoadedDoc {
  file: string;
  doc: FamilyManifest | ScreenManifest | LayoutManifest | ThemeManifest | FlowManifest;
}

export interface SemanticContext {
  /** Registry component types; undefined skips the component checks. */
  componentTypes?: Set<string>;
  /** Translation keys ('namespace.key') per language; undefined skips the translation checks. */
  i18n?: { en: Set<string>; zh: Set<string>; enFile?: (key: string) => string; zhFile?: (key: string) => string };
  /** The venue settings JSON Schema; undefined skips config-key checks (with a warning). */
  settingsSchema?: unknown;
  /** The engine's action names (src/engine/actionCatalogue.ts); undefined skips the action checks. */
  actions?: ReadonlySet<string>;
  /** The events each component emits (its source's emit calls); undefined skips the event checks. */
  componentEvents?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Check each element's props against its component's props validator (default true). */
  checkProps?: boolean;
}

type Issue = ValidationIssue;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const unesc = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** Expected id of a document from its file name ('screens/screens/cart.json' -> 'cart'). */
/** The plural-form suffixes i18next adds to a key (key_one, key_other, ...). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function idFromFile(file: string): string {
  const base = file.split('/').pop() ?? file;
  return base.replace(/\.json$/, '');
}

/** Does a JSON Pointer name a property the settings schema has? */
export function settingsHasPointer(schema: unknown, pointer: string): boolean {
  if (pointer === '') return true;
  const root = schema;
  const deref = (node: unknown): unknown => {
    let n = node;
    for (let i = 0; i < 16 && isObj(n) && typeof n.$ref === 'string' && n.$ref.startsWith('#/'); i++) {
      let cur: unknown = root;
      for (const part of n.$ref.slice(2).split('/')) cur = isObj(cur) ? cur[unesc(part)] : undefined;
      n = cur;
    }
    return n;
  };
  let node = deref(schema);
  for (const raw of pointer.slice(1).split('/')) {
    const key = unesc(raw);
    if (!isObj(node)) return true; // nothing more to check against
    const props = isObj(node.properties) ? node.properties : undefined;
    if (props && key in props) {
      node = deref(props[key]);
      continue;
    }
    if (isObj(node.additionalProperties) || node.additionalProperties === true) {
      node = deref(node.additionalProperties);
      continue;
    }
    if (node.items !== undefined && /^\d+$/.test(key)) {
      node = deref(node.items);
      continue;
    }
    if (!props && node.additionalProperties === undefined && node.items === undefined) return true;
    return false;
  }
  return true;
}

/** Visit every object in a value, iteratively, with its JSON Pointer. */
function eachObject(value: unknown, base: string, visit: (o: Record<string, unknown>, pointer: string) => void): void {
  const stack: Array<[unknown, string]> = [[value, base]];
  while (stack.length) {
    const [v, p] = stack.pop()!;
    if (Array.isArray(v)) v.forEach((x, i) => stack.push([x, `${p}/${i}`]));
    else if (isObj(v)) {
      visit(v, p);
      for (const [k, x] of Object.entries(v)) stack.push([x, `${p}/${esc(k)}`]);
    }
  }
}

function checkBindings(file: string, doc: unknown, ctx: SemanticContext, issues: Issue[]): void {
  eachObject(doc, '', (o, p) => {
    // An action of an `on` or `onEnter` list must be one the engine has (src/engine/actionCatalogue.ts).
    if (
      ctx.actions &&
      typeof o.action === 'string' &&
      /\/(on\/[^/]+|onEnter)\/\d+$/.test(p) &&
      !ctx.actions.has(o.action)
    )
      issues.push({
        severity: 'error',
        code: 'action.unknown',
        file,
        path: `${p}/action`,
        message: `"${o.action}" is not an action the app has (src/engine/actionCatalogue.ts): pressing it would do nothing.`,
      });
    // ...with the arguments it cannot run without.
    if (ctx.actions && typeof o.action === 'string' && /\/(on\/[^/]+|onEnter)\/\d+$/.test(p))
      for (const arg of ACTION_REQUIRED_ARGS[o.action as ActionName] ?? [])
        if (o[arg] === undefined || o[arg] === '')
          issues.push({
            severity: 'error',
            code: 'action.args',
            file,
            path: `${p}/${arg}`,
            message: `The action "${o.action}" needs "${arg}": without it pressing it would fail.`,
          });
    if (typeof o.$t === 'string' && ctx.i18n) {
      if (!ctx.i18n.en.has(o.$t)) {
        issues.push({
          severity: 'error',
          code: 'i18n.unknown-key',
          file,
          path: `${p}/$t`,
          message: `The text key "${o.$t}" does not exist in the English texts (src/i18n/locales/en-gb/${o.$t.split('.')[0]}.json).`,
        });
      }
    }
    if (
      typeof o.$config === 'string' &&
      ctx.settingsSchema !== undefined &&
      !settingsHasPointer(ctx.settingsSchema, o.$config)
    ) {
      issues.push({
        severity: 'error',
        code: 'config.unknown-key',
        file,
        path: `${p}/$config`,
        message: `"${o.$config}" is not a venue setting (schemas/venue-settings.schema.json has no such property).`,
      });
    }
    if (isObj(o.requires) && Array.isArray(o.requires.config) && ctx.settingsSchema !== undefined) {
      o.requires.config.forEach((c, i) => {
        if (typeof c === 'string' && !settingsHasPointer(ctx.settingsSchema, c)) {
          issues.push({
            severity: 'error',
            code: 'config.unknown-key',
            file,
            path: `${p}/requires/config/${i}`,
            message: `"${c}" is not a venue setting (schemas/venue-settings.schema.json has no such property).`,
          });
        }
      });
    }
    if (isObj(o.requires) && isObj(o.requires.configIn) && ctx.settingsSchema !== undefined) {
      for (const c of Object.keys(o.requires.configIn)) {
        if (!settingsHasPointer(ctx.settingsSchema, c)) {
          issues.push({
            severity: 'error',
            code: 'config.unknown-key',
            file,
            path: `${p}/requires/configIn/${c.replace(/~/g, '~0').replace(/\//g, '~1')}`,
            message: `"${c}" is not a venue setting (schemas/venue-settings.schema.json has no such property).`,
          });
        }
      }
    }
  });
}

function checkElements(
  file: string,
  kind: 'screen' | 'layout',
  doc: ScreenManifest | LayoutManifest,
  ctx: SemanticContext,
  issues: Issue[],
): void {
  const els = doc.elements;
  const ids = new Set(Object.keys(els));
  if (!ids.has(doc.root)) {
    issues.push({
      severity: 'error',
      code: 'element.root-unknown',
      file,
      path: '/root',
      message: `The root element "${doc.root}" does not exist in "elements".`,
    });
  }
  const ref = (id: string, pointer: string, what: string) => {
    if (!ids.has(id))
      issues.push({
        severity: 'error',
        code: 'element.unknown-ref',
        file,
        path: pointer,
        message: `${what} names the element "${id}", which does not exist in "elements".`,
      });
  };
  for (const [id, el] of Object.entries(els)) {
    const base = `/elements/${esc(id)}`;
    (el.children ?? []).forEach((c, i) => ref(c, `${base}/children/${i}`, `Element "${id}" has a child that`));
    for (const [slot, list] of Object.entries(el.slots ?? {})) {
      list.forEach((c, i) => ref(c, `${base}/slots/${esc(slot)}/${i}`, `Slot "${slot}" of element "${id}"`));
    }
    if (el.fallback !== undefined && el.fallback !== 'drop')
      ref(el.fallback, `${base}/fallback`, `The fallback of element "${id}"`);
    if (ctx.componentTypes && !ctx.componentTypes.has(el.type)) {
      issues.push({
        severity: 'error',
        code: 'component.unknown',
        file,
        path: `${base}/type`,
        message: `"${el.type}" is not a known component (no src/components/${el.type}/props.schema.json).`,
      });
    } else if (ctx.checkProps !== false) {
      issues.push(...validateComponentProps(el.type, el.props, file, `${base}/props`));
    }
    const emits = ctx.componentEvents?.get(el.type);
    for (const event of Object.keys((el as { on?: Record<string, unknown> }).on ?? {}))
      if (emits && !emits.has(event))
        issues.push({
          severity: 'error',
          code: 'event.unknown',
          file,
          path: `${base}/on/${esc(event)}`,
          message: `"${el.type}" never emits "${event}"${emits.size ? ` (it emits ${[...emits].join(', ')})` : ' (it emits no events)'}: these actions would never run.`,
        });
  }
  // A child cycle would make the renderer loop forever.
  const state = new Map<string, 1 | 2>();
  const kids = (el: ElementNode) => [...(el.children ?? []), ...Object.values(el.slots ?? {}).flat()];
  for (const start of ids) {
    if (state.has(start)) continue;
    const stack: Array<[string, number]> = [[start, 0]];
    state.set(start, 1);
    while (stack.length) {
      const top = stack[stack.length - 1];
      const list = kids(els[top[0]]);
      if (top[1] >= list.length) {
        state.set(top[0], 2);
        stack.pop();
        continue;
      }
      const next = list[top[1]++];
      if (!ids.has(next)) continue;
      if (state.get(next) === 1) {
        issues.push({
          severity: 'error',
          code: 'element.cycle',
          file,
          path: `/elements/${esc(top[0])}`,
          message: `Element "${top[0]}" contains "${next}", which contains it again; elements must form a tree.`,
        });
        continue;
      }
      if (!state.has(next)) {
        state.set(next, 1);
        stack.push([next, 0]);
      }
    }
  }
  if (kind === 'layout' && !Object.values(els).some((e) => e.type === 'Outlet')) {
    issues.push({
      severity: 'error',
      code: 'layout.no-outlet',
      file,
      path: '/elements',
      message: 'A layout needs one element of type "Outlet" where the screen is shown.',
    });
  }
}

function checkThemes(themes: Array<{ file: string; doc: ThemeManifest }>, issues: Issue[]): void {
  const byId = new Map(themes.map((t) => [t.doc.id, t.doc]));
  for (const { file, doc } of themes) {
    if (doc.extends !== undefined) {
      if (!byId.has(doc.extends)) {
        issues.push({
          severity: 'error',
          code: 'theme.extends-unknown',
          file,
          path: '/extends',
          message: `Theme "${doc.id}" extends "${doc.extends}", but no theme has that id.`,
        });
      } else {
        const chain = [doc.id];
        for (let next: string | undefined = doc.extends; next !== undefined; next = byId.get(next)?.extends) {
          if (next === doc.id) {
            issues.push({
              severity: 'error',
              code: 'theme.extends-cycle',
              file,
              path: '/extends',
              message: `Theme "${doc.id}" extends itself through ${[...chain, next].join(' → ')}; break the loop.`,
            });
            break;
          }
          if (chain.includes(next) || !byId.has(next)) break;
          chain.push(next);
        }
      }
    }
    // Every colour token is one a browser draws: an invalid one is an error, not a contrast warning.
    let refsOk = true;
    for (const [name, value] of Object.entries(doc.tokens?.color ?? {})) {
      if (isThemeColour(value)) continue;
      refsOk = false;
      issues.push({
        severity: 'error',
        code: 'theme.color-invalid',
        file,
        path: `/tokens/color/${esc(name)}`,
        message: `Colour "${name}" is ${JSON.stringify(value)}, which is not a colour: use #rrggbb (or #rgb, #rrggbbaa, rgb(), hsl()).`,
      });
    }
    const tokens = mergedTokens(doc, byId);
    for (const [name, roles] of Object.entries(doc.schemes)) {
      for (const [role, ref] of Object.entries(roles)) {
        if (resolveToken(ref, tokens) === undefined) {
          refsOk = false;
          issues.push({
            severity: 'error',
            code: 'theme.token-unknown',
            file,
            path: `/schemes/${esc(name)}/${esc(role)}`,
            message: `Role "${role}" of scheme "${name}" uses the token "${ref}", which the theme does not define.`,
          });
        }
      }
    }
    if (!refsOk) continue;
    const schemes = mergedSchemes(doc, byId);
    for (const r of themeContrast(doc, byId)) {
      const own = doc.schemes[r.scheme] && (r.fg in doc.schemes[r.scheme] || r.bg in doc.schemes[r.scheme]);
      const path = `/schemes/${esc(r.scheme)}/${esc(own && r.fg in doc.schemes[r.scheme] ? r.fg : own ? r.bg : r.fg)}`;
      if (r.ratio === null) {
        issues.push({
          severity: 'warning',
          code: 'theme.color-format',
          file,
          path,
          message: `Contrast of "${r.fg}" on "${r.bg}" in scheme "${r.scheme}" cannot be checked: use #rrggbb colours (${schemes[r.scheme][r.fg]}, ${schemes[r.scheme][r.bg]}).`,
        });
      } else if (!r.pass) {
        issues.push({
          severity: 'error',
          code: 'theme.contrast',
          file,
          path,
          message: `"${r.fg}" on "${r.bg}" in scheme "${r.scheme}" has contrast ${r.ratio.toFixed(2)}:1; text needs at least ${AA_NORMAL_TEXT}:1 (WCAG AA).`,
        });
      }
    }
  }
}

function checkFlow(file: string, doc: FlowManifest, screens: Set<string>, issues: Issue[]): void {
  const states = new Set(Object.keys(doc.states));
  if (!states.has(doc.initial)) {
    issues.push({
      severity: 'error',
      code: 'flow.initial-unknown',
      file,
      path: '/initial',
      message: `The first state "${doc.initial}" does not exist in "states".`,
    });
  }
  for (const [name, st] of Object.entries(doc.states)) {
    const base = `/states/${esc(name)}`;
    if (!screens.has(st.screen)) {
      issues.push({
        severity: 'error',
        code: 'screen.unknown',
        file,
        path: `${base}/screen`,
        message: `State "${name}" shows screen "${st.screen}", but there is no screens/screens/${st.screen}.json.`,
      });
    }
    for (const [ev, target] of Object.entries(st.on ?? {})) {
      if (!states.has(target))
        issues.push({
          severity: 'error',
          code: 'flow.target-unknown',
          file,
          path: `${base}/on/${esc(ev)}`,
          message: `On ${ev}, state "${name}" goes to "${target}", which is not a state.`,
        });
    }
    for (const [timer, target] of Object.entries(st.timers ?? {})) {
      if (!(doc.timers && timer in doc.timers))
        issues.push({
          severity: 'error',
          code: 'flow.timer-unknown',
          file,
          path: `${base}/timers/${esc(timer)}`,
          message: `State "${name}" uses the timer "${timer}", which "timers" does not define.`,
        });
      if (!states.has(target))
        issues.push({
          severity: 'error',
          code: 'flow.target-unknown',
          file,
          path: `${base}/timers/${esc(timer)}`,
          message: `When timer "${timer}" ends, state "${name}" goes to "${target}", which is not a state.`,
        });
    }
  }
}

/** All cross-document checks. */
export function checkSemantics(docs: LoadedDoc[], ctx: SemanticContext = {}): Issue[] {
  const issues: Issue[] = [];
  const of = <K extends LoadedDoc['doc']['kind']>(kind: K) =>
    docs.filter((d) => d.doc.kind === kind) as Array<{ file: string; doc: Extract<LoadedDoc['doc'], { kind: K }> }>;
  const families = of('family'),
    screens = of('screen'),
    layouts = of('layout'),
    themes = of('theme'),
    flows = of('flow');

  for (const { file, doc } of docs) {
    const expected = idFromFile(file);
    // Shipped files are named after their id; loose files (fixtures, drafts) may be named freely.
    if (/^(screens|themes)\//.test(file) && doc.id !== expected) {
      issues.push({
        severity: 'error',
        code: 'doc.id-mismatch',
        file,
        path: '/id',
        message: `The id "${doc.id}" must match the file name "${expected}.json".`,
      });
    }
    // Shipped documents name their schema, so editors can check them while typing.
    if (/^(screens|themes)\//.test(file)) {
      const want = `${'../'.repeat(file.split('/').length - 1)}schemas/${doc.kind}.schema.json`;
      if (doc.$schema !== want && doc.$schema !== `https://venue-app.dev/schemas/${doc.kind}.schema.json`) {
        issues.push({
          severity: 'error',
          code: 'doc.schema-ref',
          file,
          path: doc.$schema === undefined ? '' : '/$schema',
          message: `"$schema" should be "${want}" so editors can check this ${doc.kind} while you type.`,
        });
      }
    }
  }

  // Duplicate page ids (spec 5): two screen documents with one id.
  const screenFiles = new Map<string, string>();
  for (const { file, doc } of screens) {
    const first = screenFiles.get(doc.id);
    if (first !== undefined)
      issues.push({
        severity: 'error',
        code: 'screen.duplicate-id',
        file,
        path: '/id',
        message: `Another screen already has the id "${doc.id}" (${first}); page ids must be unique.`,
      });
    else screenFiles.set(doc.id, file);
  }
  const screenIds = new Set(screenFiles.keys());
  const layoutIds = new Set(layouts.map((l) => l.doc.id));

  for (const { file, doc } of screens) checkElements(file, 'screen', doc, ctx, issues);
  for (const { file, doc } of layouts) checkElements(file, 'layout', doc, ctx, issues);

  // Families: resolution problems plus references to screens and layouts.
  const files: Record<string, string> = {};
  for (const { file, doc } of families) files[doc.id] ??= file;
  const resolved = resolveFamilies(
    families.map((f) => f.doc),
    files,
  );
  issues.push(...resolved.issues);
  const unknownLayout = (file: string, path: string, id: string) =>
    issues.push({
      severity: layoutIds.size ? 'error' : 'warning',
      code: 'layout.unknown',
      file,
      path,
      message: `The layout "${id}" does not exist (no screens/layouts/${id}.json).`,
    });
  for (const { file, doc } of families) {
    if (!layoutIds.has(doc.layout)) unknownLayout(file, '/layout', doc.layout);
    for (const list of ['routes', 'add'] as const) {
      const own = doc[list] ?? [];
      own.forEach((r, i) => {
        const base = `/${list}/${i}`;
        if (!screenIds.has(r.screen))
          issues.push({
            severity: 'error',
            code: 'screen.unknown',
            file,
            path: `${base}/screen`,
            message: `The route "${r.path}" shows screen "${r.screen}", but there is no screens/screens/${r.screen}.json.`,
          });
        if (r.layout !== undefined && !layoutIds.has(r.layout)) unknownLayout(file, `${base}/layout`, r.layout);
      });
    }
    const fam = resolved.families.find((f) => f.id === doc.id);
    for (const list of ['routes', 'add'] as const) {
      (doc[list] ?? []).forEach((r, i) => {
        if (r.redirect === undefined || r.redirect.startsWith('/') || !fam) return;
        const target = r.redirect.split('?')[0];
        if (!fam.routes.some((x) => x.path === target))
          issues.push({
            severity: 'error',
            code: 'route.redirect-unknown',
            file,
            path: `/${list}/${i}/redirect`,
            message: `The route "${r.path}" redirects to "${r.redirect}", which is not a route of family "${doc.id}".`,
          });
      });
    }
  }

  checkThemes(themes, issues);
  for (const { file, doc } of flows) checkFlow(file, doc, screenIds, issues);

  if (ctx.settingsSchema === undefined) {
    issues.push({
      severity: 'warning',
      code: 'config.schema-missing',
      file: 'schemas/venue-settings.schema.json',
      path: '',
      message: 'The venue settings schema does not exist yet, so "$config" bindings were not checked.',
    });
  }
  for (const { file, doc } of docs) checkBindings(file, doc, ctx, issues);

  if (ctx.i18n) {
    const { en, zh } = ctx.i18n;
    // A plural text is one text whatever forms its language needs (en-gb key_one and key_other, zh-hans
    // only key_other, by Intl.PluralRules): compare plural keys by their base, each language's own forms.
    const zhForms = new Intl.PluralRules('zh-Hans').resolvedOptions().pluralCategories as string[];
    // A key is a plural form when its base also has the `_other` form every language needs.
    const base = (key: string) => {
      const m = PLURAL_SUFFIX.exec(key);
      const b = m ? key.slice(0, m.index) : null;
      return b !== null && (en.has(`${b}_other`) || zh.has(`${b}_other`)) ? b : null;
    };
    const zhBases = new Set([...zh].map(base).filter((b): b is string => b !== null));
    const enBases = new Set([...en].map(base).filter((b): b is string => b !== null));
    for (const key of en) {
      const b = base(key);
      const translated = b === null ? zh.has(key) : zhBases.has(b) && zhForms.every((f) => zh.has(`${b}_${f}`));
      if (!translated)
        issues.push({
          severity: 'warning',
          code: 'i18n.missing-translation',
          file: ctx.i18n.zhFile?.(key) ?? `src/i18n/locales/zh-hans/${key.split('.')[0]}.json`,
          path: '/' + key.split('.').slice(1).map(esc).join('/'),
          message: `The text "${key}" has no Simplified Chinese translation.`,
        });
    }
    for (const key of zh) {
      const b = base(key);
      if (!(b === null ? en.has(key) : enBases.has(b)))
        issues.push({
          severity: 'warning',
          code: 'i18n.extra-translation',
          file: ctx.i18n.zhFile?.(key) ?? `src/i18n/locales/zh-hans/${key.split('.')[0]}.json`,
          path: '/' + key.split('.').slice(1).map(esc).join('/'),
          message: `The Chinese text "${key}" has no English original.`,
        });
    }
  }
  return issues;
}
