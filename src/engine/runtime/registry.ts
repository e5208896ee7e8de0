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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
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

/** The lazy React component of a type, created once. */
export function lazyComponent(entry: ComponentEntry): LazyExoticComponent<AnyComponent> {
  let c = lazies.get(entry.type);
  if (!c) {
    c = lazy(() => withChunkTimeout(entry.load()));
    lazies.set(entry.type, c);
  }
  return c;
}

/** For tests: forget every registration. */
export function clearRegistry(): void {
  entries.clear();
  lazies.clear();
}

export type { ActionSpec };
