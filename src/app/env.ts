// The action environment the engine runs manifests' actions in, wired to the app's stores.
import type { ActionEnv } from '../engine/runtime/actions';
import type { BindingContext } from '../engine/runtime/bindings';
import { currentTable } from '../engine/runtime/family';
import { createNavigator } from '../engine/runtime/navigation';
import { activeBase } from '../engine/runtime/router';
import { dialogs, writeState } from '../engine/runtime/state';
import { setLanguage, normaliseLang } from '../i18n';
import { app, venue } from '../state/stores';
import { storageName, writeStored } from '../shared/storage';
import { showToast, type Toast } from '../state/ui';
import { applyTheme, themeChoices } from './theme';

type NavigateFn = (to: string | number, opts?: { replace?: boolean }) => void;
let navigateImpl: NavigateFn = () => {};

export function setAppNavigate(fn: NavigateFn): void {
  navigateImpl = fn;
}

export const navigator = createNavigator({
  navigate: (to, opts) => navigateImpl(to, opts),
  table: currentTable,
  base: activeBase,
});

export const LANG_KEY = storageName('lang');
export const THEME_KEY = storageName('theme');

export async function changeLanguage(lang: string): Promise<void> {
  const l = normaliseLang(lang);
  app.lang = l;
  writeStored('lang', l);
  await setLanguage(l);
  app.themes = await themeChoices(l);
}

export async function changeTheme(id: string): Promise<void> {
  if (!id) return;
  app.theme = await applyTheme(id, venue.loaded ? venue.settings : {});
  writeStored('theme', app.theme);
}

export function makeEnv(ctx: BindingContext, refresh: (source?: string) => void): ActionEnv {
  return {
    nav: navigator,
    ctx,
    setState: writeState,
    toast: (message, o) => {
      showToast(message, {
        tone: (o.tone as Toast['tone']) ?? undefined,
        duration: typeof o.duration === 'number' ? o.duration : undefined,
        position: (o.position as Toast['position']) ?? undefined,
        values: o.values as Toast['values'],
      });
    },
    openDialog: (id) => { if (!dialogs.open.includes(id)) dialogs.open.push(id); },
    closeDialog: (id) => {
      if (id === undefined) dialogs.open.pop();
      else dialogs.open = dialogs.open.filter((d) => d !== id);
    },
    refresh,
    setLang: (l) => void changeLanguage(l),
    setTheme: (t) => void changeTheme(t),
    setBackButton: (on) => { app.backButton = on; },
    report: (issue) => console.warn(`[action] ${issue.code}: ${issue.message}`),
  };
}
