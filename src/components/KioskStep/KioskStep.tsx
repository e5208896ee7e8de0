// One step of the kiosk flow (a kiosk-* screen manifest names its step): each step's code loads on
// its own when first shown. Steps leave or advance only through flow events (sendFlowEvent), named
// by the `on` keys of screens/kiosk/kiosk.json.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { EngineProps } from '../../engine/runtime/registry';
import { useTranslation } from '../../i18n';
import styles from './KioskStep.module.css';
import type { KioskStepProps } from '../../generated/component-props';

type Step = NonNullable<KioskStepProps['step']>;

export const STEPS: Record<Step, LazyExoticComponent<ComponentType>> = {
  startup: lazy(() => import('./steps/Startup')),
  splash: lazy(() => import('./steps/Splash')),
  language: lazy(() => import('./steps/Language')),
  dining: lazy(() => import('./steps/Dining')),
  'table-locator': lazy(() => import('./steps/TableLocator')),
  categories: lazy(() => import('./steps/Menu')),
  cart: lazy(() => import('./steps/Cart')),
  checkout: lazy(() => import('./steps/Checkout')),
  payment: lazy(() => import('./steps/Payment')),
  thanks: lazy(() => import('./steps/Thanks')),
  'order-number': lazy(() => import('./steps/OrderNumber')),
  recall: lazy(() => import('./steps/Recall')),
  donate: lazy(() => import('./steps/Donate')),
  help: lazy(() => import('./steps/Help')),
  'membership-qr': lazy(() => import('./steps/Membership')),
  site: lazy(() => import('./steps/Site')),
  'table-change': lazy(() => import('./steps/TableChange')),
  'menu-change': lazy(() => import('./steps/MenuChange')),
};

export default function KioskStep({ step }: KioskStepProps & EngineProps) {
  const { t } = useTranslation();
  const Step = step ? STEPS[step as Step] : undefined;
  if (!Step) return null;
  return (
    <Suspense fallback={<p className={styles.note} role="status">{t('kiosk.loading')}</p>}>
      <Step />
    </Suspense>
  );
}
