// React helpers shared by the ordering components: money, language, family navigation. The cart is
// not here: components that use it take useCartShop from ./setup, so the menu (home, categories)
// loads without the cart and its pricing code.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { formatCents } from '../domain/formatMoney';
import { useFamily } from '../engine/runtime/family';
import { resolveTarget, withTableParams } from '../engine/runtime/navigation';
import { currentTable } from '../engine/runtime/family';
import { app, venue } from '../state/stores';

/** Formats cents with the venue's money symbol. */
export function useMoney(): (cents: number) => string {
  const { settings } = useSnapshot(venue);
  const symbol = typeof settings.moneySymbol === 'string' ? settings.moneySymbol : '$';
  return useCallback((c: number) => formatCents(Math.round(Number(c) || 0), symbol), [symbol]);
}

export function useLang(): string {
  return useSnapshot(app).lang;
}

export function useShop(): string {
  return useSnapshot(app).shop;
}

/** Navigates inside the current family ('cart', 'product/x'). */
export function useGo(): (to: string, opts?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const { base } = useFamily();
  return useCallback((to: string, opts?: { replace?: boolean }) => navigate(withTableParams(resolveTarget(to, base), currentTable()), { replace: opts?.replace }), [navigate, base]);
}

/** Venue settings with a typed read. */
export function useSetting<T>(key: string, dflt: T): T {
  const { settings } = useSnapshot(venue);
  const v = settings[key];
  return (v === undefined || v === null ? dflt : v) as T;
}
