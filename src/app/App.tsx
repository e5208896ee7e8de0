// The app shell around the router: engine services (translation, actions, validators), toasts
// and the loading bar.
import { startTransition, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useTranslation } from '../i18n';
import { EngineContext, defaultServices, type EngineServices, type PropsValidator } from '../engine/runtime/context';
import { LoadingBar } from './LoadingBar';
import { Toasts } from './Toasts';
import { makeEnv } from './env';

type Router = Parameters<typeof RouterProvider>[0]['router'];

// One module per component type (src/generated/props/<Type>.js, the props as the renderer sees them:
// bindings resolved). Each is its own chunk, or part of the core group with the core components.
const propsValidatorFiles = import.meta.glob<PropsValidator>('../generated/props/*.js', { import: 'validate' });

/**
 * Loads the props validators of the component types the renderer asks for, a batch at a time after
 * the render that asked, and hands the grown set to `onLoaded`. A type without a validator module
 * is asked once and then left unvalidated.
 */
export function propsValidatorLoader(onLoaded: (all: Record<string, PropsValidator>) => void, files = propsValidatorFiles) {
  const loaded: Record<string, PropsValidator> = {};
  const asked = new Set<string>();
  let batch: string[] = [];
  const flush = async () => {
    const types = batch;
    batch = [];
    const got = await Promise.all(types.map((t) => files[`../generated/props/${t}.js`]?.().catch(() => undefined)));
    let added = false;
    types.forEach((t, i) => {
      const v = got[i];
      if (v) { loaded[t] = v; added = true; }
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
  const { t, i18n } = useTranslation();
  const [validators, setValidators] = useState<Record<string, PropsValidator> | undefined>();
  // The screens re-render with the new validators: a transition, so React does it in slices.
  const wantValidator = useMemo(() => propsValidatorLoader((all) => startTransition(() => setValidators(all))), []);
  const services = useMemo<EngineServices>(() => ({
    ...defaultServices,
    dev: import.meta.env.DEV,
    t: (key, values) => String(t(key, values as never)),
    makeEnv,
    validators,
    wantValidator,
    report: import.meta.env.DEV ? (i) => console.warn(`[manifest] ${i.file}#${i.path} ${i.code}: ${i.message}`) : undefined,
  }), [t, i18n.language, validators, wantValidator]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <EngineContext.Provider value={services}>
      <LoadingBar />
      <RouterProvider router={router} />
      <Toasts />
    </EngineContext.Provider>
  );
}
