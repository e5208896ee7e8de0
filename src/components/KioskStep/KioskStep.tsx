// One step of the kiosk flow (a kiosk-* screen manifest names its step): the startup and the splash
// come with this code, every other step's code loads on its own when first shown. Steps leave or
// advance only through flow events (sendFlowEvent), named by the `on` keys of screens/kiosk/kiosk.json.
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import type { EngineProps } from '../../engine/runtime/registry';
import { useTranslation } from '../../i18n';
import styles from './KioskStep.module.css';
import Splash from './steps/Splash';
import Startup from './steps/Startup';
import type { KioskStepProps } from '../../generated/component-props';
import { Status } from '../../ui/Status/Status';

type Step = NonNullable<KioskStepProps['step']>;

const LOADERS: Record<Step, () => Promise<{ default: ComponentType }>> = {
  startup: () => Promise.resolve({ default: Startup }),
  splash: () => Promise.resolve({ default: Splash }),
  language: () => import('./steps/Language'),
  dining: () => import('./steps/Dining'),
  'table-locator': () => import('./steps/TableLocator'),
  categories: () => import('./steps/Menu'),
  cart: () => import('./steps/Cart'),
  checkout: () => import('./steps/Checkout'),
  payment: () => import('./steps/Payment'),
  thanks: () => import('./steps/Thanks'),
  'order-number': () => import('./steps/OrderNumber'),
  recall: () => import('./steps/Recall'),
  donate: () => import('./steps/Donate'),
  help: () => import('./steps/Help'),
  'membership-qr': () => import('./steps/Membership'),
  site: () => import('./steps/Site'),
  'table-change': () => import('./steps/TableChange'),
  'menu-change': () => import('./steps/MenuChange'),
};

/** The first two steps come with this code (the kiosk opens on them); every other step is its own chunk. */
const FIRST: Partial<Record<Step, ComponentType>> = { startup: Startup, splash: Splash };

export const STEPS = Object.fromEntries(
  Object.entries(LOADERS).map(([k, load]) => [k, FIRST[k as Step] ?? lazy(load)]),
) as Record<Step, ComponentType | LazyExoticComponent<ComponentType>>;

/** Starts loading one step's code (the kiosk host asks for its first steps with its own code). */
export function preloadStep(step: Step): Promise<unknown> {
  return LOADERS[step]().catch(() => undefined);
}

let warmed = false;
/**
 * Loads every step's code in idle time once the kiosk runs, so a step still opens after the network
 * drops (the payment step must, to say the order is kept).
 */
export function warmSteps(): void {
  if (warmed) return;
  warmed = true;
  const idle =
    (globalThis as { requestIdleCallback?: (fn: () => void) => void }).requestIdleCallback ??
    ((fn: () => void) => setTimeout(fn, 200));
  idle(() => {
    for (const load of Object.values(LOADERS))
      void load().catch(() => {
        warmed = false;
      });
  });
}

export default function KioskStep({ step }: KioskStepProps & EngineProps) {
  const { t } = useTranslation();
  const Step = step ? STEPS[step as Step] : undefined;
  // Past the splash, every step's code loads in idle time (the splash itself stays light).
  useEffect(() => {
    if (step !== 'splash' && step !== 'startup') warmSteps();
  }, [step]);
  if (!Step) return null;
  return (
    <Suspense
      fallback={
        <Status as="p" className={styles.note}>
          {t('kiosk.loading')}
        </Status>
      }
    >
      <Step />
    </Suspense>
  );
}
