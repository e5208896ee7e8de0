// The React side of the translator: components call useTranslation() and re-render when the
// language changes or a namespace arrives.
import { useCallback, useSyncExternalStore } from 'react';
import { i18n } from './index';
import type { TOptions } from './translator';

export function useTranslation(): { t: (key: string, options?: TOptions) => string; i18n: typeof i18n } {
  const version = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.version,
    () => i18n.version,
  );
  // A new t per change, so memoised children that take t see the language change.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version is the dep on purpose: a new t per language change
  const t = useCallback((key: string, options?: TOptions) => i18n.t(key, options), [version]);
  return { t, i18n };
}
