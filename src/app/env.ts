// The action environment the engine runs manifests' actions in, wired to the app's stores.
import type { ActionEnv } from '../engine/runtime/actions';
import type { BindingContext } from '../engine/runtime/bindings';
import { currentTable } from '../engine/runtime/family';
import { createNavigator } from '../engine/runtime/navigation';
import { activeBase } from '../engine/runtime/router';
import { dialogs, writeState } from '../engine/runtime/state';
import { setLanguage, normaliseLang } from '../i18n';
import { app, venue } from '../state/stores';
import { readStored, removeStored, writeStored } from '../shared/storage';
import { showToast, type Toast } from '../state/ui';
import { applyTheme, themeChoices, themeIds } from './theme';
import { nightIdOf } from '../engine/manifest/nightVersion';

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

/**
 * Shows the app in a language and keeps it as the visitor's choice, except on the kiosk: its
 * languages last one visit (each visit starts in the venue's), so they leave the stored choice alone.
 */
export async function changeLanguage(lang: string): Promise<void> {
  const l = normaliseLang(lang);
  app.lang = l;
  if (!app.kioskOnScreen) writeStored('lang', l);
  await setLanguage(l);
  app.themes = await themeChoices(l);
}

/**
 * The visitor's own day/night choice at this venue ('' when none): kept per venue, so a choice made
 * at one venue never changes another. The one choice earlier builds kept for every venue is adopted
 * by the first venue opened, then removed. A choice of a venue theme the venue no longer uses is void.
 */
export function chosenTheme(shop: string, venueTheme: string): string {
  const legacy = readStored('theme');
  let own = readStored('themeChoice', shop);
  if (legacy !== null && shop) {
    removeStored('theme');
    if (!own) writeStored('themeChoice', (own = legacy), shop);
  }
  // A page of no venue still shows the older builds' one choice.
  own ??= legacy;
  return own && (themeIds().includes(own) || own === venueTheme || own === nightIdOf(venueTheme)) ? own : '';
}

/** Applies a theme (the visitor's choice, or the venue's default); `remember` keeps it as the visitor's choice at this venue. */
export async function changeTheme(id: string, remember = true): Promise<void> {
  if (!id) return;
  app.theme = await applyTheme(id, venue.loaded ? venue.settings : {}, app.shop);
  if (remember) writeStored('themeChoice', app.theme, app.shop);
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
    openDialog: (id) => {
      if (!dialogs.open.includes(id)) dialogs.open.push(id);
    },
    closeDialog: (id) => {
      if (id === undefined) dialogs.open.pop();
      else dialogs.open = dialogs.open.filter((d) => d !== id);
    },
    refresh,
    setLang: (l) => void changeLanguage(l),
    setTheme: (t) => void changeTheme(t),
    setBackButton: (on) => {
      app.backButton = on;
    },
    report: (issue) => console.warn(`[action] ${issue.code}: ${issue.message}`),
  };
}
