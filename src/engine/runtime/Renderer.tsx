// The screen renderer: draws a flat element map through the component registry. Every problem
// (unknown type, invalid props, bad binding, missing child, a component that throws) degrades by
// the element's `fallback`; without one, development shows an error box naming file and pointer.
import { Component, Suspense, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type {
  ActionSpec,
  ElementNode,
  PropValue,
  RenderProblemCode,
  ScreenManifest,
  LayoutManifest,
} from '../contract';
import { runActions } from './actions';
import { isChunkLoadError } from './chunks';
import { bindingKey, resolveBinding, resolveProps, type BindingContext } from './bindings';
import { evalCondition } from './conditions';
import { EngineContext, ScreenContext, type EngineServices, type ScreenContextValue } from './context';
import { useScreenData } from './data';
import { ErrorBox } from './ErrorBox';
import { Alert } from '../../ui/Alert';
import { meetsRequires } from './guards';
import { hasPermission } from './permissions';
import { escapeToken, getAt } from './pointer';
import { getComponent, lazyComponent } from './registry';
import { readState, sliceNames, sliceStore } from './state';

/** Top-level state slices a value reads through bindings, found statically. */
function collectSlices(value: unknown, eng: EngineServices, out: Set<string>, depth = 0): void {
  if (depth > 50 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value) collectSlices(v, eng, out, depth + 1);
    return;
  }
  const k = bindingKey(value);
  const v = value as Record<string, unknown>;
  const top = (p: string) => p.split('/')[1];
  if (k === '$state' && typeof v.$state === 'string') out.add(top(v.$state));
  if (k === '$config') out.add(top(eng.configPath));
  if (k === '$licence') out.add(top(eng.licencePath));
  for (const x of Object.values(v)) collectSlices(x, eng, out, depth + 1);
}

function slicesOf(node: ElementNode, eng: EngineServices): string[] {
  const out = new Set<string>();
  collectSlices([node.props, node.visible, node.repeat?.over], eng, out);
  if (node.requires) {
    out.add(top(eng.configPath));
    out.add(top(eng.licencePath));
  }
  if (node.roles !== undefined) out.add(top(eng.userPath));
  const known = new Set(sliceNames());
  return [...out].filter((s) => known.has(s)).sort();
}
const top = (p: string) => p.split('/')[1];

/** Snapshots of just the slices an element binds; valtio tracks the properties it reads. */
function useSlices(names: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // The list is derived from the element's manifest node, so its length is stable per element.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the same names, so the same calls, every render
  for (const n of names) out[n] = useSnapshot(sliceStore(n) as object);
  return out;
}

interface ElementProps {
  id: string;
  item?: unknown;
  trail: string[];
}

class ElementBoundary extends Component<
  { onError: (e: unknown) => ReactNode; children: ReactNode },
  { error: unknown }
> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? this.props.onError(this.state.error) : this.props.children;
  }
}

export function ElementView(props: ElementProps) {
  const screen = useContext(ScreenContext);
  const eng = useContext(EngineContext);
  if (!screen) return null;
  const node = Object.prototype.hasOwnProperty.call(screen.elements, props.id) ? screen.elements[props.id] : undefined;
  const at = `/elements/${escapeToken(props.id)}`;
  if (!node || typeof node !== 'object' || Array.isArray(node)) {
    return problem(eng, screen, null, props, 'element.missing', at, `No element "${props.id}" in this file`);
  }
  if (props.trail.includes(props.id) || props.trail.length > 64) {
    return problem(eng, screen, null, props, 'element.cycle', at, `Element "${props.id}" contains itself`);
  }
  return <BoundElement {...props} node={node} at={at} />;
}

function BoundElement({ id, item, trail, node, at }: ElementProps & { node: ElementNode; at: string }) {
  const screen = useContext(ScreenContext)!;
  const eng = useContext(EngineContext);
  const names = useMemo(() => slicesOf(node, eng), [node, eng]);
  const state = useSlices(names);
  const ctx: BindingContext = {
    state,
    config: getAt(state, eng.configPath) ?? {},
    licence: getAt(state, eng.licencePath) ?? {},
    data: screen.data.values,
    params: screen.params,
    query: screen.query,
    item,
    t: eng.t,
  };
  let list: unknown[] | null = null;
  try {
    if (typeof node.type !== 'string')
      throw Object.assign(new Error('An element needs a type'), { pointer: `${at}/type` });
    if (
      node.requires &&
      !meetsRequires(
        node.requires,
        (ctx.licence ?? {}) as Record<string, unknown>,
        (ctx.config ?? {}) as Record<string, unknown>,
      )
    )
      return null;
    if (node.roles !== undefined) {
      const who = (getAt(state, eng.userPath) ?? { roles: [], admin: 0 }) as { roles?: string[]; admin?: 0 | 1 };
      if (!Array.isArray(node.roles) || !hasPermission(node.roles, { roles: who.roles ?? [], admin: who.admin ?? 0 }))
        return null;
    }
    if (!evalCondition(node.visible, ctx, `${at}/visible`)) return null;
    if (node.repeat !== undefined) {
      if (!node.repeat || typeof node.repeat !== 'object' || !bindingKey(node.repeat.over))
        throw Object.assign(new Error('repeat.over needs a binding'), { pointer: `${at}/repeat/over` });
      const over = resolveBinding(node.repeat.over, ctx, `${at}/repeat/over`);
      list = Array.isArray(over) ? over : [];
    }
  } catch (e) {
    return problem(
      eng,
      screen,
      node,
      { id, item, trail },
      'element.binding',
      (e as { pointer?: string }).pointer ?? at,
      messageOf(e),
    );
  }
  if (list) {
    const keyOf = (entry: unknown, i: number) => {
      const k = node.repeat?.key
        ? getAt(entry, node.repeat.key.startsWith('/') ? node.repeat.key : `/${node.repeat.key}`)
        : undefined;
      return typeof k === 'string' || typeof k === 'number' ? String(k) : String(i);
    };
    return (
      <>
        {list.map((entry, i) => (
          <ElementBody key={keyOf(entry, i)} id={id} node={node} at={at} trail={trail} ctx={{ ...ctx, item: entry }} />
        ))}
      </>
    );
  }
  return <ElementBody id={id} node={node} at={at} trail={trail} ctx={ctx} />;
}

function ElementBody({
  id,
  node,
  at,
  trail,
  ctx,
}: {
  id: string;
  node: ElementNode;
  at: string;
  trail: string[];
  ctx: BindingContext;
}) {
  const screen = useContext(ScreenContext)!;
  const eng = useContext(EngineContext);
  const self = { id, item: ctx.item, trail };
  const entry = getComponent(node.type);
  if (!entry)
    return problem(eng, screen, node, self, 'component.unknown', `${at}/type`, `Unknown component type "${node.type}"`);
  let resolved: Record<string, unknown>;
  try {
    resolved = resolveProps(node.props as Record<string, PropValue> | undefined, ctx, `${at}/props`);
  } catch (e) {
    return problem(
      eng,
      screen,
      node,
      self,
      'element.binding',
      (e as { pointer?: string }).pointer ?? `${at}/props`,
      messageOf(e),
    );
  }
  const clean = Object.fromEntries(Object.entries(resolved).filter(([, v]) => v !== undefined));
  const validate = eng.validators?.[node.type];
  if (!validate) eng.wantValidator?.(node.type);
  else if (!validate(clean)) {
    const err = validate.errors?.[0];
    return problem(
      eng,
      screen,
      node,
      self,
      'component.props',
      `${at}/props${err?.instancePath ?? ''}`,
      `Invalid props for ${node.type}: ${err?.message ?? 'schema'}`,
    );
  }
  const children = Array.isArray(node.children) ? node.children : node.children === undefined ? [] : null;
  if (children === null)
    return problem(
      eng,
      screen,
      node,
      self,
      'element.children',
      `${at}/children`,
      'children must be a list of element ids',
    );
  const next = [...trail, id];
  const kids = children.map((cid, i) =>
    typeof cid === 'string' ? <ElementView key={`${cid}:${i}`} id={cid} item={ctx.item} trail={next} /> : null,
  );
  const slots: Record<string, ReactNode> = {};
  if (node.slots && typeof node.slots === 'object') {
    for (const [name, ids] of Object.entries(node.slots)) {
      slots[name] = Array.isArray(ids)
        ? ids.map((cid, i) =>
            typeof cid === 'string' ? <ElementView key={`${cid}:${i}`} id={cid} item={ctx.item} trail={next} /> : null,
          )
        : null;
    }
  }
  const on = node.on && typeof node.on === 'object' ? node.on : {};
  const emit = (event: string, payload?: unknown) => {
    const list = on[event] as ActionSpec[] | undefined;
    if (!Array.isArray(list)) return;
    const actx = { ...ctx, event: payload };
    void runActions(list, eng.makeEnv(actx, screen.data.refresh));
  };
  const handles = (event: string) => Array.isArray(on[event]) && (on[event] as unknown[]).length > 0;
  const Lazy = lazyComponent(entry);
  return (
    <ElementBoundary
      onError={(e) =>
        isChunkLoadError(e) ? (
          <ChunkRetry t={eng.t} />
        ) : (
          problem(eng, screen, node, self, 'component.crash', at, messageOf(e))
        )
      }
    >
      <Suspense fallback={null}>
        {createElement(Lazy, { ...clean, slots, emit, handles }, kids.length ? kids : undefined)}
      </Suspense>
    </ElementBoundary>
  );
}

/** A component chunk that did not load (or not within 120 s): say so and offer a retry. */
function ChunkRetry({ t }: { t: EngineServices['t'] }) {
  return (
    <Alert appearance="box">
      <p>{t('engine.chunkError')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </Alert>
  );
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function problem(
  eng: EngineServices,
  screen: ScreenContextValue,
  node: ElementNode | null,
  self: ElementProps,
  code: RenderProblemCode,
  pointer: string,
  message: string,
): ReactNode {
  eng.report?.({ code, file: screen.file, path: pointer, message });
  const fb = node && typeof node.fallback === 'string' ? node.fallback : undefined;
  if (fb === 'drop') return null;
  if (fb && fb !== self.id && !self.trail.includes(fb))
    return <ElementView id={fb} item={self.item} trail={[...self.trail, self.id]} />;
  return eng.dev ? <ErrorBox file={screen.file} pointer={pointer} message={message} /> : null;
}

export interface DocumentViewProps {
  doc: Pick<ScreenManifest, 'root' | 'elements' | 'data'> | LayoutManifest;
  file: string;
  params?: Record<string, string | undefined>;
  query?: URLSearchParams;
  title?: string;
}

/** Draws a screen or layout document from its root element. */
export function DocumentView({ doc, file, params = {}, query = new URLSearchParams(), title }: DocumentViewProps) {
  const eng = useContext(EngineContext);
  const defs = 'data' in doc ? doc.data : undefined;
  // Data params may bind state (e.g. the language); those slices are watched so params follow.
  const names = useMemo(() => {
    const out = new Set<string>();
    collectSlices(defs ?? {}, eng, out);
    const known = new Set(sliceNames());
    return [...out].filter((s) => known.has(s)).sort();
  }, [defs, eng]);
  const state = useSlices(names);
  const data = useScreenData(defs, {
    params,
    query,
    t: eng.t,
    state,
    config: readState(eng.configPath),
    licence: readState(eng.licencePath),
  });
  const elements = useMemo(
    () =>
      doc && typeof doc.elements === 'object' && doc.elements !== null && !Array.isArray(doc.elements)
        ? doc.elements
        : {},
    [doc],
  );
  const value = useMemo<ScreenContextValue>(
    () => ({ elements, file, data, params, query, title }),
    [elements, file, data, params, query, title],
  );
  if (typeof doc?.root !== 'string')
    return eng.dev ? <ErrorBox file={file} pointer="/root" message="A document needs a root element id" /> : null;
  return (
    <ScreenContext.Provider value={value}>
      <ElementView id={doc.root} trail={[]} />
    </ScreenContext.Provider>
  );
}

/** Resolves a screen's title (a literal or a $t binding) to text. */
export function titleText(title: unknown, t: (k: string) => string): string {
  if (typeof title === 'string') return title;
  if (title && typeof title === 'object' && typeof (title as { $t?: unknown }).$t === 'string')
    return t((title as { $t: string }).$t);
  return '';
}
