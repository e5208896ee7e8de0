// Where a layout draws the current screen.
import { Outlet as RouterOutlet } from '../../shared/router';
import type { OutletProps } from '../../generated/component-props';

export default function Outlet(_props: OutletProps) {
  return <RouterOutlet />;
}
