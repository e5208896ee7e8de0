// Hooks components may use: the status of a screen data source and its refresh.
import { useContext } from 'react';
import { ScreenContext } from './context';
import type { DataStatus } from './data';

export function useDataStatus(source: string): { status: DataStatus; error: string; refresh: () => void } {
  const screen = useContext(ScreenContext);
  if (!screen) return { status: 'error', error: 'no screen', refresh: () => {} };
  const status = screen.data.status[source] ?? (source in screen.data.values ? 'ready' : 'error');
  return { status, error: screen.data.errors[source] ?? '', refresh: () => screen.data.refresh(source) };
}

/** The title of the screen being drawn, in the current language ('' outside a screen). */
export function useScreenTitle(): string {
  return useContext(ScreenContext)?.title ?? '';
}
