// The mode setup as the console draws it: its code and its texts (the `setup` namespace) load when the
// tab opens, not with the console.
import { lazy, Suspense, type ComponentProps } from 'react';
import { withComponentTexts } from '../../registry';
import { Loading } from '../States';
import type { ModeSetup } from './ModeSetup';

const Setup = lazy(
  withComponentTexts('ModeSetup', () => import('./ModeSetup').then((m) => ({ default: m.ModeSetup }))),
);

export function ModeSetupLazy(props: ComponentProps<typeof ModeSetup>) {
  return (
    <Suspense fallback={<Loading />}>
      <Setup {...props} />
    </Suspense>
  );
}
