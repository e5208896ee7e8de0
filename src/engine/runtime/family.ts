// Which family the current screen belongs to, and its prefix with the params filled in.
import { createContext, useContext } from 'react';
import type { ResolvedFamily } from '../contract';
import { resolveTarget, withTableParams, type TableContext } from './navigation';

export interface FamilyScopeValue {
  family: ResolvedFamily | null;
  /** The prefix with params filled in: '/shop/demo'. */
  base: string;
}

export const FamilyContext = createContext<FamilyScopeValue>({ family: null, base: '' });

/** Fills ':name' segments of a prefix from params. */
export function fillPrefix(prefix: string, params: Record<string, string | undefined>): string {
  return prefix.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
}

let tableSource: () => TableContext = () => ({ spotType: 0, table: '', sessionId: '' });
/** The app tells the engine where the spot type, table and session live. */
export function setTableSource(fn: () => TableContext): void {
  tableSource = fn;
}
export function currentTable(): TableContext {
  return tableSource();
}

/** A navigation target as the helper builds it: relative to the family, plus tn/ses for tables. */
export function useTarget(to: string): string {
  const { base } = useContext(FamilyContext);
  return withTableParams(resolveTarget(to, base), currentTable());
}

export function useFamily(): FamilyScopeValue {
  return useContext(FamilyContext);
}

/**
 * Absolute path of a family's home: its `home` route, else the first route ending in 'home'
 * (the booking families' ticket/:ticket/home) with its params set to 'all'. '' when none.
 */
export function familyHomePath(
  family: { home?: string; routes: { path: string; redirect?: string }[] } | null,
  base: string,
): string {
  if (!family || !base) return '';
  const rel = family.home ?? family.routes.find((r) => !r.redirect && /(^|\/)home$/.test(r.path))?.path;
  if (rel === undefined) return '';
  return `${base}/${rel.replace(/:[A-Za-z][A-Za-z0-9]*/g, 'all')}`.replace(/\/$/, '');
}
