// The component registry. An entry names a type, how to load it (a lazy import, so heavy
// components are their own chunks), the events it emits, its slots and what it requires.
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { ActionSpec, Requires } from '../contract';
import { withChunkTimeout } from './chunks';

/** Props every registered component receives besides its own resolved props. */
export interface EngineProps {
  /** Rendered children elements. */
  children?: ReactNode;
  /** Rendered named slots. */
  slots?: Record<string, ReactNode>;
  /** Runs the actions wired to an event in the manifest's `on`. */
  emit?: (event: string, payload?: unknown) => void;
  /** Whether the manifest wired any action to that event. */
  handles?: (event: string) => boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of every component, each with its own props type
export type AnyComponent = ComponentType<any>;

export interface ComponentEntry {
  type: string;
  load: () => Promise<{ default: AnyComponent }>;
  events?: string[];
  slots?: string[];
  requires?: Requires;
}

const entries = new Map<string, ComponentEntry>();
const lazies = new Map<string, LazyExoticComponent<AnyComponent>>();

export class DuplicateComponentError extends Error {
  constructor(type: string) {
    super(`Component type "${type}" is registered twice`);
    this.name = 'DuplicateComponentError';
  }
}

/** Registers a component type; a duplicate type is a start-up error. */
export function registerComponent(entry: ComponentEntry): void {
  if (entries.has(entry.type)) throw new DuplicateComponentError(entry.type);
  entries.set(entry.type, entry);
}

export function registerComponents(list: readonly ComponentEntry[]): void {
  const seen = new Set<string>();
  for (const e of list) {
    if (seen.has(e.type)) throw new DuplicateComponentError(e.type);
    seen.add(e.type);
  }
  for (const e of list) registerComponent(e);
}

export function getComponent(type: string): ComponentEntry | undefined {
  return entries.get(type);
}

export function componentTypes(): string[] {
  return [...entries.keys()];
}

const loads = new Map<string, Promise<{ default: AnyComponent }>>();

/** Loads a type's chunk once; the lazy component and preloading share the promise. */
function loadOnce(entry: ComponentEntry): Promise<{ default: AnyComponent }> {
  let p = loads.get(entry.type);
  if (!p) {
    p = withChunkTimeout(entry.load());
    p.catch(() => loads.delete(entry.type)); // a failed chunk may be retried
    loads.set(entry.type, p);
  }
  return p;
}

/** The lazy React component of a type, created once. */
export function lazyComponent(entry: ComponentEntry): LazyExoticComponent<AnyComponent> {
  let c = lazies.get(entry.type);
  if (!c) {
    c = lazy(() => loadOnce(entry));
    lazies.set(entry.type, c);
  }
  return c;
}

/** Starts loading the chunks of the given types (a screen's), so it draws in one go. */
export function preloadComponents(types: Iterable<string>): Promise<unknown> {
  const list: Promise<unknown>[] = [];
  for (const t of new Set(types)) {
    const e = entries.get(t);
    if (e) list.push(loadOnce(e).catch(() => undefined));
  }
  return Promise.all(list);
}

/** For tests: forget every registration. */
export function clearRegistry(): void {
  entries.clear();
  lazies.clear();
  loads.clear();
}

export type { ActionSpec };
