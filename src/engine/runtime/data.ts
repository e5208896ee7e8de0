// Data sources: a screen's `data` names registered sources; each loads once per resolved params.
// Status is explicit so screens can show loading, empty and error states.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DataSource, PropValue } from '../contract';
import { resolveValue, type BindingContext } from './bindings';

export type DataFetcher = (params: Record<string, unknown>) => Promise<unknown>;
export type DataStatus = 'loading' | 'ready' | 'empty' | 'error';

const sources = new Map<string, DataFetcher>();

export function registerDataSource(name: string, fetcher: DataFetcher): void {
  if (sources.has(name)) throw new Error(`Data source "${name}" is registered twice`);
  sources.set(name, fetcher);
}

export function hasDataSource(name: string): boolean {
  return sources.has(name);
}

/** One registered source's answer outside a screen's data block (a sheet reading an info page). */
export function fetchDataSource(name: string, params: Record<string, unknown>): Promise<unknown> {
  const fetcher = sources.get(name);
  return fetcher ? fetcher(params) : Promise.reject(new Error(`No data source "${name}"`));
}

export interface ScreenData {
  values: Record<string, unknown>;
  status: Record<string, DataStatus>;
  errors: Record<string, string>;
  refresh: (name?: string) => void;
}

export function isEmptyValue(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.keys(v as object).length === 0;
  return false;
}

/** Loads every data source of a screen. Params are bindings, resolved against ctx. */
export function useScreenData(defs: Record<string, DataSource> | undefined, ctx: BindingContext): ScreenData {
  // Resolving reads only the pointers the params bind, so snapshots track just those.
  const fresh: Record<string, { source: string; params: Record<string, unknown>; key: string }> = {};
  for (const [name, def] of Object.entries(defs ?? {})) {
    let params: Record<string, unknown> = {};
    try {
      params = (resolveValue((def?.params ?? {}) as PropValue, ctx) ?? {}) as Record<string, unknown>;
    } catch {
      params = {};
    }
    fresh[name] = { source: String(def?.source), params, key: JSON.stringify([def?.source, params]) };
  }
  const freshKey = Object.entries(fresh)
    .map(([n, r]) => `${n}=${r.key}`)
    .join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key string stands for `fresh`, which is a new object each render
  const resolved = useMemo(() => fresh, [freshKey]);
  const keys = Object.values(resolved)
    .map((r) => r.key)
    .join('|');
  const [versions, setVersions] = useState<Record<string, number>>({});
  const [state, setState] = useState<{
    values: Record<string, unknown>;
    status: Record<string, DataStatus>;
    errors: Record<string, string>;
  }>(() => ({
    values: {},
    status: Object.fromEntries(Object.keys(resolved).map((n) => [n, 'loading' as DataStatus])),
    errors: {},
  }));

  useEffect(() => {
    let live = true;
    for (const [name, r] of Object.entries(resolved)) {
      const fetcher = sources.get(r.source);
      setState((s) => ({ ...s, status: { ...s.status, [name]: 'loading' } }));
      const p = fetcher
        ? Promise.resolve().then(() => fetcher(r.params))
        : Promise.reject(new Error(`Unknown data source "${r.source}"`));
      p.then(
        (value) =>
          live &&
          setState((s) => ({
            values: { ...s.values, [name]: value },
            status: { ...s.status, [name]: isEmptyValue(value) ? 'empty' : 'ready' },
            errors: { ...s.errors, [name]: '' },
          })),
        (e: unknown) =>
          live &&
          setState((s) => ({
            ...s,
            status: { ...s.status, [name]: 'error' },
            errors: { ...s.errors, [name]: e instanceof Error ? e.message : String(e) },
          })),
      );
    }
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keys and the versions string stand for the requests; the objects are new each render
  }, [keys, JSON.stringify(versions)]);

  const refresh = useCallback(
    (name?: string) => {
      setVersions((v) => {
        const next = { ...v };
        for (const n of name ? [name] : Object.keys(resolved)) next[n] = (next[n] ?? 0) + 1;
        return next;
      });
    },
    [resolved],
  );

  return useMemo(() => ({ ...state, refresh }), [state, refresh]);
}
