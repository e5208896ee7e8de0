// UI signals shared by every module: the request loading counter and the toast queue.
// The API client writes here; the engine's shell renders it. No React in this file.
import { proxy } from 'valtio/vanilla';
import { LOGIN_TOAST_MS } from '../api/context';

export { LOGIN_TOAST_MS };

export type ToastPosition = 'auto' | 'center' | 'bottom-right';
export interface Toast {
  id: number;
  /** A translation key (preferred) or literal text from the server, shown as text, never as HTML. */
  message: string;
  /** Interpolation values for a translation key. */
  values?: Record<string, string | number>;
  tone: 'info' | 'success' | 'error';
  /** ms; 0 = persistent with a close button (spec 8). Default 1500. */
  duration: number;
  position: ToastPosition;
}

export const ui = proxy({
  /** Requests in flight that show the loading bar (quiet calls do not count). */
  loading: 0,
  toasts: [] as Toast[],
});

let nextToastId = 1;
export const TOAST_DEFAULT_MS = 1500;

export function showToast(message: string, opts: Partial<Omit<Toast, 'id' | 'message'>> = {}): number {
  const toast: Toast = {
    id: nextToastId++,
    message,
    values: opts.values,
    tone: opts.tone ?? 'info',
    duration: opts.duration ?? TOAST_DEFAULT_MS,
    position: opts.position ?? 'auto',
  };
  ui.toasts.push(toast);
  if (toast.duration > 0) setTimeout(() => dismissToast(toast.id), toast.duration);
  return toast.id;
}

export function dismissToast(id: number): void {
  const i = ui.toasts.findIndex((t) => t.id === id);
  if (i >= 0) ui.toasts.splice(i, 1);
}

export function beginLoading(): void {
  ui.loading++;
}
export function endLoading(): void {
  ui.loading = Math.max(0, ui.loading - 1);
}
