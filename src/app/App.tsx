// The app shell around the router: engine services (translation, actions, validators), toasts
// and the loading bar.
import { startTransition, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useTranslation } from '../i18n';
import { EngineContext, defaultServices, type EngineServices, type PropsValidator } from '../engine/runtime/context';
import { LoadingBar } from './LoadingBar';
import { Toasts } from './Toasts';
import { makeEnv } from './env';

type Router = Parameters<typeof RouterProvider>[0]['router'];

// One module per component type (src/generated/props/<Type>.js, the props as the renderer sees them:
// bindings resolved). Each is its own chunk, or part of the core group with the core components. The
// menu pages' types are imported from here (vite.config.ts MENU_TYPES); the others through
// validatorLoaders.ts, a chunk fetched the first time another type is drawn (it fetches
// laterValidatorLoaders.ts in turn for the types it does not hold).
export const menuValidatorFiles = import.meta.glob<PropsValidator>(
  '../generated/props/{AccountLink,Banner,CategoryNav,ClosedNotice,Footer,Header,LanguageSwitch,Link,NavBar,Outlet,ProductGrid,SearchBox,Stack,ThemeSwitch}.js',
  { import: 'validate' },
);
let otherFile: Promise<(file: string) => Promise<PropsValidator>> | null = null;
/** The validator module of a type's file: a menu type's at once, another's through the loaders chunk. */
const propsValidatorFiles = (file: string): Promise<PropsValidator> | undefined => {
  const menu = menuValidatorFiles[file];
  if (menu) return menu();
  otherFile ??= import('./validatorLoaders').then((m) => m.otherValidatorFile);
  otherFile.catch(() => {
    otherFile = null;
  });
  return otherFile.then((find) => find(file));
};

/**
 * Loads the props validators of the component types the renderer asks for, a batch at a time after
 * the render that asked, and hands the grown set to `onLoaded`. A type without a validator module
 * is asked once and then left unvalidated.
 */
export function propsValidatorLoader(
  onLoaded: (all: Record<string, PropsValidator>) => void,
  files: (file: string) => Promise<PropsValidator> | undefined = propsValidatorFiles,
) {
  const loaded: Record<string, PropsValidator> = {};
  const asked = new Set<string>();
  let batch: string[] = [];
  const flush = async () => {
    const types = batch;
    batch = [];
    const got = await Promise.all(types.map((t) => files(`../generated/props/${t}.js`)?.catch(() => undefined)));
    let added = false;
    types.forEach((t, i) => {
      const v = got[i];
      if (v) {
        loaded[t] = v;
        added = true;
      }
    });
    if (added) onLoaded({ ...loaded });
  };
  return (type: string) => {
    if (asked.has(type)) return;
    asked.add(type);
    batch.push(type);
    if (batch.length === 1) setTimeout(() => void flush(), 0);
  };
}

export function App({ router }: { router: Router }) {
  const { t } = useTranslation(); // a new t per language change (src/i18n/react.ts)
  const [validators, setValidators] = useState<Record<string, PropsValidator> | undefined>();
  // The screens re-render with the new validators: a transition, so React does it in slices.
  const wantValidator = useMemo(() => propsValidatorLoader((all) => startTransition(() => setValidators(all))), []);
  const services = useMemo<EngineServices>(
    () => ({
      ...defaultServices,
      dev: import.meta.env.DEV,
      t: (key, values) => String(t(key, values as never)),
      makeEnv,
      validators,
      wantValidator,
      report: import.meta.env.DEV
        ? (i) => console.warn(`[manifest] ${i.file}#${i.path} ${i.code}: ${i.message}`)
        : undefined,
    }),
    [t, validators, wantValidator],
  );
  return (
    <EngineContext.Provider value={services}>
      <LoadingBar />
      <RouterProvider router={router} />
      <Toasts />
    </EngineContext.Provider>
  );
}
