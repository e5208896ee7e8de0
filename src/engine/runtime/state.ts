// The state that `$state` bindings read and `state.set` writes: named valtio slices. The app
// registers the shared stores (user, app, session, venue, cart...); the engine adds 'screen'
// (screen-local scratch values) and 'dialogs'. Renderers subscribe with useSnapshot per slice;
// valtio tracks the properties actually read, so an element re-renders only for what it binds.
import { proxy } from 'valtio';
import { getAt, parsePointer, setAt } from './pointer';

const slices = new Map<string, { store: object; writable: boolean }>();

export const screenState = proxy<Record<string, unknown>>({});
export const dialogs = proxy<{ open: string[] }>({ open: [] });

export function registerStateSlice(name: string, store: object, opts: { writable?: boolean } = {}): void {
  if (slices.has(name)) throw new Error(`State slice "${name}" is registered twice`);
  slices.set(name, { store, writable: opts.writable ?? false });
}

registerStateSlice('screen', screenState, { writable: true });
registerStateSlice('dialogs', dialogs);

export function sliceNames(): string[] {
  return [...slices.keys()];
}

export function sliceStore(name: string): object | undefined {
  return slices.get(name)?.store;
}

/** Reads a pointer from the live stores (outside React). */
export function readState(pointer: string): unknown {
  const [top, ...rest] = safeTokens(pointer);
  if (top === undefined) return undefined;
  const s = slices.get(top);
  if (!s) return undefined;
  return getAt(s.store, rest.length ? '/' + rest.map((t) => t.replace(/~/g, '~0').replace(/\//g, '~1')).join('/') : '');
}

/** state.set: writes into a writable slice only ('/screen/...', '/app/...'). */
export function writeState(pointer: string, value: unknown): boolean {
  const tokens = safeTokens(pointer);
  if (tokens.length < 2) return false;
  const s = slices.get(tokens[0]);
  if (!s || !s.writable) return false;
  return setAt(s.store, pointer.slice(tokens[0].length + 1), value);
}

function safeTokens(pointer: string): string[] {
  try {
    return parsePointer(pointer);
  } catch {
    return [];
  }
}
