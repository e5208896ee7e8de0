// Bindings are objects ({ $state: '/cart/itemList' }, { $t: 'screen.cart' }), never code strings.
// resolveValue walks a prop value and replaces every binding by what it points at.
import type { Binding, PropValue } from '../contract';
import { getAt } from './pointer';

export const BINDING_KEYS = [
  '$state',
  '$config',
  '$licence',
  '$data',
  '$param',
  '$query',
  '$item',
  '$event',
  '$t',
] as const;
export type BindingKey = (typeof BINDING_KEYS)[number];

/** Everything a binding can read. Each field is optional: outside a repeat there is no item. */
export interface BindingContext {
  state?: unknown;
  config?: unknown;
  licence?: unknown;
  data?: unknown;
  params?: Record<string, string | undefined>;
  query?: URLSearchParams | Record<string, string>;
  item?: unknown;
  event?: unknown;
  /** Translates a key; unknown keys come back as the key itself (i18next default). */
  t?: (key: string, values?: Record<string, unknown>) => string;
}

/** The binding key of a value, or null when it is not a binding object. */
export function bindingKey(value: unknown): BindingKey | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  for (const k of BINDING_KEYS) if (k in (value as object)) return k;
  return null;
}

export class BindingError extends Error {
  constructor(
    message: string,
    public readonly pointer: string,
  ) {
    super(message);
    this.name = 'BindingError';
  }
}

function readQuery(query: BindingContext['query'], name: string): string | undefined {
  if (!query) return undefined;
  if (query instanceof URLSearchParams) return query.get(name) ?? undefined;
  return Object.prototype.hasOwnProperty.call(query, name) ? query[name] : undefined;
}

/** Resolves one binding object. Throws BindingError when its target is not a string. */
export function resolveBinding(b: Binding, ctx: BindingContext, at = ''): unknown {
  const key = bindingKey(b);
  if (!key) throw new BindingError('Not a binding', at);
  const target = (b as Record<string, unknown>)[key];
  if (typeof target !== 'string') throw new BindingError(`${key} needs a string, got ${typeof target}`, `${at}/${key}`);
  switch (key) {
    case '$state':
      return getAt(ctx.state, target);
    case '$config':
      return getAt(ctx.config, target);
    case '$licence':
      return getAt(ctx.licence, target);
    case '$data':
      return getAt(ctx.data, target);
    case '$item':
      return getAt(ctx.item, target);
    case '$event':
      return getAt(ctx.event, target);
    case '$param':
      return ctx.params?.[target];
    case '$query':
      return readQuery(ctx.query, target);
    case '$t': {
      const raw = (b as { values?: Record<string, PropValue> }).values;
      const values = raw ? (resolveValue(raw, ctx, `${at}/values`) as Record<string, unknown>) : undefined;
      return ctx.t ? ctx.t(target, values) : target;
    }
  }
}

/** Replaces bindings anywhere in a prop value. Literals pass through unchanged. */
export function resolveValue(value: PropValue | undefined, ctx: BindingContext, at = ''): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v, i) => resolveValue(v, ctx, `${at}/${i}`));
  if (bindingKey(value)) return resolveBinding(value as Binding, ctx, at);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = resolveValue(v as PropValue, ctx, `${at}/${k}`);
  return out;
}

/** Resolves an element's props object. */
export function resolveProps(
  props: Record<string, PropValue> | undefined,
  ctx: BindingContext,
  at = '/props',
): Record<string, unknown> {
  if (!props) return {};
  if (typeof props !== 'object' || Array.isArray(props)) throw new BindingError('props must be an object', at);
  return resolveValue(props as PropValue, ctx, at) as Record<string, unknown>;
}
