// The app shell around the router: engine services (translation, actions, validators), toasts
// and the loading bar.
import { startTransition, useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useTranslation } from '../i18n';
import { EngineContext, defaultServices, type EngineServices, type PropsValidator } from '../engine/runtime/context';
import { LoadingBar } from './LoadingBar';
import { Toasts } from './Toasts';
import { makeEnv } from './env';

type Router = Parameters<typeof RouterProvider>[0]['router'];

let validatorsPromise: Promise<Record<string, PropsValidator> | undefined> | null = null;
/** The compiled props validators (src/generated/validators.js), loaded after the first screen. */
export function loadValidators(): Promise<Record<string, PropsValidator> | undefined> {
  validatorsPromise ??= import('../generated/validators.js')
    .then((m) => m.componentPropsValidators as Record<string, PropsValidator>)
    .catch(() => undefined);
  return validatorsPromise;
}

export function App({ router }: { router: Router }) {
  const { t, i18n } = useTranslation();
  const [validators, setValidators] = useState<Record<string, PropsValidator> | undefined>();
  useEffect(() => {
    let live = true;
    // Every screen re-renders with the validators: a transition, so React does it in slices.
    void loadValidators().then((v) => live && startTransition(() => setValidators(v)));
    return () => { live = false; };
  }, []);
  const services = useMemo<EngineServices>(() => ({
    ...defaultServices,
    dev: import.meta.env.DEV,
    t: (key, values) => String(t(key, values as never)),
    makeEnv,
    validators,
    report: import.meta.env.DEV ? (i) => console.warn(`[manifest] ${i.file}#${i.path} ${i.code}: ${i.message}`) : undefined,
  }), [t, i18n.language, validators]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <EngineContext.Provider value={services}>
      <LoadingBar />
      <RouterProvider router={router} />
      <Toasts />
    </EngineContext.Provider>
  );
}
